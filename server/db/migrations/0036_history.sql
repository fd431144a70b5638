CREATE TABLE "history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_username" text,
	"source" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"record_entity" text NOT NULL,
	"record_id" text NOT NULL,
	"vehicle_id" uuid,
	"employee_id" uuid,
	"branch_id" uuid,
	"changes" jsonb NOT NULL,
	CONSTRAINT "history_source_known" CHECK ("history"."source" in ('app', 'system', 'database')),
	CONSTRAINT "history_action_known" CHECK ("history"."action" in ('create', 'update', 'archive', 'restore', 'delete'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "history_retention_days" integer;--> statement-breakpoint
ALTER TABLE "history" ADD CONSTRAINT "history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_company_idx" ON "history" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_record_idx" ON "history" USING btree ("company_id","record_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_vehicle_idx" ON "history" USING btree ("company_id","vehicle_id","id" DESC NULLS LAST) WHERE "history"."vehicle_id" is not null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_history_retention_range" CHECK ("companies"."history_retention_days" between 30 and 3650);
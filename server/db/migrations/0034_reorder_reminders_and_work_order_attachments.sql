CREATE TABLE "work_order_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_subject";--> statement-breakpoint
DROP INDEX "reminders_once_key";--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "part_id" uuid;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "work_order_attachments" ADD CONSTRAINT "work_order_attachments_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_attachments" ADD CONSTRAINT "work_order_attachments_work_order_fk" FOREIGN KEY ("company_id","work_order_id") REFERENCES "public"."work_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_attachments_order_idx" ON "work_order_attachments" USING btree ("company_id","work_order_id","created_at");--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_part_fk" FOREIGN KEY ("company_id","part_id") REFERENCES "public"."parts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_part_idx" ON "reminders" USING btree ("company_id","part_id") WHERE "reminders"."part_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_once_key" ON "reminders" USING btree (coalesce("issue_id", "document_id", "part_id", "vehicle_id"),"item",coalesce("form_id", "branch_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("due_date", '-infinity'::date),coalesce("due_km", -1),"status","week");--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_part_given" CHECK (("reminders"."item" = 'reorder') = ("reminders"."part_id" is not null and "reminders"."branch_id" is not null));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_subject" CHECK ("reminders"."vehicle_id" is not null or "reminders"."document_id" is not null or "reminders"."part_id" is not null);
CREATE TABLE "idempotency_keys" (
	"employee_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" smallint NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("employee_id","key")
);
--> statement-breakpoint
CREATE TABLE "inspection_form_versions" (
	"company_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"form_version" integer NOT NULL,
	"name" text NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_form_versions_pkey" PRIMARY KEY("company_id","form_id","form_version")
);
--> statement-breakpoint
CREATE TABLE "inspection_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"frequency" text NOT NULL,
	"vehicle_types" "vehicle_type"[] DEFAULT '{}' NOT NULL,
	"branch_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sections" jsonb NOT NULL,
	"form_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_forms_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "inspection_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"inspection_id" uuid NOT NULL,
	"item_id" text,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_photos_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"form_version" integer NOT NULL,
	"inspected_at" timestamp with time zone NOT NULL,
	"inspector_id" uuid,
	"inspector_name" text NOT NULL,
	"odometer" integer,
	"meter_reading_id" uuid,
	"results" jsonb NOT NULL,
	"item_count" integer NOT NULL,
	"failed_count" integer NOT NULL,
	"critical_failed" boolean NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "inspections_counts" CHECK ("inspections"."failed_count" between 0 and "inspections"."item_count" and "inspections"."odometer" >= 0)
);
--> statement-breakpoint
CREATE TABLE "issue_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"issue_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"priority" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text NOT NULL,
	"inspection_id" uuid,
	"item_id" text,
	"photo_id" uuid,
	"odometer" integer,
	"assignee_id" uuid,
	"due_on" date,
	"reported_by" uuid,
	"reported_by_name" text,
	"resolved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issues_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "issues_odometer" CHECK ("issues"."odometer" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "open_issues" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "open_critical_issues" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_form_versions" ADD CONSTRAINT "inspection_form_versions_form_fk" FOREIGN KEY ("company_id","form_id") REFERENCES "public"."inspection_forms"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_forms" ADD CONSTRAINT "inspection_forms_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_forms" ADD CONSTRAINT "inspection_forms_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_inspection_fk" FOREIGN KEY ("company_id","inspection_id") REFERENCES "public"."inspections"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspector_id_employees_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_form_version_fk" FOREIGN KEY ("company_id","form_id","form_version") REFERENCES "public"."inspection_form_versions"("company_id","form_id","form_version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_meter_reading_fk" FOREIGN KEY ("company_id","meter_reading_id") REFERENCES "public"."meter_readings"("company_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_author_id_employees_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_issue_fk" FOREIGN KEY ("company_id","issue_id") REFERENCES "public"."issues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_assignee_id_employees_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_reported_by_employees_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_inspection_fk" FOREIGN KEY ("company_id","inspection_id") REFERENCES "public"."inspections"("company_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_photo_fk" FOREIGN KEY ("company_id","photo_id") REFERENCES "public"."inspection_photos"("company_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inspection_forms_company_name_idx" ON "inspection_forms" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "inspection_photos_inspection_idx" ON "inspection_photos" USING btree ("company_id","inspection_id","created_at");--> statement-breakpoint
CREATE INDEX "inspections_company_idx" ON "inspections" USING btree ("company_id","inspected_at","id");--> statement-breakpoint
CREATE INDEX "inspections_vehicle_idx" ON "inspections" USING btree ("company_id","vehicle_id","inspected_at");--> statement-breakpoint
CREATE INDEX "inspections_form_idx" ON "inspections" USING btree ("company_id","form_id","inspected_at");--> statement-breakpoint
CREATE INDEX "issue_comments_issue_idx" ON "issue_comments" USING btree ("company_id","issue_id","created_at");--> statement-breakpoint
CREATE INDEX "issues_company_idx" ON "issues" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "issues_vehicle_idx" ON "issues" USING btree ("company_id","vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "issues_open_idx" ON "issues" USING btree ("company_id","priority","created_at") WHERE "issues"."status" in ('open', 'in_progress');--> statement-breakpoint
CREATE INDEX "issues_inspection_idx" ON "issues" USING btree ("company_id","inspection_id") WHERE "issues"."inspection_id" is not null;
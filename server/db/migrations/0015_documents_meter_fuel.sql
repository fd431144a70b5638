CREATE TYPE "public"."document_kind" AS ENUM('insurance', 'registration', 'inspection', 'tachograph', 'lease', 'driving_licence', 'driver_card', 'medical', 'other');--> statement-breakpoint
CREATE TABLE "document_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"employee_id" uuid,
	"kind" "document_kind" NOT NULL,
	"number" text,
	"issuer" text,
	"issued_on" date,
	"expires_on" date,
	"cost" numeric(12, 2),
	"licence_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "documents_one_subject" CHECK (("documents"."vehicle_id" is null) <> ("documents"."employee_id" is null)),
	CONSTRAINT "documents_cost_not_negative" CHECK ("documents"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fuel_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"filled_on" date NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit" text NOT NULL,
	"adblue_litres" numeric(10, 2),
	"cost" numeric(12, 2) NOT NULL,
	"odometer" integer NOT NULL,
	"full" boolean DEFAULT true NOT NULL,
	"station" text,
	"notes" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_entries_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "fuel_entries_numbers" CHECK ("fuel_entries"."quantity" > 0 and "fuel_entries"."cost" >= 0 and "fuel_entries"."odometer" >= 0 and coalesce("fuel_entries"."adblue_litres", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"read_on" date NOT NULL,
	"km" integer NOT NULL,
	"total_km" integer NOT NULL,
	"engine_hours" numeric(10, 1),
	"source" text DEFAULT 'manual' NOT NULL,
	"replacement" boolean DEFAULT false NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"notes" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "meter_readings_numbers_not_negative" CHECK ("meter_readings"."km" >= 0 and "meter_readings"."total_km" >= 0 and "meter_readings"."engine_hours" >= 0)
);
--> statement-breakpoint
DROP INDEX "reminders_once_key";--> statement-breakpoint
ALTER TABLE "reminders" ALTER COLUMN "vehicle_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_monthly_costs" ADD COLUMN "fuel_cost" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_monthly_costs" ADD COLUMN "fuel_entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "licence_expires_on" date;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "document_id" uuid;--> statement-breakpoint
-- Fuel counts in a vehicle's costs: the costliest vehicles rank by maintenance and fuel together.
ALTER TABLE "twelve_month_costs" ADD COLUMN "fuel_cost" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "twelve_month_costs" drop column "total_cost";--> statement-breakpoint
ALTER TABLE "twelve_month_costs" ADD COLUMN "total_cost" numeric GENERATED ALWAYS AS (general_cost + mandatory_cost + fuel_cost) STORED;--> statement-breakpoint
CREATE INDEX "twelve_month_costs_costliest_idx" ON "twelve_month_costs" USING btree ("company_id","total_cost" desc,"vehicle_id") WHERE "twelve_month_costs"."records" > 0;--> statement-breakpoint
ALTER TABLE "vehicle_monthly_costs" ADD COLUMN "fuel_cost" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_monthly_costs" ADD COLUMN "fuel_entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "meter_offset" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "documents_expire_on" date;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_entries" ADD CONSTRAINT "fuel_entries_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fuel_entries" ADD CONSTRAINT "fuel_entries_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_attachments_document_idx" ON "document_attachments" USING btree ("company_id","document_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_company_idx" ON "documents" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_expiry_idx" ON "documents" USING btree ("company_id","expires_on","id");--> statement-breakpoint
CREATE INDEX "documents_vehicle_idx" ON "documents" USING btree ("company_id","vehicle_id","expires_on");--> statement-breakpoint
CREATE INDEX "documents_employee_idx" ON "documents" USING btree ("company_id","employee_id","expires_on");--> statement-breakpoint
CREATE INDEX "fuel_entries_vehicle_idx" ON "fuel_entries" USING btree ("company_id","vehicle_id","filled_on","odometer");--> statement-breakpoint
CREATE INDEX "fuel_entries_date_idx" ON "fuel_entries" USING btree ("company_id","filled_on","id");--> statement-breakpoint
CREATE INDEX "meter_readings_vehicle_idx" ON "meter_readings" USING btree ("company_id","vehicle_id","read_on","id");--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_once_key" ON "reminders" USING btree (coalesce("document_id", "vehicle_id"),"item",coalesce("due_date", '-infinity'::date),coalesce("due_km", -1),"status","week");--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_subject" CHECK ("reminders"."vehicle_id" is not null or "reminders"."document_id" is not null);
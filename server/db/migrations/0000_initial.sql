CREATE TYPE "public"."mandatory_service_type" AS ENUM('Registration', 'Service');--> statement-breakpoint
CREATE TYPE "public"."employee_role" AS ENUM('superadmin', 'admin', 'moderator', 'user');--> statement-breakpoint
CREATE TYPE "public"."vehicle_type" AS ENUM('bus', 'car', 'truck');--> statement-breakpoint
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"logo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"address" text,
	"logo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_branches" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "employee_branches_pkey" PRIMARY KEY("company_id","employee_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"position" text,
	"role" "employee_role" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "employees_company_by_role" CHECK (("employees"."role" = 'superadmin') = ("employees"."company_id" is null))
);
--> statement-breakpoint
CREATE TABLE "general_maintenances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"mileage" integer NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service_type" text NOT NULL,
	"service_date" date NOT NULL,
	CONSTRAINT "general_maintenances_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "general_maintenances_numbers_not_negative" CHECK ("general_maintenances"."cost" >= 0 and "general_maintenances"."mileage" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"employee_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logo_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logo_files_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "mandatory_maintenances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"mileage" integer NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service_type" "mandatory_service_type" NOT NULL,
	"finished_on" date NOT NULL,
	CONSTRAINT "mandatory_maintenances_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "mandatory_maintenances_numbers_not_negative" CHECK ("mandatory_maintenances"."cost" >= 0 and "mandatory_maintenances"."mileage" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_branches" (
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "vehicle_branches_pkey" PRIMARY KEY("company_id","vehicle_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"license_plate" text NOT NULL,
	"model" text NOT NULL,
	"mileage" integer NOT NULL,
	"type" "vehicle_type" NOT NULL,
	"last_legislation_control" date NOT NULL,
	"legislation_control_interval" integer NOT NULL,
	"last_service_date" date NOT NULL,
	"mandatory_service_interval" integer NOT NULL,
	"mandatory_service_interval_km" integer NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "vehicles_numbers_not_negative" CHECK ("vehicles"."mileage" >= 0 and "vehicles"."legislation_control_interval" >= 0 and "vehicles"."mandatory_service_interval" >= 0 and "vehicles"."mandatory_service_interval_km" >= 0)
);
--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_logo_fk" FOREIGN KEY ("company_id","logo_id") REFERENCES "public"."logo_files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_fk" FOREIGN KEY ("id","logo_id") REFERENCES "public"."logo_files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_branches" ADD CONSTRAINT "employee_branches_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_branches" ADD CONSTRAINT "employee_branches_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_maintenances" ADD CONSTRAINT "general_maintenances_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_maintenances" ADD CONSTRAINT "general_maintenances_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_files" ADD CONSTRAINT "logo_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandatory_maintenances" ADD CONSTRAINT "mandatory_maintenances_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandatory_maintenances" ADD CONSTRAINT "mandatory_maintenances_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_branches" ADD CONSTRAINT "vehicle_branches_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_branches" ADD CONSTRAINT "vehicle_branches_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_company_id_name_key" ON "branches" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "employee_branches_branch_idx" ON "employee_branches" USING btree ("company_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_username_key" ON "employees" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_key" ON "employees" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "employees_company_id_idx" ON "employees" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "general_maintenances_vehicle_idx" ON "general_maintenances" USING btree ("company_id","vehicle_id","service_date");--> statement-breakpoint
CREATE INDEX "general_maintenances_date_idx" ON "general_maintenances" USING btree ("company_id","service_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_employee_idx" ON "invitations" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "login_failures_subject_idx" ON "login_failures" USING btree ("subject","failed_at");--> statement-breakpoint
CREATE INDEX "mandatory_maintenances_vehicle_idx" ON "mandatory_maintenances" USING btree ("company_id","vehicle_id","finished_on");--> statement-breakpoint
CREATE INDEX "mandatory_maintenances_date_idx" ON "mandatory_maintenances" USING btree ("company_id","finished_on");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "vehicle_branches_branch_idx" ON "vehicle_branches" USING btree ("company_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_id_plate_key" ON "vehicles" USING btree ("company_id",upper("license_plate")) WHERE "vehicles"."is_active";--> statement-breakpoint
CREATE INDEX "vehicles_company_id_idx" ON "vehicles" USING btree ("company_id","is_active","created_at");
CREATE TABLE "work_order_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_issues" (
	"company_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"issue_id" uuid NOT NULL,
	CONSTRAINT "work_order_issues_pkey" PRIMARY KEY("company_id","work_order_id","issue_id")
);
--> statement-breakpoint
CREATE TABLE "work_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text,
	"part_id" uuid,
	"branch_id" uuid,
	"quantity" numeric(12, 2) NOT NULL,
	"unit_cost" numeric(12, 2) NOT NULL,
	"stock_change_id" uuid,
	CONSTRAINT "work_order_lines_numbers" CHECK ("work_order_lines"."quantity" > 0 and "work_order_lines"."unit_cost" >= 0),
	CONSTRAINT "work_order_lines_part_branch" CHECK (("work_order_lines"."part_id" is null) = ("work_order_lines"."branch_id" is null) and ("work_order_lines"."part_id" is null or "work_order_lines"."kind" = 'part'))
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"priority" text NOT NULL,
	"record_kind" text NOT NULL,
	"service_type" text NOT NULL,
	"vendor_id" uuid,
	"assignee_id" uuid,
	"issued_on" date NOT NULL,
	"due_on" date,
	"started_on" date,
	"completed_on" date,
	"odometer" integer,
	"notes" text,
	"labour_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"parts_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"other_cost" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total_cost" numeric(12, 2) GENERATED ALWAYS AS (labour_cost + parts_cost + other_cost) STORED,
	"created_by" uuid,
	"created_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "work_orders_numbers_not_negative" CHECK ("work_orders"."odometer" >= 0 and "work_orders"."labour_cost" >= 0 and "work_orders"."parts_cost" >= 0 and "work_orders"."other_cost" >= 0),
	CONSTRAINT "work_orders_completed_on" CHECK (("work_orders"."status" = 'completed') = ("work_orders"."completed_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "work_order_id" uuid;--> statement-breakpoint
ALTER TABLE "general_maintenances" ADD COLUMN "work_order_id" uuid;--> statement-breakpoint
ALTER TABLE "mandatory_maintenances" ADD COLUMN "work_order_id" uuid;--> statement-breakpoint
ALTER TABLE "work_order_comments" ADD CONSTRAINT "work_order_comments_author_id_employees_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_comments" ADD CONSTRAINT "work_order_comments_work_order_fk" FOREIGN KEY ("company_id","work_order_id") REFERENCES "public"."work_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_issues" ADD CONSTRAINT "work_order_issues_work_order_fk" FOREIGN KEY ("company_id","work_order_id") REFERENCES "public"."work_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_issues" ADD CONSTRAINT "work_order_issues_issue_fk" FOREIGN KEY ("company_id","issue_id") REFERENCES "public"."issues"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_lines" ADD CONSTRAINT "work_order_lines_work_order_fk" FOREIGN KEY ("company_id","work_order_id") REFERENCES "public"."work_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_lines" ADD CONSTRAINT "work_order_lines_part_fk" FOREIGN KEY ("company_id","part_id") REFERENCES "public"."parts"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_lines" ADD CONSTRAINT "work_order_lines_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_lines" ADD CONSTRAINT "work_order_lines_stock_change_fk" FOREIGN KEY ("stock_change_id") REFERENCES "public"."stock_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_assignee_id_employees_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_vendor_fk" FOREIGN KEY ("company_id","vendor_id") REFERENCES "public"."vendors"("company_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_comments_order_idx" ON "work_order_comments" USING btree ("company_id","work_order_id","created_at");--> statement-breakpoint
CREATE INDEX "work_order_issues_issue_idx" ON "work_order_issues" USING btree ("company_id","issue_id");--> statement-breakpoint
CREATE INDEX "work_order_lines_order_idx" ON "work_order_lines" USING btree ("company_id","work_order_id","position");--> statement-breakpoint
CREATE INDEX "work_order_lines_part_idx" ON "work_order_lines" USING btree ("company_id","part_id") WHERE "work_order_lines"."part_id" is not null;--> statement-breakpoint
CREATE INDEX "work_orders_company_idx" ON "work_orders" USING btree ("company_id","issued_on","id");--> statement-breakpoint
CREATE INDEX "work_orders_vehicle_idx" ON "work_orders" USING btree ("company_id","vehicle_id","issued_on");--> statement-breakpoint
CREATE INDEX "work_orders_open_idx" ON "work_orders" USING btree ("company_id","issued_on","id") WHERE "work_orders"."status" in ('open', 'in_progress', 'on_hold');--> statement-breakpoint
CREATE INDEX "work_orders_vendor_idx" ON "work_orders" USING btree ("company_id","vendor_id") WHERE "work_orders"."vendor_id" is not null;--> statement-breakpoint
ALTER TABLE "general_maintenances" ADD CONSTRAINT "general_maintenances_work_order_fk" FOREIGN KEY ("company_id","work_order_id") REFERENCES "public"."work_orders"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandatory_maintenances" ADD CONSTRAINT "mandatory_maintenances_work_order_fk" FOREIGN KEY ("company_id","work_order_id") REFERENCES "public"."work_orders"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "general_maintenances_work_order_key" ON "general_maintenances" USING btree ("company_id","work_order_id") WHERE "general_maintenances"."work_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mandatory_maintenances_work_order_key" ON "mandatory_maintenances" USING btree ("company_id","work_order_id") WHERE "mandatory_maintenances"."work_order_id" is not null;
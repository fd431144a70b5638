CREATE TABLE "part_stock" (
	"company_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"on_hand" numeric(12, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_stock_pkey" PRIMARY KEY("company_id","part_id","branch_id"),
	CONSTRAINT "part_stock_not_negative" CHECK ("part_stock"."on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"unit_cost" numeric(12, 2),
	"preferred_vendor_id" uuid,
	"reorder_level" numeric(12, 2),
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parts_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "parts_numbers_not_negative" CHECK (coalesce("parts"."unit_cost", 0) >= 0 and coalesce("parts"."reorder_level", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"on_hand_after" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"employee_id" uuid,
	"employee_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_changes_kind" CHECK ("stock_changes"."kind" in ('received', 'used', 'counted', 'corrected')),
	CONSTRAINT "stock_changes_not_zero" CHECK ("stock_changes"."quantity" <> 0 and "stock_changes"."on_hand_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "part_stock" ADD CONSTRAINT "part_stock_part_fk" FOREIGN KEY ("company_id","part_id") REFERENCES "public"."parts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_stock" ADD CONSTRAINT "part_stock_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_preferred_vendor_fk" FOREIGN KEY ("company_id","preferred_vendor_id") REFERENCES "public"."vendors"("company_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_part_fk" FOREIGN KEY ("company_id","part_id") REFERENCES "public"."parts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_stock_branch_idx" ON "part_stock" USING btree ("company_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_company_number_key" ON "parts" USING btree ("company_id",lower("number"));--> statement-breakpoint
CREATE INDEX "parts_company_name_idx" ON "parts" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "stock_changes_part_idx" ON "stock_changes" USING btree ("company_id","part_id","created_at","id");
-- A reference between tenant tables is a pair (docs/scaling.md, The company rule), and ON DELETE SET NULL
-- on a pair sets both of its columns to null: the company's too, which may not be null, so deleting a
-- meter reading that an inspection's odometer became, an inspection that raised issues, or a photo an
-- issue shows failed. Each now clears only its id (PostgreSQL 15's column list), and the row keeps its company.
ALTER TABLE "inspections" DROP CONSTRAINT "inspections_meter_reading_fk";
--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_meter_reading_fk" FOREIGN KEY ("company_id","meter_reading_id") REFERENCES "public"."meter_readings"("company_id","id") ON DELETE SET NULL ("meter_reading_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "issues" DROP CONSTRAINT "issues_inspection_fk";
--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_inspection_fk" FOREIGN KEY ("company_id","inspection_id") REFERENCES "public"."inspections"("company_id","id") ON DELETE SET NULL ("inspection_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "issues" DROP CONSTRAINT "issues_photo_fk";
--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_photo_fk" FOREIGN KEY ("company_id","photo_id") REFERENCES "public"."inspection_photos"("company_id","id") ON DELETE SET NULL ("photo_id") ON UPDATE no action;

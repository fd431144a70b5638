-- A part's preferred vendor is a pair (docs/scaling.md, The company rule), and ON DELETE SET NULL on a
-- pair sets both columns to null, the company's too: deleting a vendor clears only the part's
-- preferred_vendor_id (PostgreSQL 15's column list), as migration 0024 did for issues.
ALTER TABLE "parts" DROP CONSTRAINT "parts_preferred_vendor_fk";
--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_preferred_vendor_fk" FOREIGN KEY ("company_id","preferred_vendor_id") REFERENCES "public"."vendors"("company_id","id") ON DELETE SET NULL ("preferred_vendor_id") ON UPDATE no action;

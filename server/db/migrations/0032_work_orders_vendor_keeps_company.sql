-- A work order's vendor is a pair (docs/scaling.md, The company rule), and ON DELETE SET NULL on a pair
-- sets both columns to null, the company's too: deleting a vendor clears only the work order's
-- vendor_id (PostgreSQL 15's column list), as migration 0030 did for parts.
ALTER TABLE "work_orders" DROP CONSTRAINT "work_orders_vendor_fk";
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_vendor_fk" FOREIGN KEY ("company_id","vendor_id") REFERENCES "public"."vendors"("company_id","id") ON DELETE SET NULL ("vendor_id") ON UPDATE no action;

ALTER TABLE "companies" ADD COLUMN "due_soon_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "due_soon_km" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "last_service_mileage" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_due_soon_range" CHECK ("companies"."due_soon_days" between 0 and 365 and "companies"."due_soon_km" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_service_mileage_range" CHECK ("vehicles"."last_service_mileage" between 0 and "vehicles"."mileage");--> statement-breakpoint
-- The km interval counts from the odometer at the last obligatory service. For vehicles that already
-- exist, that is the reading of the Service record on their last service date, when there is one
-- (never above the vehicle's mileage, which may lag behind a record entered before this release).
UPDATE "vehicles" AS v SET "last_service_mileage" = least(s."mileage", v."mileage")
  FROM (
    SELECT DISTINCT ON ("company_id", "vehicle_id") "company_id", "vehicle_id", "finished_on", "mileage"
      FROM "mandatory_maintenances"
     WHERE "service_type" = 'Service'
     ORDER BY "company_id", "vehicle_id", "finished_on" DESC, "mileage" DESC
  ) AS s
 WHERE s."company_id" = v."company_id" AND s."vehicle_id" = v."id" AND s."finished_on" = v."last_service_date";

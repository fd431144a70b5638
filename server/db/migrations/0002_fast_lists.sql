-- Lists, counts and the overview at a large operator's size (docs/performance.md): trigram search
-- within a company, stored due dates, indexes in every list's order, and maintenance costs and counts
-- summed as records are written.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "company_monthly_costs" (
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"general_cost" numeric DEFAULT 0 NOT NULL,
	"mandatory_cost" numeric DEFAULT 0 NOT NULL,
	"general_records" integer DEFAULT 0 NOT NULL,
	"mandatory_records" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_monthly_costs_pkey" PRIMARY KEY("company_id","month")
);
--> statement-breakpoint
CREATE TABLE "twelve_month_costs" (
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"general_cost" numeric DEFAULT 0 NOT NULL,
	"mandatory_cost" numeric DEFAULT 0 NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"total_cost" numeric GENERATED ALWAYS AS (general_cost + mandatory_cost) STORED,
	CONSTRAINT "twelve_month_costs_pkey" PRIMARY KEY("company_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "twelve_month_periods" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_month" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_monthly_costs" (
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"month" date NOT NULL,
	"general_cost" numeric DEFAULT 0 NOT NULL,
	"mandatory_cost" numeric DEFAULT 0 NOT NULL,
	"general_records" integer DEFAULT 0 NOT NULL,
	"mandatory_records" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_monthly_costs_pkey" PRIMARY KEY("company_id","vehicle_id","month")
);
--> statement-breakpoint
DROP INDEX "general_maintenances_date_idx";--> statement-breakpoint
DROP INDEX "mandatory_maintenances_date_idx";--> statement-breakpoint
DROP INDEX "vehicles_company_id_idx";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "next_legislation_control" date GENERATED ALWAYS AS (case when legislation_control_interval > 0 then (last_legislation_control + make_interval(months => legislation_control_interval))::date end) STORED;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "next_service_date" date GENERATED ALWAYS AS (case when mandatory_service_interval > 0 then (last_service_date + make_interval(months => mandatory_service_interval))::date end) STORED;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "next_service_km" integer GENERATED ALWAYS AS (case when mandatory_service_interval_km > 0 then last_service_mileage + mandatory_service_interval_km end) STORED;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "service_km_left" integer GENERATED ALWAYS AS (case when mandatory_service_interval_km > 0 then last_service_mileage + mandatory_service_interval_km - mileage end) STORED;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "next_due_date" date GENERATED ALWAYS AS (least(case when legislation_control_interval > 0 then (last_legislation_control + make_interval(months => legislation_control_interval))::date end, case when mandatory_service_interval > 0 then (last_service_date + make_interval(months => mandatory_service_interval))::date end)) STORED;--> statement-breakpoint
ALTER TABLE "company_monthly_costs" ADD CONSTRAINT "company_monthly_costs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twelve_month_costs" ADD CONSTRAINT "twelve_month_costs_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twelve_month_periods" ADD CONSTRAINT "twelve_month_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_monthly_costs" ADD CONSTRAINT "vehicle_monthly_costs_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "twelve_month_costs_costliest_idx" ON "twelve_month_costs" USING btree ("company_id","total_cost" desc,"vehicle_id") WHERE "twelve_month_costs"."records" > 0;--> statement-breakpoint
CREATE INDEX "employees_last_name_idx" ON "employees" USING btree ("company_id",lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "general_maintenances_search_idx" ON "general_maintenances" USING gin ("company_id",("service_type" || ' ' || coalesce("notes", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mandatory_maintenances_search_idx" ON "mandatory_maintenances" USING gin ("company_id",(coalesce("notes", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_plate_idx" ON "vehicles" USING btree ("company_id","is_active","license_plate","id");--> statement-breakpoint
CREATE INDEX "vehicles_next_due_idx" ON "vehicles" USING btree ("company_id","is_active","next_due_date","id");--> statement-breakpoint
CREATE INDEX "vehicles_next_legislation_idx" ON "vehicles" USING btree ("company_id","is_active","next_legislation_control","id");--> statement-breakpoint
CREATE INDEX "vehicles_next_service_idx" ON "vehicles" USING btree ("company_id","is_active","next_service_date","id");--> statement-breakpoint
CREATE INDEX "vehicles_service_km_left_idx" ON "vehicles" USING btree ("company_id","is_active","service_km_left");--> statement-breakpoint
CREATE INDEX "vehicles_search_idx" ON "vehicles" USING gin ("company_id",("license_plate" || ' ' || "model" || ' ' || coalesce("notes", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "general_maintenances_date_idx" ON "general_maintenances" USING btree ("company_id","service_date","id");--> statement-breakpoint
CREATE INDEX "mandatory_maintenances_date_idx" ON "mandatory_maintenances" USING btree ("company_id","finished_on","id");--> statement-breakpoint
CREATE INDEX "vehicles_company_id_idx" ON "vehicles" USING btree ("company_id","is_active","created_at","id");--> statement-breakpoint
-- Adds what records cost and count to the monthly sums of their vehicles and companies, and to the
-- twelve-month sums of companies whose period holds the month. One call per statement, with every
-- change of that statement folded by company, vehicle and month (negative for removed records).
-- Rows are written in key order, so that concurrent writers take their row locks in the same order.
CREATE FUNCTION maintenance_costs_add(kind text, company_ids uuid[], vehicle_ids uuid[], months date[], costs numeric[], counts integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  general boolean := kind = 'general';
BEGIN
  -- A company's twelve-month period is not summed again while records of it are being added.
  PERFORM pg_advisory_xact_lock_shared(7012, hashtext(company_id::text))
     FROM (SELECT DISTINCT c AS company_id FROM unnest(company_ids) AS c ORDER BY 1) AS touched;

  INSERT INTO vehicle_monthly_costs AS sums (company_id, vehicle_id, month, general_cost, mandatory_cost, general_records, mandatory_records)
  SELECT c, v, m, CASE WHEN general THEN cost ELSE 0 END, CASE WHEN general THEN 0 ELSE cost END,
         CASE WHEN general THEN n ELSE 0 END, CASE WHEN general THEN 0 ELSE n END
    FROM unnest(company_ids, vehicle_ids, months, costs, counts) AS change(c, v, m, cost, n)
   ORDER BY c, v, m
  ON CONFLICT (company_id, vehicle_id, month) DO UPDATE SET
    general_cost = sums.general_cost + excluded.general_cost,
    mandatory_cost = sums.mandatory_cost + excluded.mandatory_cost,
    general_records = sums.general_records + excluded.general_records,
    mandatory_records = sums.mandatory_records + excluded.mandatory_records;

  INSERT INTO company_monthly_costs AS sums (company_id, month, general_cost, mandatory_cost, general_records, mandatory_records)
  SELECT c, m, CASE WHEN general THEN sum(cost) ELSE 0 END, CASE WHEN general THEN 0 ELSE sum(cost) END,
         CASE WHEN general THEN sum(n) ELSE 0 END, CASE WHEN general THEN 0 ELSE sum(n) END
    FROM unnest(company_ids, months, costs, counts) AS change(c, m, cost, n)
   GROUP BY c, m
   ORDER BY c, m
  ON CONFLICT (company_id, month) DO UPDATE SET
    general_cost = sums.general_cost + excluded.general_cost,
    mandatory_cost = sums.mandatory_cost + excluded.mandatory_cost,
    general_records = sums.general_records + excluded.general_records,
    mandatory_records = sums.mandatory_records + excluded.mandatory_records;

  INSERT INTO twelve_month_costs AS sums (company_id, vehicle_id, general_cost, mandatory_cost, records)
  SELECT change.c, change.v, CASE WHEN general THEN sum(change.cost) ELSE 0 END, CASE WHEN general THEN 0 ELSE sum(change.cost) END, sum(change.n)
    FROM unnest(company_ids, vehicle_ids, months, costs, counts) AS change(c, v, m, cost, n)
    JOIN twelve_month_periods AS period ON period.company_id = change.c
   WHERE change.m BETWEEN (period.last_month - interval '11 months')::date AND period.last_month
   GROUP BY change.c, change.v
   ORDER BY change.c, change.v
  ON CONFLICT (company_id, vehicle_id) DO UPDATE SET
    general_cost = sums.general_cost + excluded.general_cost,
    mandatory_cost = sums.mandatory_cost + excluded.mandatory_cost,
    records = sums.records + excluded.records;
END $$;
--> statement-breakpoint
-- The statement triggers of both maintenance tables: one per table and event, since a trigger with
-- transition tables serves a single event. An update moves its old values out and its new values in;
-- one that changes neither cost, date nor vehicle folds to nothing and writes nothing.
CREATE FUNCTION maintenance_costs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  day_column text := CASE TG_ARGV[0] WHEN 'general' THEN 'service_date' ELSE 'finished_on' END;
  added text := format('SELECT company_id, vehicle_id, date_trunc(''month'', %I)::date AS month, cost, 1 AS n FROM added_rows', day_column);
  removed text := format('SELECT company_id, vehicle_id, date_trunc(''month'', %I)::date AS month, -cost AS cost, -1 AS n FROM removed_rows', day_column);
  changes text := CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END;
BEGIN
  EXECUTE format(
    'SELECT maintenance_costs_add($1, array_agg(company_id), array_agg(vehicle_id), array_agg(month), array_agg(cost), array_agg(n))
       FROM (SELECT company_id, vehicle_id, month, sum(cost) AS cost, sum(n)::integer AS n
               FROM (%s) AS change GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(cost) <> 0) AS folded
     HAVING count(*) > 0', changes)
  USING kind;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER general_maintenances_costs_added AFTER INSERT ON general_maintenances
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('general');--> statement-breakpoint
CREATE TRIGGER general_maintenances_costs_changed AFTER UPDATE ON general_maintenances
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('general');--> statement-breakpoint
CREATE TRIGGER general_maintenances_costs_removed AFTER DELETE ON general_maintenances
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('general');--> statement-breakpoint
CREATE TRIGGER mandatory_maintenances_costs_added AFTER INSERT ON mandatory_maintenances
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('mandatory');--> statement-breakpoint
CREATE TRIGGER mandatory_maintenances_costs_changed AFTER UPDATE ON mandatory_maintenances
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('mandatory');--> statement-breakpoint
CREATE TRIGGER mandatory_maintenances_costs_removed AFTER DELETE ON mandatory_maintenances
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('mandatory');--> statement-breakpoint
-- Sums each vehicle's cost over the twelve months that end with `last_month` (its first day), unless
-- the company's sums already are for those months. The overview calls it when a new month has begun.
CREATE FUNCTION twelve_month_costs_for(company uuid, last_month date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM twelve_month_periods AS period WHERE period.company_id = company AND period.last_month = twelve_month_costs_for.last_month) THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(7012, hashtext(company::text));
  -- Another caller may have summed them while this one waited.
  IF EXISTS (SELECT 1 FROM twelve_month_periods AS period WHERE period.company_id = company AND period.last_month = twelve_month_costs_for.last_month) THEN
    RETURN;
  END IF;
  DELETE FROM twelve_month_costs WHERE company_id = company;
  INSERT INTO twelve_month_costs (company_id, vehicle_id, general_cost, mandatory_cost, records)
  SELECT company_id, vehicle_id, sum(general_cost), sum(mandatory_cost), sum(general_records + mandatory_records)
    FROM vehicle_monthly_costs
   WHERE company_id = company AND month BETWEEN (last_month - interval '11 months')::date AND last_month
   GROUP BY company_id, vehicle_id
  HAVING sum(general_records + mandatory_records) > 0;
  INSERT INTO twelve_month_periods AS period (company_id, last_month) VALUES (company, last_month)
  ON CONFLICT (company_id) DO UPDATE SET last_month = excluded.last_month;
END $$;
--> statement-breakpoint
-- The sums of the records that exist already. The triggers above are in place first, in this same
-- transaction, and their tables stay locked until it commits, so no record is counted twice or missed.
INSERT INTO vehicle_monthly_costs (company_id, vehicle_id, month, general_cost, mandatory_cost, general_records, mandatory_records)
SELECT company_id, vehicle_id, month, sum(general_cost), sum(mandatory_cost), sum(general_records), sum(mandatory_records)
  FROM (
    SELECT company_id, vehicle_id, date_trunc('month', service_date)::date AS month, cost AS general_cost, 0 AS mandatory_cost, 1 AS general_records, 0 AS mandatory_records
      FROM general_maintenances
    UNION ALL
    SELECT company_id, vehicle_id, date_trunc('month', finished_on)::date, 0, cost, 0, 1
      FROM mandatory_maintenances
  ) AS record
 GROUP BY company_id, vehicle_id, month;--> statement-breakpoint
INSERT INTO company_monthly_costs (company_id, month, general_cost, mandatory_cost, general_records, mandatory_records)
SELECT company_id, month, sum(general_cost), sum(mandatory_cost), sum(general_records), sum(mandatory_records)
  FROM vehicle_monthly_costs
 GROUP BY company_id, month;

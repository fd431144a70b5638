ALTER TABLE "fuel_entries" ADD COLUMN "flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "general_maintenances" ADD COLUMN "flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mandatory_maintenances" ADD COLUMN "flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "entered_mileage" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "entered_mileage_on" date;--> statement-breakpoint
CREATE INDEX "fuel_entries_flagged_idx" ON "fuel_entries" USING btree ("company_id","filled_on","id") WHERE "fuel_entries"."flagged";--> statement-breakpoint
CREATE INDEX "general_maintenances_flagged_idx" ON "general_maintenances" USING btree ("company_id","service_date","id") WHERE "general_maintenances"."flagged";--> statement-breakpoint
CREATE INDEX "mandatory_maintenances_flagged_idx" ON "mandatory_maintenances" USING btree ("company_id","finished_on","id") WHERE "mandatory_maintenances"."flagged";--> statement-breakpoint
CREATE INDEX "meter_readings_flagged_idx" ON "meter_readings" USING btree ("company_id","read_on","id") WHERE "meter_readings"."flagged";--> statement-breakpoint
-- Every source of a reading is judged alike (docs/fleet-health.md, The meter log): a maintenance
-- record's or a fuel entry's odometer that implies an impossible pace is flagged as a meter reading's
-- is, and counts in the km forecast only once cleared.
CREATE OR REPLACE FUNCTION refresh_km_forecast(company_ids uuid[], vehicle_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH targets AS (
    SELECT DISTINCT company_id, vehicle_id FROM unnest(company_ids, vehicle_ids) AS t(company_id, vehicle_id)
  ), readings AS (
    SELECT g.company_id, g.vehicle_id, g.service_date AS day, g.mileage AS km
      FROM general_maintenances g JOIN targets USING (company_id, vehicle_id) WHERE NOT g.flagged
    UNION ALL
    SELECT m.company_id, m.vehicle_id, m.finished_on, m.mileage
      FROM mandatory_maintenances m JOIN targets USING (company_id, vehicle_id) WHERE NOT m.flagged
    UNION ALL
    SELECT f.company_id, f.vehicle_id, f.filled_on, f.odometer
      FROM fuel_entries f JOIN targets USING (company_id, vehicle_id) WHERE NOT f.flagged
    UNION ALL
    SELECT r.company_id, r.vehicle_id, r.read_on, r.total_km
      FROM meter_readings r JOIN targets USING (company_id, vehicle_id) WHERE NOT r.flagged
  ), recent AS (
    SELECT vehicle_id, day, km, max(day) OVER (PARTITION BY vehicle_id) AS last_day FROM readings
  ), in_window AS (
    SELECT vehicle_id, day, km, last_day, min(day) OVER (PARTITION BY vehicle_id) AS first_day
      FROM recent WHERE last_day - day <= 365
  ), pace AS (
    -- One pass per vehicle (an import brings thousands of records at once).
    SELECT vehicle_id, max(last_day) AS last_day, max(last_day) - min(first_day) AS span,
           min(km) FILTER (WHERE day = first_day) AS first_km,
           max(km) FILTER (WHERE day = last_day) AS last_km
      FROM in_window GROUP BY vehicle_id
  ), wanted AS (
    SELECT t.company_id, t.vehicle_id, enough,
           CASE WHEN enough THEN (p.last_km - p.first_km)::double precision / p.span END AS km_per_day,
           CASE WHEN enough THEN p.last_day END AS read_on,
           CASE WHEN enough THEN p.last_km END AS read_km
      FROM targets t
      LEFT JOIN pace p ON p.vehicle_id = t.vehicle_id
      CROSS JOIN LATERAL (SELECT coalesce(p.span >= 14 AND p.last_km > p.first_km, false) AS enough) AS e
  )
  UPDATE vehicles v
     SET km_per_day = w.km_per_day, km_read_on = w.read_on, km_read_km = w.read_km
    FROM wanted w
   WHERE v.company_id = w.company_id AND v.id = w.vehicle_id
     AND (v.km_per_day, v.km_read_on, v.km_read_km) IS DISTINCT FROM (w.km_per_day, w.read_on, w.read_km);
$$;
--> statement-breakpoint
-- What the vehicle's own form set is not known for the vehicles already there. Where the mileage is
-- above every reading that counts, the form (or the import) set it; where a reading set it, the least
-- it goes back to is the lowest reading that counts: what the vehicle showed once, whatever came after.
-- Filling in what no one edited is no edit of the vehicle: its version stays.
ALTER TABLE vehicles DISABLE TRIGGER vehicles_version;--> statement-breakpoint
UPDATE vehicles SET entered_mileage = mileage, entered_mileage_on = created_at::date;--> statement-breakpoint
UPDATE vehicles v SET entered_mileage = r.lowest
  FROM (SELECT company_id, vehicle_id, min(km) AS lowest, max(km) AS highest FROM (
          SELECT company_id, vehicle_id, mileage AS km FROM general_maintenances
          UNION ALL SELECT company_id, vehicle_id, mileage FROM mandatory_maintenances
          UNION ALL SELECT company_id, vehicle_id, odometer FROM fuel_entries
          UNION ALL SELECT company_id, vehicle_id, total_km FROM meter_readings WHERE NOT flagged
        ) AS readings GROUP BY company_id, vehicle_id) AS r
 WHERE v.company_id = r.company_id AND v.id = r.vehicle_id AND v.mileage <= r.highest;--> statement-breakpoint
ALTER TABLE vehicles ENABLE TRIGGER vehicles_version;

ALTER TABLE "vehicles" ADD COLUMN "km_per_day" double precision;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "km_read_on" date;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "km_read_km" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "service_km_forecast" date GENERATED ALWAYS AS (case when km_per_day > 0 and mandatory_service_interval_km > 0 and last_service_mileage is not null
               then km_read_on + greatest(0, ceil((last_service_mileage + mandatory_service_interval_km - km_read_km) / km_per_day))::integer end) STORED;--> statement-breakpoint
-- The km forecast (contract/km-forecast.ts, docs/fleet-health.md): each vehicle's pace from its own
-- readings, the maintenance records' days and mileages. Over the readings of the year before the
-- latest, from the first day's lowest to the latest day's highest, when they are 14 days apart or
-- more and the odometer moved forward; otherwise nothing. The same rule as kmPace, in the same
-- double-precision arithmetic, so that both sides forecast the very same day.
CREATE FUNCTION refresh_km_forecast(company_ids uuid[], vehicle_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH targets AS (
    SELECT DISTINCT company_id, vehicle_id FROM unnest(company_ids, vehicle_ids) AS t(company_id, vehicle_id)
  ), readings AS (
    SELECT g.company_id, g.vehicle_id, g.service_date AS day, g.mileage AS km
      FROM general_maintenances g JOIN targets USING (company_id, vehicle_id)
    UNION ALL
    SELECT m.company_id, m.vehicle_id, m.finished_on, m.mileage
      FROM mandatory_maintenances m JOIN targets USING (company_id, vehicle_id)
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
CREATE FUNCTION km_readings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_km_forecast(array_agg(company_id), array_agg(vehicle_id)) FROM removed_rows;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM refresh_km_forecast(array_agg(company_id), array_agg(vehicle_id)) FROM added_rows;
  ELSE
    -- A record moved to another vehicle changes both.
    PERFORM refresh_km_forecast(array_agg(company_id), array_agg(vehicle_id))
       FROM (SELECT company_id, vehicle_id FROM added_rows UNION SELECT company_id, vehicle_id FROM removed_rows) AS touched;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER general_maintenances_km_added AFTER INSERT ON general_maintenances
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();--> statement-breakpoint
CREATE TRIGGER general_maintenances_km_changed AFTER UPDATE ON general_maintenances
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();--> statement-breakpoint
CREATE TRIGGER general_maintenances_km_removed AFTER DELETE ON general_maintenances
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();--> statement-breakpoint
CREATE TRIGGER mandatory_maintenances_km_added AFTER INSERT ON mandatory_maintenances
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();--> statement-breakpoint
CREATE TRIGGER mandatory_maintenances_km_changed AFTER UPDATE ON mandatory_maintenances
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();--> statement-breakpoint
CREATE TRIGGER mandatory_maintenances_km_removed AFTER DELETE ON mandatory_maintenances
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();--> statement-breakpoint
-- A new pace is no edit of the vehicle: an edit opened before a record was added still saves, unless
-- the record moved the vehicle itself forward (which raises the version as before).
CREATE FUNCTION raise_vehicle_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text[] := ARRAY['km_per_day', 'km_read_on', 'km_read_km', 'service_km_forecast', 'version', 'updated_at',
                       'next_legislation_control', 'next_service_date', 'next_service_km', 'service_km_left', 'next_due_date'];
BEGIN
  IF (NEW.km_per_day, NEW.km_read_on, NEW.km_read_km) IS DISTINCT FROM (OLD.km_per_day, OLD.km_read_on, OLD.km_read_km)
     AND to_jsonb(NEW) - kept = to_jsonb(OLD) - kept THEN
    RETURN NEW;
  END IF;
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER vehicles_version ON vehicles;--> statement-breakpoint
CREATE TRIGGER vehicles_version BEFORE UPDATE ON vehicles FOR EACH ROW EXECUTE FUNCTION raise_vehicle_version();--> statement-breakpoint
-- Every vehicle's pace from the records it has.
SELECT refresh_km_forecast(array_agg(company_id), array_agg(id)) FROM vehicles;

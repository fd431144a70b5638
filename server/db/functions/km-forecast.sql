-- The km forecast (contract/km-forecast.ts, docs/fleet-health.md): each vehicle's pace
-- (vehicles.km_per_day, km_read_on, km_read_km), from which vehicles.service_km_forecast tells the day
-- its km interval runs out. The pace comes from every reading of the meter log: the maintenance
-- records' mileages, the fuel entries' odometers and the meter readings' totals, all in the vehicle's
-- km. Over the readings of the year before the latest, from the first day's lowest to the latest
-- day's highest, when they are 14 days apart or more and the odometer moved forward; otherwise
-- nothing. A flagged reading (one that implies an impossible pace) waits for its review and counts
-- only once cleared. The same rule as kmPace, in the same double-precision arithmetic, so that both
-- sides forecast the very same day.

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

-- Every statement that writes readings refreshes the pace of the vehicles it touched, once.
CREATE OR REPLACE FUNCTION km_readings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE OR REPLACE TRIGGER general_maintenances_km_added AFTER INSERT ON general_maintenances
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();
CREATE OR REPLACE TRIGGER general_maintenances_km_changed AFTER UPDATE ON general_maintenances
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();
CREATE OR REPLACE TRIGGER general_maintenances_km_removed AFTER DELETE ON general_maintenances
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();
CREATE OR REPLACE TRIGGER mandatory_maintenances_km_added AFTER INSERT ON mandatory_maintenances
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();
CREATE OR REPLACE TRIGGER mandatory_maintenances_km_changed AFTER UPDATE ON mandatory_maintenances
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();
CREATE OR REPLACE TRIGGER mandatory_maintenances_km_removed AFTER DELETE ON mandatory_maintenances
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();
CREATE OR REPLACE TRIGGER fuel_entries_km_added AFTER INSERT ON fuel_entries
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();
CREATE OR REPLACE TRIGGER fuel_entries_km_changed AFTER UPDATE ON fuel_entries
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();
CREATE OR REPLACE TRIGGER fuel_entries_km_removed AFTER DELETE ON fuel_entries
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();
CREATE OR REPLACE TRIGGER meter_readings_km_added AFTER INSERT ON meter_readings
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();
CREATE OR REPLACE TRIGGER meter_readings_km_changed AFTER UPDATE ON meter_readings
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();
CREATE OR REPLACE TRIGGER meter_readings_km_removed AFTER DELETE ON meter_readings
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION km_readings_changed();

-- The sums the database keeps of what vehicles cost (docs/performance.md, docs/fuel.md): every
-- general or mandatory maintenance record and every fuel entry adds its cost and count to the monthly
-- sums of its vehicle and company (vehicle_monthly_costs, company_monthly_costs), and to the
-- twelve-month sums of the company's current period (twelve_month_costs), in the same transaction as
-- the record itself, so that the overview reads sums instead of adding up every record, and every
-- instance reads the same.

-- Adds what records cost and count to the monthly sums of their vehicles and companies, and to the
-- twelve-month sums of companies whose period holds the month. One call per statement, with every
-- change of that statement folded by company, vehicle and month (negative for removed records), for
-- one kind: 'general', 'mandatory' or 'fuel'. Rows are written in key order, so that concurrent
-- writers of any kind take their row locks in the same order.
CREATE OR REPLACE FUNCTION maintenance_costs_add(kind text, company_ids uuid[], vehicle_ids uuid[], months date[], costs numeric[], counts integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  general boolean := kind = 'general';
  mandatory boolean := kind = 'mandatory';
  fuel boolean := kind = 'fuel';
BEGIN
  -- A company's twelve-month period is not summed again while records of it are being added.
  PERFORM pg_advisory_xact_lock_shared(7012, hashtext(company_id::text))
     FROM (SELECT DISTINCT c AS company_id FROM unnest(company_ids) AS c ORDER BY 1) AS touched;

  INSERT INTO vehicle_monthly_costs AS sums (company_id, vehicle_id, month, general_cost, mandatory_cost, fuel_cost,
                                             general_records, mandatory_records, fuel_entries)
  SELECT c, v, m, CASE WHEN general THEN cost ELSE 0 END, CASE WHEN mandatory THEN cost ELSE 0 END, CASE WHEN fuel THEN cost ELSE 0 END,
         CASE WHEN general THEN n ELSE 0 END, CASE WHEN mandatory THEN n ELSE 0 END, CASE WHEN fuel THEN n ELSE 0 END
    FROM unnest(company_ids, vehicle_ids, months, costs, counts) AS change(c, v, m, cost, n)
   ORDER BY c, v, m
  ON CONFLICT (company_id, vehicle_id, month) DO UPDATE SET
    general_cost = sums.general_cost + excluded.general_cost,
    mandatory_cost = sums.mandatory_cost + excluded.mandatory_cost,
    fuel_cost = sums.fuel_cost + excluded.fuel_cost,
    general_records = sums.general_records + excluded.general_records,
    mandatory_records = sums.mandatory_records + excluded.mandatory_records,
    fuel_entries = sums.fuel_entries + excluded.fuel_entries;

  INSERT INTO company_monthly_costs AS sums (company_id, month, general_cost, mandatory_cost, fuel_cost,
                                             general_records, mandatory_records, fuel_entries)
  SELECT c, m, CASE WHEN general THEN sum(cost) ELSE 0 END, CASE WHEN mandatory THEN sum(cost) ELSE 0 END, CASE WHEN fuel THEN sum(cost) ELSE 0 END,
         CASE WHEN general THEN sum(n) ELSE 0 END, CASE WHEN mandatory THEN sum(n) ELSE 0 END, CASE WHEN fuel THEN sum(n) ELSE 0 END
    FROM unnest(company_ids, months, costs, counts) AS change(c, m, cost, n)
   GROUP BY c, m
   ORDER BY c, m
  ON CONFLICT (company_id, month) DO UPDATE SET
    general_cost = sums.general_cost + excluded.general_cost,
    mandatory_cost = sums.mandatory_cost + excluded.mandatory_cost,
    fuel_cost = sums.fuel_cost + excluded.fuel_cost,
    general_records = sums.general_records + excluded.general_records,
    mandatory_records = sums.mandatory_records + excluded.mandatory_records,
    fuel_entries = sums.fuel_entries + excluded.fuel_entries;

  INSERT INTO twelve_month_costs AS sums (company_id, vehicle_id, general_cost, mandatory_cost, fuel_cost, records)
  SELECT change.c, change.v, CASE WHEN general THEN sum(change.cost) ELSE 0 END, CASE WHEN mandatory THEN sum(change.cost) ELSE 0 END,
         CASE WHEN fuel THEN sum(change.cost) ELSE 0 END, sum(change.n)
    FROM unnest(company_ids, vehicle_ids, months, costs, counts) AS change(c, v, m, cost, n)
    JOIN twelve_month_periods AS period ON period.company_id = change.c
   WHERE change.m BETWEEN (period.last_month - interval '11 months')::date AND period.last_month
   GROUP BY change.c, change.v
   ORDER BY change.c, change.v
  ON CONFLICT (company_id, vehicle_id) DO UPDATE SET
    general_cost = sums.general_cost + excluded.general_cost,
    mandatory_cost = sums.mandatory_cost + excluded.mandatory_cost,
    fuel_cost = sums.fuel_cost + excluded.fuel_cost,
    records = sums.records + excluded.records;
END $$;

-- The statement triggers of the maintenance tables and of fuel entries: one per table and event, since
-- a trigger with transition tables serves a single event. An update moves its old values out and its
-- new values in; one that changes neither cost, day nor vehicle folds to nothing and writes nothing.
-- The argument is the kind, which names the day column.
CREATE OR REPLACE FUNCTION maintenance_costs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  day_column text := CASE TG_ARGV[0] WHEN 'general' THEN 'service_date' WHEN 'fuel' THEN 'filled_on' ELSE 'finished_on' END;
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

CREATE OR REPLACE TRIGGER general_maintenances_costs_added AFTER INSERT ON general_maintenances
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('general');
CREATE OR REPLACE TRIGGER general_maintenances_costs_changed AFTER UPDATE ON general_maintenances
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('general');
CREATE OR REPLACE TRIGGER general_maintenances_costs_removed AFTER DELETE ON general_maintenances
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('general');
CREATE OR REPLACE TRIGGER mandatory_maintenances_costs_added AFTER INSERT ON mandatory_maintenances
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('mandatory');
CREATE OR REPLACE TRIGGER mandatory_maintenances_costs_changed AFTER UPDATE ON mandatory_maintenances
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('mandatory');
CREATE OR REPLACE TRIGGER mandatory_maintenances_costs_removed AFTER DELETE ON mandatory_maintenances
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('mandatory');
CREATE OR REPLACE TRIGGER fuel_entries_costs_added AFTER INSERT ON fuel_entries
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('fuel');
CREATE OR REPLACE TRIGGER fuel_entries_costs_changed AFTER UPDATE ON fuel_entries
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('fuel');
CREATE OR REPLACE TRIGGER fuel_entries_costs_removed AFTER DELETE ON fuel_entries
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION maintenance_costs_changed('fuel');

-- Sums each vehicle's cost over the twelve months that end with `last_month` (its first day), unless
-- the company's sums already are for those months: maintenance and fuel, and its records and fuel
-- entries counted together. The overview calls it when a new month has begun.
CREATE OR REPLACE FUNCTION twelve_month_costs_for(company uuid, last_month date) RETURNS void LANGUAGE plpgsql AS $$
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
  INSERT INTO twelve_month_costs (company_id, vehicle_id, general_cost, mandatory_cost, fuel_cost, records)
  SELECT company_id, vehicle_id, sum(general_cost), sum(mandatory_cost), sum(fuel_cost), sum(general_records + mandatory_records + fuel_entries)
    FROM vehicle_monthly_costs
   WHERE company_id = company AND month BETWEEN (last_month - interval '11 months')::date AND last_month
   GROUP BY company_id, vehicle_id
  HAVING sum(general_records + mandatory_records + fuel_entries) > 0;
  INSERT INTO twelve_month_periods AS period (company_id, last_month) VALUES (company, last_month)
  ON CONFLICT (company_id) DO UPDATE SET last_month = excluded.last_month;
END $$;

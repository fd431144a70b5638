-- Edits that collide (docs/product.md, Edits that collide): each row people edit carries a version,
-- raised by every change to it, whoever makes it (an edit, a maintenance record moving its vehicle
-- forward, an accepted invitation). An update names the version it was based on and is refused when
-- that is not the current one, so that nobody overwrites a change they have not seen.

-- Each such table's trigger is <table>_version, BEFORE UPDATE FOR EACH ROW: keep_versions (below)
-- makes it with this function for every table that has a version, so that none is forgotten; vehicles
-- and employees have functions of their own (at the end).
CREATE OR REPLACE FUNCTION raise_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;

-- Every table of records people edit (a `version` integer beside `updated_at`) raises its version
-- with each change, also the tables that later migrations add: server/db/migrate.ts calls this after
-- every run of the migrations, with secure_tenant_tables. A table whose trigger has that name already
-- keeps it.
CREATE OR REPLACE FUNCTION keep_versions() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  edited text;
BEGIN
  FOR edited IN
    SELECT c.relname
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute v ON v.attrelid = c.oid AND v.attname = 'version' AND NOT v.attisdropped AND v.atttypid = 'integer'::regtype
      JOIN pg_attribute u ON u.attrelid = c.oid AND u.attname = 'updated_at' AND NOT u.attisdropped
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
       AND NOT EXISTS (SELECT FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = c.relname || '_version')
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION raise_version()', edited || '_version', edited);
  END LOOP;
END $$;

-- A vehicle's pace (km-forecast.sql), its papers' expiry (document-expiry.sql) and its open issues
-- (issue-counts.sql) are kept by the database, and none is an edit of the vehicle: an edit opened before a record or a document was
-- added still saves, unless the record moved the vehicle itself forward (which raises the version).
-- The trigger keeps the name keep_versions looks for, so that it leaves it be.
CREATE OR REPLACE FUNCTION raise_vehicle_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text[] := ARRAY['km_per_day', 'km_read_on', 'km_read_km', 'service_km_forecast', 'documents_expire_on', 'version', 'updated_at',
                       'next_legislation_control', 'next_service_date', 'next_service_km', 'service_km_left', 'next_due_date',
                       'open_issues', 'open_critical_issues'];
BEGIN
  IF ((NEW.km_per_day, NEW.km_read_on, NEW.km_read_km) IS DISTINCT FROM (OLD.km_per_day, OLD.km_read_on, OLD.km_read_km)
      OR NEW.documents_expire_on IS DISTINCT FROM OLD.documents_expire_on
      OR (NEW.open_issues, NEW.open_critical_issues) IS DISTINCT FROM (OLD.open_issues, OLD.open_critical_issues))
     AND to_jsonb(NEW) - kept = to_jsonb(OLD) - kept THEN
    RETURN NEW;
  END IF;
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER vehicles_version BEFORE UPDATE ON vehicles FOR EACH ROW EXECUTE FUNCTION raise_vehicle_version();

-- Nor is a licence's expiry (document-expiry.sql) an edit of the employee.
CREATE OR REPLACE FUNCTION raise_employee_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.licence_expires_on IS DISTINCT FROM OLD.licence_expires_on
     AND to_jsonb(NEW) - ARRAY['licence_expires_on', 'version', 'updated_at'] = to_jsonb(OLD) - ARRAY['licence_expires_on', 'version', 'updated_at'] THEN
    RETURN NEW;
  END IF;
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER employees_version BEFORE UPDATE ON employees FOR EACH ROW EXECUTE FUNCTION raise_employee_version();

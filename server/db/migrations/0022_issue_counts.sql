-- Written by npm run db:functions: the current definitions of issue-counts.sql, versions.sql
-- (server/db/functions, where they are changed; not here).

-- server/db/functions/issue-counts.sql
-- Out of service (docs/inspections.md, Issues): as issues change, the database keeps on each vehicle
-- the number of its open issues (open or in progress) and of the critical ones among them, so that
-- lists, filters and the overview read two columns rather than every issue. A vehicle with an open
-- critical issue is out of service. Neither count is an edit of the vehicle (versions.sql).

CREATE OR REPLACE FUNCTION issue_counts(status text, priority text, OUT open_count integer, OUT critical_count integer)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT (status IN ('open', 'in_progress'))::integer, (status IN ('open', 'in_progress') AND priority = 'critical')::integer
$$;

CREATE OR REPLACE FUNCTION issues_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone_open integer := 0;
  gone_critical integer := 0;
  came_open integer := 0;
  came_critical integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT c.open_count, c.critical_count INTO gone_open, gone_critical FROM issue_counts(OLD.status, OLD.priority) c;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT c.open_count, c.critical_count INTO came_open, came_critical FROM issue_counts(NEW.status, NEW.priority) c;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.vehicle_id = NEW.vehicle_id THEN
    IF (came_open, came_critical) IS DISTINCT FROM (gone_open, gone_critical) THEN
      UPDATE vehicles SET open_issues = open_issues + came_open - gone_open,
                          open_critical_issues = open_critical_issues + came_critical - gone_critical
       WHERE company_id = NEW.company_id AND id = NEW.vehicle_id;
    END IF;
    RETURN NULL;
  END IF;
  IF gone_open > 0 THEN
    UPDATE vehicles SET open_issues = open_issues - gone_open, open_critical_issues = open_critical_issues - gone_critical
     WHERE company_id = OLD.company_id AND id = OLD.vehicle_id;
  END IF;
  IF came_open > 0 THEN
    UPDATE vehicles SET open_issues = open_issues + came_open, open_critical_issues = open_critical_issues + came_critical
     WHERE company_id = NEW.company_id AND id = NEW.vehicle_id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER issues_counted AFTER INSERT OR UPDATE OF status, priority, vehicle_id OR DELETE ON issues
  FOR EACH ROW EXECUTE FUNCTION issues_changed();
--> statement-breakpoint
-- server/db/functions/versions.sql
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

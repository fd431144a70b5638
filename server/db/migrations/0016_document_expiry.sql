ALTER TABLE "vehicles" drop column "next_due_date";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "next_due_date" date GENERATED ALWAYS AS (least(case when legislation_control_interval > 0 then (last_legislation_control + make_interval(months => legislation_control_interval))::date end, case when mandatory_service_interval > 0 then (last_service_date + make_interval(months => mandatory_service_interval))::date end, documents_expire_on)) STORED;--> statement-breakpoint
-- Dropping the column dropped its index: the urgency order and the status filters read it.
CREATE INDEX "vehicles_next_due_idx" ON "vehicles" USING btree ("company_id","is_active","next_due_date","id");--> statement-breakpoint
-- The documents that fall due (contract/document-expiry.ts): of a subject's papers of one kind only the
-- one that expires last counts (one without an expiry supersedes every other), ties to the greater id;
-- papers of kind `other` each on their own.
CREATE FUNCTION document_is_due(d documents) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT d.expires_on IS NOT NULL AND (d.kind = 'other' OR NOT EXISTS (
    SELECT 1 FROM documents n
     WHERE n.company_id = d.company_id AND n.kind = d.kind AND n.id <> d.id
       AND n.vehicle_id IS NOT DISTINCT FROM d.vehicle_id AND n.employee_id IS NOT DISTINCT FROM d.employee_id
       AND (n.expires_on IS NULL OR n.expires_on > d.expires_on OR (n.expires_on = d.expires_on AND n.id > d.id))))
$$;
--> statement-breakpoint
-- Keeps vehicles.documents_expire_on (the earliest expiry among the vehicle's due papers, which the
-- vehicle's statuses, filters and order read) and employees.licence_expires_on (the current driving
-- licence's expiry, which flags the employee) as documents change.
CREATE FUNCTION refresh_document_expiry(company_ids uuid[], vehicle_ids uuid[], employee_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH vehicle_targets AS (
    SELECT DISTINCT company_id, vehicle_id FROM unnest(company_ids, vehicle_ids) AS t(company_id, vehicle_id) WHERE vehicle_id IS NOT NULL
  ), vehicle_wanted AS (
    SELECT t.company_id, t.vehicle_id,
           (SELECT min(d.expires_on) FROM documents d
             WHERE d.company_id = t.company_id AND d.vehicle_id = t.vehicle_id AND document_is_due(d)) AS expires_on
      FROM vehicle_targets t
  )
  UPDATE vehicles v SET documents_expire_on = w.expires_on
    FROM vehicle_wanted w
   WHERE v.company_id = w.company_id AND v.id = w.vehicle_id AND v.documents_expire_on IS DISTINCT FROM w.expires_on;
  WITH employee_targets AS (
    SELECT DISTINCT company_id, employee_id FROM unnest(company_ids, employee_ids) AS t(company_id, employee_id) WHERE employee_id IS NOT NULL
  ), employee_wanted AS (
    SELECT t.company_id, t.employee_id,
           (SELECT min(d.expires_on) FROM documents d
             WHERE d.company_id = t.company_id AND d.employee_id = t.employee_id AND d.kind = 'driving_licence'
               AND document_is_due(d)) AS expires_on
      FROM employee_targets t
  )
  UPDATE employees e SET licence_expires_on = w.expires_on
    FROM employee_wanted w
   WHERE e.company_id = w.company_id AND e.id = w.employee_id AND e.licence_expires_on IS DISTINCT FROM w.expires_on;
$$;
--> statement-breakpoint
CREATE FUNCTION documents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_document_expiry(array_agg(company_id), array_agg(vehicle_id), array_agg(employee_id)) FROM removed_rows;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM refresh_document_expiry(array_agg(company_id), array_agg(vehicle_id), array_agg(employee_id)) FROM added_rows;
  ELSE
    -- A document moved to another vehicle or employee changes both.
    PERFORM refresh_document_expiry(array_agg(company_id), array_agg(vehicle_id), array_agg(employee_id))
       FROM (SELECT company_id, vehicle_id, employee_id FROM added_rows
             UNION SELECT company_id, vehicle_id, employee_id FROM removed_rows) AS touched;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER documents_expiry_added AFTER INSERT ON documents
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION documents_changed();--> statement-breakpoint
CREATE TRIGGER documents_expiry_changed AFTER UPDATE ON documents
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION documents_changed();--> statement-breakpoint
CREATE TRIGGER documents_expiry_removed AFTER DELETE ON documents
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION documents_changed();--> statement-breakpoint
-- The overview's due list shows employees' papers too: a document's change is a change of the overview.
CREATE TRIGGER documents_overview_added AFTER INSERT ON documents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
CREATE TRIGGER documents_overview_changed AFTER UPDATE ON documents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
CREATE TRIGGER documents_overview_removed AFTER DELETE ON documents
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
-- A paper's expiry is no edit of the vehicle, as a new pace is not (migration 0014): an edit opened
-- before a document was added still saves.
CREATE OR REPLACE FUNCTION raise_vehicle_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text[] := ARRAY['km_per_day', 'km_read_on', 'km_read_km', 'service_km_forecast', 'documents_expire_on', 'version', 'updated_at',
                       'next_legislation_control', 'next_service_date', 'next_service_km', 'service_km_left', 'next_due_date'];
BEGIN
  IF ((NEW.km_per_day, NEW.km_read_on, NEW.km_read_km) IS DISTINCT FROM (OLD.km_per_day, OLD.km_read_on, OLD.km_read_km)
      OR NEW.documents_expire_on IS DISTINCT FROM OLD.documents_expire_on)
     AND to_jsonb(NEW) - kept = to_jsonb(OLD) - kept THEN
    RETURN NEW;
  END IF;
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Nor is a licence's expiry an edit of the employee: same name, so keep_versions leaves it be.
CREATE FUNCTION raise_employee_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.licence_expires_on IS DISTINCT FROM OLD.licence_expires_on
     AND to_jsonb(NEW) - ARRAY['licence_expires_on', 'version', 'updated_at'] = to_jsonb(OLD) - ARRAY['licence_expires_on', 'version', 'updated_at'] THEN
    RETURN NEW;
  END IF;
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER employees_version ON employees;--> statement-breakpoint
CREATE TRIGGER employees_version BEFORE UPDATE ON employees FOR EACH ROW EXECUTE FUNCTION raise_employee_version();

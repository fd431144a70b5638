-- When papers expire (docs/documents.md, contract/document-expiry.ts): as documents change, the
-- database keeps the earliest expiry of a vehicle's current papers on the vehicle, and that of an
-- employee's current driving licence on the employee, so that lists, filters, order and the vehicle's
-- next due date read a column rather than every document.

-- The documents that fall due (contract/document-expiry.ts): of a subject's papers of one kind only the
-- one that expires last counts (one without an expiry supersedes every other), ties to the greater id;
-- papers of kind `other` each on their own.
CREATE OR REPLACE FUNCTION document_is_due(d documents) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT d.expires_on IS NOT NULL AND (d.kind = 'other' OR NOT EXISTS (
    SELECT 1 FROM documents n
     WHERE n.company_id = d.company_id AND n.kind = d.kind AND n.id <> d.id
       AND n.vehicle_id IS NOT DISTINCT FROM d.vehicle_id AND n.employee_id IS NOT DISTINCT FROM d.employee_id
       AND (n.expires_on IS NULL OR n.expires_on > d.expires_on OR (n.expires_on = d.expires_on AND n.id > d.id))))
$$;

-- Keeps vehicles.documents_expire_on (the earliest expiry among the vehicle's due papers, which the
-- vehicle's statuses, filters and order read) and employees.licence_expires_on (the current driving
-- licence's expiry, which flags the employee) as documents change.
CREATE OR REPLACE FUNCTION refresh_document_expiry(company_ids uuid[], vehicle_ids uuid[], employee_ids uuid[]) RETURNS void LANGUAGE sql AS $$
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

CREATE OR REPLACE FUNCTION documents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE OR REPLACE TRIGGER documents_expiry_added AFTER INSERT ON documents
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION documents_changed();
CREATE OR REPLACE TRIGGER documents_expiry_changed AFTER UPDATE ON documents
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION documents_changed();
CREATE OR REPLACE TRIGGER documents_expiry_removed AFTER DELETE ON documents
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION documents_changed();

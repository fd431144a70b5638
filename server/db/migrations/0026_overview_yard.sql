-- Written by npm run db:functions: the current definitions of overview-versions.sql
-- (server/db/functions, where they are changed; not here).

-- server/db/functions/overview-versions.sql
-- The overview's version (server/routes/overview/snapshots.ts): the overview is kept once computed
-- (overview_snapshots), and each company's version in overview_versions tells when it no longer
-- holds. Every statement that writes what the overview shows raises the version of each company it
-- touched: vehicles and their branches, maintenance records, documents, fuel entries, issues,
-- inspections and inspection forms, and a company's due-soon thresholds.

-- Raises the version of every company a statement touched. One call per statement, the companies in
-- key order, so that concurrent writers take their row locks in the same order. The argument names
-- the company column of the table.
CREATE OR REPLACE FUNCTION overview_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO overview_versions AS versions (company_id, version)
     SELECT DISTINCT %I, 1 FROM changed_rows ORDER BY 1
     ON CONFLICT (company_id) DO UPDATE SET version = versions.version + 1', TG_ARGV[0]);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER vehicles_overview_added AFTER INSERT ON vehicles
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER vehicles_overview_changed AFTER UPDATE ON vehicles
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER vehicles_overview_removed AFTER DELETE ON vehicles
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER vehicle_branches_overview_added AFTER INSERT ON vehicle_branches
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER vehicle_branches_overview_changed AFTER UPDATE ON vehicle_branches
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER vehicle_branches_overview_removed AFTER DELETE ON vehicle_branches
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER general_maintenances_overview_added AFTER INSERT ON general_maintenances
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER general_maintenances_overview_changed AFTER UPDATE ON general_maintenances
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER general_maintenances_overview_removed AFTER DELETE ON general_maintenances
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER mandatory_maintenances_overview_added AFTER INSERT ON mandatory_maintenances
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER mandatory_maintenances_overview_changed AFTER UPDATE ON mandatory_maintenances
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER mandatory_maintenances_overview_removed AFTER DELETE ON mandatory_maintenances
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');

-- The due list shows employees' papers too.
CREATE OR REPLACE TRIGGER documents_overview_added AFTER INSERT ON documents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER documents_overview_changed AFTER UPDATE ON documents
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER documents_overview_removed AFTER DELETE ON documents
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');

-- The overview shows fuel costs.
CREATE OR REPLACE TRIGGER fuel_entries_overview_added AFTER INSERT ON fuel_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER fuel_entries_overview_changed AFTER UPDATE ON fuel_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER fuel_entries_overview_removed AFTER DELETE ON fuel_entries
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');

-- The yard (docs/inspections.md): open issues by priority and the vehicles out of service, and the
-- inspections missed, which inspections and the forms they are owed against decide.
CREATE OR REPLACE TRIGGER issues_overview_added AFTER INSERT ON issues
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER issues_overview_changed AFTER UPDATE ON issues
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER issues_overview_removed AFTER DELETE ON issues
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER inspections_overview_added AFTER INSERT ON inspections
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER inspections_overview_changed AFTER UPDATE ON inspections
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER inspections_overview_removed AFTER DELETE ON inspections
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER inspection_forms_overview_added AFTER INSERT ON inspection_forms
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER inspection_forms_overview_changed AFTER UPDATE ON inspection_forms
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');
CREATE OR REPLACE TRIGGER inspection_forms_overview_removed AFTER DELETE ON inspection_forms
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');

-- Companies are not tenant rows of their own: their thresholds change rarely, one row at a time.
CREATE OR REPLACE FUNCTION overview_thresholds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO overview_versions AS versions (company_id, version) VALUES (NEW.id, 1)
  ON CONFLICT (company_id) DO UPDATE SET version = versions.version + 1;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER companies_overview_thresholds AFTER UPDATE OF due_soon_days, due_soon_km ON companies
  FOR EACH ROW WHEN (OLD.due_soon_days IS DISTINCT FROM NEW.due_soon_days OR OLD.due_soon_km IS DISTINCT FROM NEW.due_soon_km)
  EXECUTE FUNCTION overview_thresholds_changed();

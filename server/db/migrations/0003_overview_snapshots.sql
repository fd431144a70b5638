-- The overview kept once computed, and the company versions that tell when it no longer holds
-- (server/routes/overview/snapshots.ts).
CREATE TABLE "overview_snapshots" (
	"company_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"version" bigint NOT NULL,
	"overview" jsonb NOT NULL,
	CONSTRAINT "overview_snapshots_pkey" PRIMARY KEY("company_id","scope")
);
--> statement-breakpoint
CREATE TABLE "overview_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "overview_snapshots" ADD CONSTRAINT "overview_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overview_versions" ADD CONSTRAINT "overview_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raises the version of every company a statement touched. One call per statement, the companies in
-- key order, so that concurrent writers take their row locks in the same order. The argument names
-- the company column of the table.
CREATE FUNCTION overview_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO overview_versions AS versions (company_id, version)
     SELECT DISTINCT %I, 1 FROM changed_rows ORDER BY 1
     ON CONFLICT (company_id) DO UPDATE SET version = versions.version + 1', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vehicles_overview_added AFTER INSERT ON vehicles
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
CREATE TRIGGER vehicles_overview_changed AFTER UPDATE ON vehicles
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
CREATE TRIGGER vehicles_overview_removed AFTER DELETE ON vehicles
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
CREATE TRIGGER vehicle_branches_overview_added AFTER INSERT ON vehicle_branches
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
CREATE TRIGGER vehicle_branches_overview_changed AFTER UPDATE ON vehicle_branches
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
CREATE TRIGGER vehicle_branches_overview_removed AFTER DELETE ON vehicle_branches
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
CREATE TRIGGER general_maintenances_overview_added AFTER INSERT ON general_maintenances
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
CREATE TRIGGER general_maintenances_overview_changed AFTER UPDATE ON general_maintenances
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
CREATE TRIGGER general_maintenances_overview_removed AFTER DELETE ON general_maintenances
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
CREATE TRIGGER mandatory_maintenances_overview_added AFTER INSERT ON mandatory_maintenances
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
CREATE TRIGGER mandatory_maintenances_overview_changed AFTER UPDATE ON mandatory_maintenances
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
CREATE TRIGGER mandatory_maintenances_overview_removed AFTER DELETE ON mandatory_maintenances
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION overview_changed('company_id');--> statement-breakpoint
-- Companies are not tenant rows of their own: their thresholds change rarely, one row at a time.
CREATE FUNCTION overview_thresholds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO overview_versions AS versions (company_id, version) VALUES (NEW.id, 1)
  ON CONFLICT (company_id) DO UPDATE SET version = versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_overview_thresholds AFTER UPDATE OF due_soon_days, due_soon_km ON companies
  FOR EACH ROW WHEN (OLD.due_soon_days IS DISTINCT FROM NEW.due_soon_days OR OLD.due_soon_km IS DISTINCT FROM NEW.due_soon_km)
  EXECUTE FUNCTION overview_thresholds_changed();
--> statement-breakpoint
-- Every maintenance record moves its vehicle forward, so vehicles' pages change all the time, and an
-- index-only count must visit each changed page until it is vacuumed again. Vacuumed after 2% of
-- them changed (not the default 20%), the lists' totals keep being answered by their indexes.
ALTER TABLE vehicles SET (autovacuum_vacuum_scale_factor = 0.02);

-- Edits that collide (docs/product.md, Edits that collide): each row people edit carries a version, raised by every change to
-- it, whoever makes it (an edit, a maintenance record moving its vehicle forward, an accepted
-- invitation). An update names the version it was based on and is refused when that is not the
-- current one, so that nobody overwrites a change they have not seen.
ALTER TABLE "branches" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "general_maintenances" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mandatory_maintenances" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE FUNCTION raise_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER branches_version BEFORE UPDATE ON branches FOR EACH ROW EXECUTE FUNCTION raise_version();--> statement-breakpoint
CREATE TRIGGER companies_version BEFORE UPDATE ON companies FOR EACH ROW EXECUTE FUNCTION raise_version();--> statement-breakpoint
CREATE TRIGGER employees_version BEFORE UPDATE ON employees FOR EACH ROW EXECUTE FUNCTION raise_version();--> statement-breakpoint
CREATE TRIGGER general_maintenances_version BEFORE UPDATE ON general_maintenances FOR EACH ROW EXECUTE FUNCTION raise_version();--> statement-breakpoint
CREATE TRIGGER mandatory_maintenances_version BEFORE UPDATE ON mandatory_maintenances FOR EACH ROW EXECUTE FUNCTION raise_version();--> statement-breakpoint
CREATE TRIGGER vehicles_version BEFORE UPDATE ON vehicles FOR EACH ROW EXECUTE FUNCTION raise_version();

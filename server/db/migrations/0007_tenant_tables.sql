-- Every table with a company_id is a tenant table (docs/scaling.md, The company rule): its rows belong
-- to that company. This makes sure each one is under row-level security with the company policy of
-- migration 0006, and usable by fleet_app. server/db/migrate.ts calls it after every run of the
-- migrations, so a table that a later migration adds is secured without anyone having to remember.
CREATE FUNCTION secure_tenant_tables() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tenant text;
BEGIN
  FOR tenant IN
    SELECT c.relname
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
       AND NOT EXISTS (SELECT FROM pg_policies p WHERE p.schemaname = 'public' AND p.tablename = c.relname AND p.policyname = 'company_rows')
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant);
    EXECUTE format('CREATE POLICY company_rows ON %I TO fleet_app
      USING ((SELECT request_sees_every_company()) OR company_id = (SELECT request_company()))', tenant);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO fleet_app', tenant);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT secure_tenant_tables();
--> statement-breakpoint
-- Every table of records people edit (a `version` integer beside `updated_at`) raises its version
-- with each change (docs/product.md, Edits that collide; migration 0005's trigger), also for tables
-- that later migrations add. Called with secure_tenant_tables.
CREATE FUNCTION keep_versions() RETURNS void LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
SELECT keep_versions();

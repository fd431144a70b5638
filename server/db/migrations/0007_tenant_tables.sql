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

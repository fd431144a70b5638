-- Isolation in depth (docs/security.md): every signed-in request runs in a transaction under the role
-- fleet_app, which PostgreSQL's row-level security confines to the caller's company, whatever the
-- statement's own conditions say. Fleet's own queries filter by company too; these policies are what
-- holds if one of them ever forgets. The policies call the two functions below; the role, the schema's
-- grant, the companies' policy and the employees' platform_names policy are made once, in migration
-- 0006; every tenant table's company_rows policy by secure_tenant_tables.

-- The company a request acts for, set for its transaction by request_actor(); '*' for a superadmin,
-- who runs the platform and sees every company. Unset, a request sees no company at all.
CREATE OR REPLACE FUNCTION request_company() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT nullif(nullif(current_setting('fleet.company', true), ''), '*')::uuid
$$;

CREATE OR REPLACE FUNCTION request_sees_every_company() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('fleet.company', true) = '*', false)
$$;

-- Every table with a company_id is a tenant table (docs/scaling.md, The company rule): its rows belong
-- to that company. This makes sure each one is under row-level security with the company policy, and
-- usable by fleet_app. server/db/migrate.ts calls it after every run of the migrations, so a table
-- that a later migration adds is secured without anyone having to remember.
CREATE OR REPLACE FUNCTION secure_tenant_tables() RETURNS void LANGUAGE plpgsql AS $$
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
    -- History is written by the database's triggers alone and read by the requests (history.sql).
    EXECUTE format(CASE WHEN tenant = 'history' THEN 'GRANT SELECT ON %I TO fleet_app' ELSE 'GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO fleet_app' END, tenant);
  END LOOP;
END $$;

-- Isolation in depth (docs/security.md): every signed-in request runs in a transaction under the role
-- fleet_app, which PostgreSQL's row-level security confines to the caller's company, whatever the
-- statement's own conditions say. Fleet's own queries filter by company too; these policies are what
-- holds if one of them ever forgets.

-- The role is the cluster's, shared by every Fleet database on it: made once, by whichever migration
-- comes first. It cannot sign in, is no superuser, and cannot bypass row-level security. The user that
-- runs Fleet becomes a member, so that it may act as fleet_app (SET ROLE) for a request.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'fleet_app') THEN
    BEGIN
      CREATE ROLE fleet_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- another database's migration made it at the same moment
    END;
  END IF;
  IF NOT pg_has_role(current_user, 'fleet_app', 'MEMBER') THEN
    EXECUTE format('GRANT fleet_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO fleet_app;
--> statement-breakpoint
-- The company a request acts for, set for its transaction by request_actor(); '*' for a superadmin,
-- who runs the platform and sees every company. Unset, a request sees no company at all.
CREATE FUNCTION request_company() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT nullif(nullif(current_setting('fleet.company', true), ''), '*')::uuid
$$;
--> statement-breakpoint
CREATE FUNCTION request_sees_every_company() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('fleet.company', true) = '*', false)
$$;
--> statement-breakpoint
-- The tenant tables: each row belongs to the company in its company_id. The settings are read once a
-- statement (the sub-selects), not once a row.
DO $$
DECLARE
  tenant text;
BEGIN
  FOREACH tenant IN ARRAY ARRAY[
    'logo_files', 'branches', 'employee_branches', 'vehicles', 'vehicle_branches', 'general_maintenances',
    'mandatory_maintenances', 'vehicle_monthly_costs', 'company_monthly_costs', 'twelve_month_periods',
    'twelve_month_costs', 'overview_versions', 'overview_snapshots', 'employees', 'invitations'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant);
    EXECUTE format('CREATE POLICY company_rows ON %I TO fleet_app
      USING ((SELECT request_sees_every_company()) OR company_id = (SELECT request_company()))', tenant);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO fleet_app', tenant);
  END LOOP;
END $$;
--> statement-breakpoint
-- A company is the tenant itself: its row is its own.
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY company_rows ON companies TO fleet_app
  USING ((SELECT request_sees_every_company()) OR id = (SELECT request_company()));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON companies TO fleet_app;
--> statement-breakpoint
-- Superadmins belong to no company, yet their names show as the creators of a company's records:
-- readable by every signed-in request, changed only by a superadmin's.
CREATE POLICY platform_names ON employees FOR SELECT TO fleet_app USING (company_id IS NULL);
--> statement-breakpoint
-- The signed-in check of every request, before the company is known, so above the policies (its
-- owner's rights): the employee and their session, each by primary key, and their branches. Found,
-- it sets the company the request acts for, for the rest of the transaction. An ended session or an
-- employee without a password finds nothing, so a token stops working the moment its session ends.
CREATE FUNCTION request_actor(employee uuid, session uuid)
RETURNS TABLE (id uuid, username text, role employee_role, company_id uuid, branch_ids uuid[])
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  actor record;
BEGIN
  SELECT e.id, e.username, e.role, e.company_id,
         array(SELECT eb.branch_id FROM employee_branches eb WHERE eb.company_id = e.company_id AND eb.employee_id = e.id) AS branch_ids
    INTO actor
    FROM employees e
    JOIN sessions s ON s.id = request_actor.session AND s.employee_id = e.id AND s.revoked_at IS NULL
   WHERE e.id = request_actor.employee AND e.password_hash IS NOT NULL;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  PERFORM set_config('fleet.company', CASE WHEN actor.role = 'superadmin' THEN '*' ELSE actor.company_id::text END, true);
  RETURN QUERY SELECT actor.id, actor.username, actor.role, actor.company_id, actor.branch_ids;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION request_actor(uuid, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION request_actor(uuid, uuid) TO fleet_app;
--> statement-breakpoint
-- Usernames and emails are sign-in names, unique across the platform: whether one is taken is asked of
-- every company's employees, though the asking request sees only its own. It answers yes or no, as
-- the unique indexes would, and nothing else.
CREATE FUNCTION sign_in_names_taken(wanted_username text, wanted_email text, except_employee uuid)
RETURNS TABLE (username_taken boolean, email_taken boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT coalesce(bool_or(lower(e.username) = lower(wanted_username)), false),
         coalesce(bool_or(lower(e.email) = lower(wanted_email)), false)
    FROM employees e
   WHERE (lower(e.username) = lower(wanted_username) OR lower(e.email) = lower(wanted_email))
     AND e.id IS DISTINCT FROM except_employee
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION sign_in_names_taken(text, text, uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION sign_in_names_taken(text, text, uuid) TO fleet_app;

-- The signed-in check of every request, before the company is known, so above the policies (its
-- owner's rights): the employee and their session, each by primary key, and their branches. Found,
-- it sets the company the request acts for, for the rest of the transaction, and who acts, which the
-- history's triggers write with each change (history.sql, history_actor). An ended session or an
-- employee without a password finds nothing, so a token stops working the moment its session ends.
CREATE OR REPLACE FUNCTION request_actor(employee uuid, session uuid)
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
  PERFORM set_config('fleet.company', CASE WHEN actor.role = 'superadmin' THEN '*' ELSE actor.company_id::text END, true),
          set_config('fleet.actor', actor.id::text, true),
          set_config('fleet.actor_name', actor.username, true);
  RETURN QUERY SELECT actor.id, actor.username, actor.role, actor.company_id, actor.branch_ids;
END $$;
REVOKE ALL ON FUNCTION request_actor(uuid, uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION request_actor(uuid, uuid) TO fleet_app;

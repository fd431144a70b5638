-- Usernames and emails are sign-in names, unique across the platform: whether one is taken is asked of
-- every company's employees, though the asking request sees only its own. It answers yes or no, as
-- the unique indexes would, and nothing else.
CREATE OR REPLACE FUNCTION sign_in_names_taken(wanted_username text, wanted_email text, except_employee uuid)
RETURNS TABLE (username_taken boolean, email_taken boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT coalesce(bool_or(lower(e.username) = lower(wanted_username)), false),
         coalesce(bool_or(lower(e.email) = lower(wanted_email)), false)
    FROM employees e
   WHERE (lower(e.username) = lower(wanted_username) OR lower(e.email) = lower(wanted_email))
     AND e.id IS DISTINCT FROM except_employee
$$;
REVOKE ALL ON FUNCTION sign_in_names_taken(text, text, uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sign_in_names_taken(text, text, uuid) TO fleet_app;

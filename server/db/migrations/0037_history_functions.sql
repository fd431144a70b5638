-- Written by npm run db:functions: the current definitions of history.sql, row-level-security.sql, signed-in-check.sql
-- (server/db/functions, where they are changed; not here).

-- server/db/functions/history.sql
-- Who changed what, and when (docs/history.md): every create, change, archive, restore and delete of a
-- row of a tenant table is written to `history` by PostgreSQL itself, in the same transaction, by
-- triggers that keep_history() (below) makes for every tenant table that is not declared exempt, also
-- for the tables later migrations add: server/db/migrate.ts calls it after every run of the
-- migrations. A write that bypasses the API is recorded too, with no actor.

-- The tenant tables whose changes are not kept, each with its reason. A new tenant table is kept
-- unless it is named here; tests/api/history.test.ts holds this list and contract/history.ts's
-- HISTORY_ENTITIES to the tables there are.
CREATE OR REPLACE FUNCTION history_exempt_tables() RETURNS TABLE (name text, reason text) LANGUAGE sql IMMUTABLE AS $$
  VALUES
    ('history', 'the history itself, which nobody changes'),
    ('reminders', 'raised by the reminder check from the records, whose own changes are kept'),
    ('notifications', 'each person''s copies of the reminders in their inbox, and when they read them'),
    ('deliveries', 'the log of the emails, webhook calls and pushes sent, itself a history'),
    ('stock_changes', 'the log of every change of stock (who, when, how many, why), itself a history'),
    ('inspection_form_versions', 'the copy of a form as it was answered, made by a change of the form, which is kept'),
    ('vehicle_monthly_costs', 'sums the database keeps from the records, whose own changes are kept'),
    ('company_monthly_costs', 'sums the database keeps from the records, whose own changes are kept'),
    ('twelve_month_costs', 'sums the database keeps from the records, whose own changes are kept'),
    ('twelve_month_periods', 'the month the twelve months'' sums end with, kept by the database'),
    ('overview_versions', 'a counter the database raises with each change of a company''s records'),
    ('overview_snapshots', 'the overview kept for a day, computed from the records')
$$;

-- The record whose page shows a table's rows, when it is not the row itself: a work order's lines on
-- the work order, an employee's branches on the employee (contract/history.ts, HISTORY_ENTITIES). A
-- table without an `id` must be named here: its rows have no id of their own to be found by.
CREATE OR REPLACE FUNCTION history_record_of(tbl text) RETURNS TABLE (record_entity text, record_column text) LANGUAGE sql IMMUTABLE AS $$
  SELECT r.entity, r.col
    FROM (VALUES
      ('logo_files', 'companies', 'company_id'),
      ('employee_branches', 'employees', 'employee_id'),
      ('notification_preferences', 'employees', 'employee_id'),
      ('calendar_feeds', 'employees', 'employee_id'),
      ('invitations', 'employees', 'employee_id'),
      ('vehicle_branches', 'vehicles', 'vehicle_id'),
      ('document_attachments', 'documents', 'document_id'),
      ('part_stock', 'parts', 'part_id'),
      ('inspection_photos', 'inspections', 'inspection_id'),
      ('issue_comments', 'issues', 'issue_id'),
      ('work_order_lines', 'work_orders', 'work_order_id'),
      ('work_order_issues', 'work_orders', 'work_order_id'),
      ('work_order_comments', 'work_orders', 'work_order_id'),
      ('work_order_attachments', 'work_orders', 'work_order_id')
    ) AS r (tbl, entity, col)
   WHERE r.tbl = history_record_of.tbl
$$;

-- What is never recorded: secrets (password hashes, tokens, a webhook's secret), a file's bytes (its
-- name, size and hash are), the bookkeeping every row carries (the entry's own time and id say it),
-- and what the database works out from other records (a vehicle's next due dates and pace, its open
-- issues; a licence's expiry from its document), whose changes are those records'. An update that
-- changes only these records nothing.
CREATE OR REPLACE FUNCTION history_hidden_columns(tbl text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['id', 'company_id', 'created_at', 'updated_at', 'version',
               'password_hash', 'token_hash', 'token_seed', 'secret', 'content']
         || CASE tbl
              WHEN 'vehicles' THEN ARRAY['km_per_day', 'km_read_on', 'km_read_km', 'service_km_forecast', 'documents_expire_on',
                                         'next_legislation_control', 'next_service_date', 'next_service_km', 'service_km_left',
                                         'next_due_date', 'open_issues', 'open_critical_issues']
              WHEN 'employees' THEN ARRAY['licence_expires_on']
              ELSE ARRAY[]::text[]
            END
$$;

-- Who is changing: the request's employee, set with its company by request_actor() (signed-in-check.sql);
-- 'system' for Fleet's own jobs; nobody for a write that bypassed the app.
CREATE OR REPLACE FUNCTION history_actor() RETURNS TABLE (actor_id uuid, actor_username text, source text) LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN s.actor ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN s.actor::uuid END,
         CASE WHEN s.actor <> 'system' THEN nullif(current_setting('fleet.actor_name', true), '') END,
         CASE WHEN s.actor IS NULL THEN 'database' WHEN s.actor = 'system' THEN 'system' ELSE 'app' END
    FROM (SELECT nullif(current_setting('fleet.actor', true), '') AS actor) AS s
$$;

-- History is kept as it was written: no update, and a delete only by the retention (forget_history)
-- or with its company. The request's role may only read it (secure_tenant_tables); this holds also
-- for the owner.
CREATE OR REPLACE FUNCTION history_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND (current_setting('fleet.forgetting', true) = 'on' OR NOT EXISTS (SELECT FROM companies c WHERE c.id = OLD.company_id)) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'history is kept as it was written' USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE OR REPLACE TRIGGER history_kept BEFORE UPDATE OR DELETE ON history FOR EACH ROW EXECUTE FUNCTION history_kept();

-- The daily job's retention (server/history/retention.ts): each company's entries older than its
-- history_retention_days; none of a company that keeps them forever (null).
CREATE OR REPLACE FUNCTION forget_history(at timestamptz) RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  forgotten bigint;
BEGIN
  PERFORM set_config('fleet.forgetting', 'on', true);
  DELETE FROM history h
   USING companies c
   WHERE h.company_id = c.id AND c.history_retention_days IS NOT NULL
     AND h.at < forget_history.at - make_interval(days => c.history_retention_days);
  GET DIAGNOSTICS forgotten = ROW_COUNT;
  PERFORM set_config('fleet.forgetting', 'off', true);
  RETURN forgotten;
END $$;
REVOKE ALL ON FUNCTION forget_history(timestamptz) FROM PUBLIC;

-- The changed fields of a row as one jsonb object, `{field: [before, after]}`, built column by column
-- from the table's own columns (none of history_hidden_columns): `pair` is the SQL of one column's
-- pair, or NULL where it did not change, which the aggregate leaves out. Explicit columns, rather
-- than the whole row as jsonb taken apart again, cost a change of one field what one field costs.
CREATE OR REPLACE FUNCTION history_fields_sql(cols text[], pair text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF coalesce(array_length(cols, 1), 0) = 0 THEN
    RETURN $e$'{}'::jsonb$e$;
  END IF;
  RETURN format($f$(SELECT coalesce(jsonb_object_agg(f.k, f.v), '{}') FROM (VALUES %s) AS f (k, v) WHERE f.v IS NOT NULL)$f$,
    (SELECT string_agg(format('(%L, %s)', c, replace(pair, '%c', quote_ident(c))), ', ' ORDER BY n)
       FROM unnest(cols) WITH ORDINALITY AS u (c, n)));
END $$;

-- The SQL of what a row belongs to, a vehicle or an employee (`owner`, through its column `owner_id`):
-- the row itself, its own column, the record it is shown on, or that record's column.
CREATE OR REPLACE FUNCTION history_owner_sql(owner text, owner_id text, tbl text, cols text[], record_entity text, record_column text,
                                             parent_cols text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN tbl = owner THEN 'r.id'
    WHEN owner_id = ANY (cols) THEN format('r.%I', owner_id)
    WHEN record_entity = owner THEN format('r.%I', record_column)
    WHEN record_entity <> tbl AND owner_id = ANY (parent_cols) THEN
      format('(SELECT p.%I FROM %I p WHERE p.company_id = r.company_id AND p.id = r.%I)', owner_id, record_entity, record_column)
    ELSE 'NULL::uuid' END
$$;

-- The SQL of one table's trigger function: a statement's rows, read from its transition tables, become
-- one insert into history. Each table has its own function, so its plan is made once per connection,
-- and names its own columns, so a migration that changes them makes it again (keep_history).
CREATE OR REPLACE FUNCTION history_trigger_body(tbl text) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  cols text[];
  shown text[];
  scalar text[];
  keys text[];
  record_entity text;
  record_column text;
  parent_cols text[];
  company_expr text;
  entity_expr text;
  vehicle_expr text;
  employee_expr text;
  branch_expr text;
  action_expr text;
  columns_list text := 'company_id, at, actor_id, actor_username, source, action, entity, entity_id, record_entity, record_id, vehicle_id, employee_id, branch_id, changes';
  kept text;
BEGIN
  SELECT array_agg(a.attname::text ORDER BY a.attnum) INTO cols
    FROM pg_attribute a WHERE a.attrelid = format('public.%I', tbl)::regclass AND a.attnum > 0 AND NOT a.attisdropped;
  -- What the entries show: every column but the hidden ones; a new row's documents of JSON (an
  -- inspection's answers, a form's sections) are the record itself, so its creation leaves them out.
  SELECT array_agg(a.attname::text ORDER BY a.attnum),
         array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.atttypid NOT IN ('jsonb'::regtype, 'json'::regtype))
    INTO shown, scalar
    FROM pg_attribute a
   WHERE a.attrelid = format('public.%I', tbl)::regclass AND a.attnum > 0 AND NOT a.attisdropped
     AND NOT a.attname = ANY (history_hidden_columns(tbl));
  SELECT array_agg(a.attname::text ORDER BY k.ord) INTO keys
    FROM pg_index i
    CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k (attnum, ord)
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
   WHERE i.indrelid = format('public.%I', tbl)::regclass AND i.indisprimary;
  IF keys IS NULL THEN
    RAISE EXCEPTION 'history: the table % has no primary key to tell its rows apart', tbl;
  END IF;
  SELECT r.record_entity, r.record_column INTO record_entity, record_column FROM history_record_of(tbl) r;
  IF record_entity IS NULL THEN
    IF NOT 'id' = ANY (cols) THEN
      RAISE EXCEPTION 'history: the table % has no id; name the record its rows are shown on in history_record_of', tbl;
    END IF;
    record_entity := tbl;
    record_column := 'id';
  END IF;
  SELECT array_agg(a.attname::text) INTO parent_cols
    FROM pg_attribute a WHERE a.attrelid = format('public.%I', record_entity)::regclass AND a.attnum > 0 AND NOT a.attisdropped;

  company_expr := CASE WHEN tbl = 'companies' THEN 'r.id' ELSE 'r.company_id' END;
  entity_expr := CASE WHEN 'id' = ANY (cols) THEN 'r.id' ELSE format('r.%I', record_column) END;
  vehicle_expr := history_owner_sql('vehicles', 'vehicle_id', tbl, cols, record_entity, record_column, parent_cols);
  employee_expr := history_owner_sql('employees', 'employee_id', tbl, cols, record_entity, record_column, parent_cols);
  branch_expr := CASE WHEN tbl = 'branches' THEN 'r.id' WHEN 'branch_id' = ANY (cols) THEN 'r.branch_id' ELSE 'NULL::uuid' END;
  action_expr := CASE WHEN 'is_active' = ANY (cols) THEN
    $a$CASE WHEN o.is_active AND NOT r.is_active THEN 'archive' WHEN NOT o.is_active AND r.is_active THEN 'restore' ELSE 'update' END$a$
    ELSE $a$'update'$a$ END;
  kept := format('EXISTS (SELECT FROM companies c WHERE c.id = %s)', company_expr);

  RETURN format($body$
BEGIN
  -- Made by keep_history() (server/db/functions/history.sql) for %1$I; not edited by hand.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO history (%2$s)
    SELECT %3$s, now(), a.actor_id, a.actor_username, a.source, 'create', %1$L, %4$s, %5$L, r.%6$I, %7$s, %8$s, %9$s, %10$s
      FROM new_rows r CROSS JOIN history_actor() a
     WHERE %11$s;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO history (%2$s)
    SELECT %3$s, now(), a.actor_id, a.actor_username, a.source, 'delete', %1$L, %4$s, %5$L, r.%6$I, %7$s, %8$s, %9$s, %12$s
      FROM old_rows r CROSS JOIN history_actor() a
     WHERE %11$s;
  ELSE
    INSERT INTO history (%2$s)
    SELECT %3$s, now(), a.actor_id, a.actor_username, a.source, %13$s, %1$L, %4$s, %5$L, r.%6$I, %7$s, %8$s, %9$s, d.changes
      FROM old_rows o
      JOIN new_rows r ON %14$s
     CROSS JOIN LATERAL (SELECT nullif(%15$s, '{}'::jsonb) AS changes) d
     CROSS JOIN history_actor() a
     WHERE d.changes IS NOT NULL AND %11$s;
  END IF;
  RETURN NULL;
END
$body$,
    tbl, columns_list, company_expr, entity_expr, record_entity, record_column, vehicle_expr, employee_expr, branch_expr,
    history_fields_sql(scalar, 'CASE WHEN r.%c IS NOT NULL THEN jsonb_build_array(NULL, to_jsonb(r.%c)) END'),
    kept,
    history_fields_sql(shown, 'CASE WHEN r.%c IS NOT NULL THEN jsonb_build_array(to_jsonb(r.%c), NULL) END'),
    action_expr,
    (SELECT string_agg(format('o.%1$I = r.%1$I', k), ' AND ') FROM unnest(keys) AS k),
    history_fields_sql(shown, 'CASE WHEN o.%c IS DISTINCT FROM r.%c THEN jsonb_build_array(to_jsonb(o.%c), to_jsonb(r.%c)) END'));
END $$;

-- Every tenant table (a company_id, and the companies themselves) but the exempt ones gets its
-- function, history_of_<table>, and three triggers, one per kind of change (a trigger that reads its
-- statement's rows serves one kind). A function whose SQL is already current is left as it is, so a
-- start with everything in place writes nothing.
CREATE OR REPLACE FUNCTION keep_history() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tbl text;
  fn text;
  body text;
  op text;
BEGIN
  FOR tbl IN
    SELECT c.relname::text
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
       AND (c.relname = 'companies'
            OR EXISTS (SELECT FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped))
       AND c.relname NOT IN (SELECT name FROM history_exempt_tables())
     ORDER BY 1
  LOOP
    fn := 'history_of_' || tbl;
    body := history_trigger_body(tbl);
    IF NOT EXISTS (SELECT FROM pg_proc p WHERE p.proname = fn AND p.pronamespace = 'public'::regnamespace AND p.prosrc = body) THEN
      EXECUTE format('CREATE OR REPLACE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS %L', fn, body);
      EXECUTE format('REVOKE ALL ON FUNCTION %I() FROM PUBLIC', fn);
    END IF;
    FOREACH op IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
      IF NOT EXISTS (SELECT FROM pg_trigger t WHERE t.tgrelid = format('public.%I', tbl)::regclass AND t.tgname = tbl || '_history_' || op) THEN
        EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
          tbl || '_history_' || op, upper(op), tbl,
          CASE op WHEN 'insert' THEN 'NEW TABLE AS new_rows' WHEN 'delete' THEN 'OLD TABLE AS old_rows' ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
          fn);
      END IF;
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
-- server/db/functions/row-level-security.sql
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
--> statement-breakpoint
-- server/db/functions/signed-in-check.sql
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

-- POST /api/inspections keeps its answers by Idempotency-Key (docs/inspections.md) in the request's own
-- transaction, as fleet_app: the key's row is written first, so that a second request with the same
-- key waits for the first and then answers what it answered. The table is keyed by the person, not the
-- company (a superadmin has none), so it has no company_rows policy; its rows are those of the
-- employees the request sees, which row-level security on employees confines to the caller's company
-- (and the platform's superadmins, whose names every company reads).
ALTER TABLE idempotency_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY employee_rows ON idempotency_keys TO fleet_app
  USING (EXISTS (SELECT FROM employees e WHERE e.id = idempotency_keys.employee_id));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON idempotency_keys TO fleet_app;

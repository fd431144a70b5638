-- Searches under row-level security (docs/performance.md). PostgreSQL keeps a query's own conditions
-- from running before the policy unless they are leakproof (they could reveal a hidden row through an
-- error), and ILIKE is not. A search could then no longer use its trigram index (a general
-- maintenance search took 1.5 s instead of 69 ms at 200,000 records).

-- Searches find their candidates here, above the policies (their owner's rights) but inside the
-- request's company (or every company for a superadmin), through the very expressions the trigram
-- indexes hold (server/db/schema.ts); the query's own conditions then decide among them
-- (server/db/search.ts).
CREATE OR REPLACE FUNCTION vehicles_matching(pattern text) RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id FROM vehicles
   WHERE company_id = request_company() AND (license_plate || ' ' || model || ' ' || coalesce(notes, '')) ILIKE pattern
  UNION ALL
  SELECT id FROM vehicles
   WHERE request_sees_every_company() AND (license_plate || ' ' || model || ' ' || coalesce(notes, '')) ILIKE pattern
$$;

CREATE OR REPLACE FUNCTION general_maintenances_matching(pattern text) RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id FROM general_maintenances
   WHERE company_id = request_company() AND (service_type || ' ' || coalesce(notes, '')) ILIKE pattern
  UNION ALL
  SELECT id FROM general_maintenances
   WHERE request_sees_every_company() AND (service_type || ' ' || coalesce(notes, '')) ILIKE pattern
$$;

CREATE OR REPLACE FUNCTION mandatory_maintenances_matching(pattern text) RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id FROM mandatory_maintenances
   WHERE company_id = request_company() AND coalesce(notes, '') ILIKE pattern
  UNION ALL
  SELECT id FROM mandatory_maintenances
   WHERE request_sees_every_company() AND coalesce(notes, '') ILIKE pattern
$$;

CREATE OR REPLACE FUNCTION fuel_entries_matching(pattern text) RETURNS SETOF uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT id FROM fuel_entries
   WHERE company_id = request_company() AND (coalesce(station, '') || ' ' || coalesce(notes, '')) ILIKE pattern
  UNION ALL
  SELECT id FROM fuel_entries
   WHERE request_sees_every_company() AND (coalesce(station, '') || ' ' || coalesce(notes, '')) ILIKE pattern
$$;

-- Above the policies, they are for the requests' role alone.
REVOKE ALL ON FUNCTION vehicles_matching(text), general_maintenances_matching(text), mandatory_maintenances_matching(text),
                       fuel_entries_matching(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION vehicles_matching(text), general_maintenances_matching(text), mandatory_maintenances_matching(text),
                          fuel_entries_matching(text) TO fleet_app;

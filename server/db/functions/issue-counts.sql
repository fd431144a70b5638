-- Out of service (docs/inspections.md, Issues): as issues change, the database keeps on each vehicle
-- the number of its open issues (open or in progress) and of the critical ones among them, so that
-- lists, filters and the overview read two columns rather than every issue. A vehicle with an open
-- critical issue is out of service. Neither count is an edit of the vehicle (versions.sql).

CREATE OR REPLACE FUNCTION issue_counts(status text, priority text, OUT open_count integer, OUT critical_count integer)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT (status IN ('open', 'in_progress'))::integer, (status IN ('open', 'in_progress') AND priority = 'critical')::integer
$$;

CREATE OR REPLACE FUNCTION issues_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone record;
  came record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    gone := issue_counts(OLD.status, OLD.priority);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    came := issue_counts(NEW.status, NEW.priority);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.vehicle_id = NEW.vehicle_id THEN
    IF (came.open_count, came.critical_count) IS DISTINCT FROM (gone.open_count, gone.critical_count) THEN
      UPDATE vehicles SET open_issues = open_issues + came.open_count - gone.open_count,
                          open_critical_issues = open_critical_issues + came.critical_count - gone.critical_count
       WHERE company_id = NEW.company_id AND id = NEW.vehicle_id;
    END IF;
    RETURN NULL;
  END IF;
  IF gone IS NOT NULL AND gone.open_count > 0 THEN
    UPDATE vehicles SET open_issues = open_issues - gone.open_count, open_critical_issues = open_critical_issues - gone.critical_count
     WHERE company_id = OLD.company_id AND id = OLD.vehicle_id;
  END IF;
  IF came IS NOT NULL AND came.open_count > 0 THEN
    UPDATE vehicles SET open_issues = open_issues + came.open_count, open_critical_issues = open_critical_issues + came.critical_count
     WHERE company_id = NEW.company_id AND id = NEW.vehicle_id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER issues_counted AFTER INSERT OR UPDATE OF status, priority, vehicle_id OR DELETE ON issues
  FOR EACH ROW EXECUTE FUNCTION issues_changed();

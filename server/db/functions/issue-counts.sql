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
  gone_open integer := 0;
  gone_critical integer := 0;
  came_open integer := 0;
  came_critical integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT c.open_count, c.critical_count INTO gone_open, gone_critical FROM issue_counts(OLD.status, OLD.priority) c;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT c.open_count, c.critical_count INTO came_open, came_critical FROM issue_counts(NEW.status, NEW.priority) c;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.vehicle_id = NEW.vehicle_id THEN
    IF (came_open, came_critical) IS DISTINCT FROM (gone_open, gone_critical) THEN
      UPDATE vehicles SET open_issues = open_issues + came_open - gone_open,
                          open_critical_issues = open_critical_issues + came_critical - gone_critical
       WHERE company_id = NEW.company_id AND id = NEW.vehicle_id;
    END IF;
    RETURN NULL;
  END IF;
  IF gone_open > 0 THEN
    UPDATE vehicles SET open_issues = open_issues - gone_open, open_critical_issues = open_critical_issues - gone_critical
     WHERE company_id = OLD.company_id AND id = OLD.vehicle_id;
  END IF;
  IF came_open > 0 THEN
    UPDATE vehicles SET open_issues = open_issues + came_open, open_critical_issues = open_critical_issues + came_critical
     WHERE company_id = NEW.company_id AND id = NEW.vehicle_id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER issues_counted AFTER INSERT OR UPDATE OF status, priority, vehicle_id OR DELETE ON issues
  FOR EACH ROW EXECUTE FUNCTION issues_changed();

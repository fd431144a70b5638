import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/*
 * Downtime (docs/work-orders.md, Downtime): the time a vehicle is out of service. A vehicle is out of
 * service while an issue of it is open and critical (docs/inspections.md), so each critical issue is a
 * span from when it was reported to when it was resolved or closed (the work order that fixed it
 * resolves it on completion), or to now while it is open. A vehicle's spans that overlap or touch are
 * one period: two critical issues at once are not twice the downtime.
 */

/**
 * The out-of-service periods of the vehicles whose critical issues `where` picks, that reach into
 * [from, to): `vehicle_id, started_at, ended_at, open` (open: still out of service).
 */
export function downtimePeriods(where: SQL | undefined, from: SQLWrapper, to: SQLWrapper, now: Date): SQL {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  return sql`
    select vehicle_id, min(started_at) as started_at, max(ended_at) as ended_at, bool_or(open) as open
      from (select spans.*, count(*) filter (where reached is null or started_at > reached)
                     over (partition by vehicle_id order by started_at, ended_at) as period
              from (select issue.vehicle_id, issue.created_at as started_at,
                           least(coalesce(issue.resolved_at, ${nowAt}), ${nowAt}) as ended_at,
                           issue.resolved_at is null as open,
                           max(least(coalesce(issue.resolved_at, ${nowAt}), ${nowAt})) over (partition by issue.vehicle_id
                             order by issue.created_at, coalesce(issue.resolved_at, ${nowAt})
                             rows between unbounded preceding and 1 preceding) as reached
                      from issues as issue
                     where issue.priority = 'critical'
                       and coalesce(issue.resolved_at, ${nowAt}) > ${from} and issue.created_at < ${to}
                       ${where ? sql`and ${where}` : sql``}) as spans) as numbered
     group by vehicle_id, period`;
}

/** Hours of the periods within each month of [first, last] (days, the first of each month), in `zone`: `month` (yyyy-MM), `hours`. */
export function downtimeByMonth(periods: SQL, first: string, last: string, zone: SQL): SQL {
  return sql`
    select to_char(month.start, 'YYYY-MM') as month,
           coalesce(round(sum(extract(epoch from
             least(period.ended_at, ((month.start + interval '1 month')::timestamp at time zone ${zone}))
             - greatest(period.started_at, (month.start::timestamp at time zone ${zone}))) / 3600)
             -- least and greatest pass over nulls: a month without a period would count whole.
             filter (where period.vehicle_id is not null)::numeric, 1), 0)::float8 as hours,
           count(distinct period.vehicle_id)::int as vehicles
      from generate_series(${first}::date, ${last}::date, interval '1 month') as month(start)
      left join (${periods}) as period
        on period.started_at < ((month.start + interval '1 month')::timestamp at time zone ${zone})
       and period.ended_at > (month.start::timestamp at time zone ${zone})
     group by month.start
     order by month.start`;
}

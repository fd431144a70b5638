/**
 * The rows in which the sums the database keeps of maintenance and fuel costs and counts (migrations
 * 0002 and 0018: per vehicle and month, per company and month, per vehicle over a company's twelve
 * months) differ from the sums read from the records and fuel entries themselves; zero rows on either
 * side are no difference. None, whatever was written and however it ended.
 */
export const KEPT_SUMS_DIFFERENCES = `
with records as (
  select company_id, vehicle_id, date_trunc('month', service_date)::date as month,
         cost as general_cost, 0::numeric as mandatory_cost, 0::numeric as fuel_cost, 1 as general_records, 0 as mandatory_records, 0 as fuel_entries
    from general_maintenances
  union all
  select company_id, vehicle_id, date_trunc('month', finished_on)::date, 0, cost, 0, 0, 1, 0 from mandatory_maintenances
  union all
  select company_id, vehicle_id, date_trunc('month', filled_on)::date, 0, 0, cost, 0, 0, 1 from fuel_entries
), truth as (
  select company_id, vehicle_id, month, sum(general_cost) as general_cost, sum(mandatory_cost) as mandatory_cost, sum(fuel_cost) as fuel_cost,
         sum(general_records)::int as general_records, sum(mandatory_records)::int as mandatory_records, sum(fuel_entries)::int as fuel_entries
    from records group by 1, 2, 3
), kept as (
  select company_id, vehicle_id, month, general_cost, mandatory_cost, fuel_cost, general_records, mandatory_records, fuel_entries
    from vehicle_monthly_costs
   where general_records <> 0 or mandatory_records <> 0 or fuel_entries <> 0 or general_cost <> 0 or mandatory_cost <> 0 or fuel_cost <> 0
), company_truth as (
  select company_id, month, sum(general_cost) as general_cost, sum(mandatory_cost) as mandatory_cost, sum(fuel_cost) as fuel_cost,
         sum(general_records)::int as general_records, sum(mandatory_records)::int as mandatory_records, sum(fuel_entries)::int as fuel_entries
    from truth group by 1, 2
), company_kept as (
  select company_id, month, general_cost, mandatory_cost, fuel_cost, general_records, mandatory_records, fuel_entries
    from company_monthly_costs
   where general_records <> 0 or mandatory_records <> 0 or fuel_entries <> 0 or general_cost <> 0 or mandatory_cost <> 0 or fuel_cost <> 0
), window_truth as (
  select truth.company_id, vehicle_id, sum(general_cost) as general_cost, sum(mandatory_cost) as mandatory_cost, sum(fuel_cost) as fuel_cost,
         sum(general_records + mandatory_records + fuel_entries)::int as records
    from truth join twelve_month_periods period on period.company_id = truth.company_id
   where month between (period.last_month - interval '11 months')::date and period.last_month
   group by 1, 2
), window_kept as (
  select company_id, vehicle_id, general_cost, mandatory_cost, fuel_cost, records from twelve_month_costs
   where records <> 0 or general_cost <> 0 or mandatory_cost <> 0 or fuel_cost <> 0
)
(select 'vehicle month missing' as what, * from (select * from truth except select * from kept) d)
union all (select 'vehicle month extra', * from (select * from kept except select * from truth) d)
union all (select 'company month missing', company_id, null, month, general_cost, mandatory_cost, fuel_cost, general_records, mandatory_records, fuel_entries
             from (select * from company_truth except select * from company_kept) d)
union all (select 'company month extra', company_id, null, month, general_cost, mandatory_cost, fuel_cost, general_records, mandatory_records, fuel_entries
             from (select * from company_kept except select * from company_truth) d)
union all (select 'twelve months missing', company_id, vehicle_id, null, general_cost, mandatory_cost, fuel_cost, records, null, null
             from (select * from window_truth except select * from window_kept) d)
union all (select 'twelve months extra', company_id, vehicle_id, null, general_cost, mandatory_cost, fuel_cost, records, null, null
             from (select * from window_kept except select * from window_truth) d)`;

/**
 * Vehicles that a record or fuel entry of theirs has not moved forward (server/health/vehicle-advances.ts): a reading
 * that counts above the vehicle's mileage (one waiting for review moves nothing), a Service or
 * Registration after the vehicle's last one. None, when every record was saved with its vehicle's advance.
 */
export const VEHICLES_BEHIND_THEIR_RECORDS = `select
  (select count(*) from vehicles v where exists (
     select 1 from general_maintenances g where g.vehicle_id = v.id and g.mileage > v.mileage and not g.flagged) or exists (
     select 1 from mandatory_maintenances m where m.vehicle_id = v.id and m.mileage > v.mileage and not m.flagged) or exists (
     select 1 from fuel_entries f where f.vehicle_id = v.id and f.odometer > v.mileage and not f.flagged))::int as above_vehicle_mileage,
  (select count(*) from vehicles v where v.last_service_date < (
     select max(finished_on) from mandatory_maintenances m where m.vehicle_id = v.id and m.service_type = 'Service'))::int as stale_service,
  (select count(*) from vehicles v where v.last_legislation_control < (
     select max(finished_on) from mandatory_maintenances m where m.vehicle_id = v.id and m.service_type = 'Registration'))::int as stale_registration`;

import { sql } from 'drizzle-orm';
import { ENERGY_UNITS, type EnergyUnit } from '../../../contract/fuel';
import { consumptionFrom, costPerKm, type Consumption, type FillSpan } from '../../../contract/fuel-economy';
import type { Executor } from '../../db/client';

/** What a vehicle row carries of its fuel and costs (docs/fuel.md). */
export interface VehicleEconomy {
  consumption: Consumption;
  cost_per_km: number | null;
}

type EconomyRow = {
  vehicle_id: string;
  spans: Array<{ unit: EnergyUnit; quantity: number; km: number }>;
  cost: number;
  lowest_km: number | null;
  highest_km: number | null;
};

/**
 * Consumption and cost per km of the given vehicles, the rows of one page, in one statement: each
 * vehicle's fuel entries, read once through their index by vehicle, fold into the spans of
 * contract/fuel-economy.ts (per unit: the first and the last full fill's readings, and what went in
 * after the first up to the last) and into their cost and lowest and highest reading; its general and
 * mandatory records, each kind read once through its index by vehicle, into theirs. The contract turns
 * them into the figures. A reading waiting for review (flagged) counts for its cost, never for its km. Nothing of the rest of the fleet is read, so a page costs the same at 100,000
 * vehicles as at ten.
 */
async function economyOf(db: Executor, vehicles: ReadonlyArray<{ id: string; company_id: string }>): Promise<Map<string, VehicleEconomy>> {
  if (vehicles.length === 0) return new Map();
  const ids = `{${vehicles.map((vehicle) => vehicle.id).join(',')}}`;
  const companies = `{${vehicles.map((vehicle) => vehicle.company_id).join(',')}}`;
  const { rows } = await db.execute<EconomyRow>(sql`
    select v.id::text as vehicle_id, fuel.spans,
           (coalesce(fuel.cost, 0) + coalesce(general.cost, 0) + coalesce(mandatory.cost, 0))::float8 as cost,
           least(fuel.lowest, general.lowest, mandatory.lowest) as lowest_km,
           greatest(fuel.highest, general.highest, mandatory.highest) as highest_km
      from unnest(${ids}::uuid[], ${companies}::uuid[]) as v(id, company_id)
      cross join lateral (
        select coalesce(json_agg(json_build_object('unit', unit.unit, 'quantity', unit.quantity::float8, 'km', unit.km))
                          filter (where unit.km > 0), '[]') as spans,
               sum(unit.cost) as cost, min(unit.lowest) as lowest, max(unit.highest) as highest
          from (select fill.unit, fill.last_full - fill.first_full as km,
                       sum(fill.quantity) filter (where not fill.flagged and fill.odometer > fill.first_full and fill.odometer <= fill.last_full) as quantity,
                       sum(fill.cost) as cost, min(fill.odometer) filter (where not fill.flagged) as lowest,
                       max(fill.odometer) filter (where not fill.flagged) as highest
                  from (select f.unit, f.quantity, f.cost, f.odometer, f.flagged,
                               min(f.odometer) filter (where f.full and not f.flagged) over (partition by f.unit) as first_full,
                               max(f.odometer) filter (where f.full and not f.flagged) over (partition by f.unit) as last_full
                          from fuel_entries f
                         where f.company_id = v.company_id and f.vehicle_id = v.id) as fill
                 group by fill.unit, fill.first_full, fill.last_full) as unit) as fuel
      cross join lateral (
        select sum(g.cost) as cost, min(g.mileage) filter (where not g.flagged) as lowest, max(g.mileage) filter (where not g.flagged) as highest
          from general_maintenances g where g.company_id = v.company_id and g.vehicle_id = v.id) as general
      cross join lateral (
        select sum(m.cost) as cost, min(m.mileage) filter (where not m.flagged) as lowest, max(m.mileage) filter (where not m.flagged) as highest
          from mandatory_maintenances m where m.company_id = v.company_id and m.vehicle_id = v.id) as mandatory`);
  return new Map(
    rows.map((row) => {
      const spans: Partial<Record<EnergyUnit, FillSpan>> = {};
      for (const span of row.spans) if (ENERGY_UNITS.includes(span.unit)) spans[span.unit] = { quantity: span.quantity, km: span.km };
      return [row.vehicle_id, { consumption: consumptionFrom(spans), cost_per_km: costPerKm(row) }];
    }),
  );
}

/** The rows with their consumption and cost per km, in their order. */
export async function withEconomy<Row extends { id: string; company_id: string }>(
  db: Executor,
  rows: Row[],
): Promise<Array<Row & VehicleEconomy>> {
  const economy = await economyOf(db, rows);
  return rows.map((row) => ({ ...row, ...(economy.get(row.id) ?? { consumption: consumptionFrom({}), cost_per_km: null }) }));
}

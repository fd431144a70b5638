import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages } from '../../contract/messages';
import type { Actor } from '../actor';
import type { Executor } from '../db/client';
import { allOf, idIn, matchesSearch, orderBy } from '../db/lists';
import { employees, vehicles } from '../db/schema';
import { vehicleCandidates } from '../db/search';
import { notFound } from '../errors';
import { inCompany, vehicleVisible } from '../scope/scope';
import type { VehicleRecordFilters, VehicleRecordKind } from './vehicle-record-kind';

/*
 * The pieces of SQL a kind of vehicle record is read with, by its lists (vehicle-record-lists.ts)
 * and its writes (vehicle-record-writes.ts) alike: which records the caller sees, a row as the API
 * answers it (with the vehicle's plate and the creator's name), the list's conditions and order.
 */

export type RecordQueries<Row, Filters extends VehicleRecordFilters, Input extends { vehicle_id: string }> = ReturnType<
  typeof recordQueries<Row, Filters, Input>
>;

export function recordQueries<Row, Filters extends VehicleRecordFilters, Input extends { vehicle_id: string }>(
  kind: VehicleRecordKind<Filters, Input>,
) {
  const { table } = kind;
  const missing = () => notFound(messages.notFound(kind.entity));
  const columns = {
    ...kind.columns,
    vehicle_id: table.vehicleId,
    vehicle_license_plate: vehicles.licensePlate,
    company_id: table.companyId,
    created_by: table.createdBy,
    created_by_username: employees.username,
  };
  const visible = (actor: Actor, branchId?: string) => vehicleVisible(actor, table.vehicleId, table.companyId, branchId);
  const withVehicle = sql`${vehicles.companyId} = ${table.companyId} and ${vehicles.id} = ${table.vehicleId}`;
  const selectRows = (db: Executor) =>
    db.select(columns).from(table).innerJoin(vehicles, withVehicle).leftJoin(employees, eq(employees.id, table.createdBy));

  /** `q` in the record's own text (through its trigram index) or the vehicle's plate (through the vehicles'). */
  function search(actor: Actor, q: string | undefined, byIndex: boolean): SQL | undefined {
    if (!q) return undefined;
    const plateMatch = 'plate_match';
    const plates = alias(vehicles, plateMatch);
    const own = matchesSearch(q, kind.searchText, byIndex ? kind.candidates(table.id) : undefined)!;
    const also = kind.searchAlso?.(q);
    return sql`(${own}
      ${also ? sql`or ${also}` : sql``}
      or ${table.vehicleId} = any(array(
        select ${plates.id} from ${vehicles} as ${sql.identifier(plateMatch)}
         where ${allOf(inCompany(actor, plates.companyId), matchesSearch(q, [sql`${plates.licensePlate}`], vehicleCandidates(plates.id)))})))`;
  }

  /** `byIndex`: a search's candidates come from the trigram index; without it the date order filters them. */
  const conditions = (actor: Actor, query: Filters, byIndex = true) =>
    allOf(
      visible(actor, query.branchId),
      search(actor, query.q, byIndex),
      idIn(sql`${table.id}`, query.ids),
      query.vehicleId ? eq(table.vehicleId, query.vehicleId) : undefined,
      ...kind.filters(query),
      query.dateFrom ? sql`${kind.day} >= ${query.dateFrom}` : undefined,
      query.dateTo ? sql`${kind.day} <= ${query.dateTo}` : undefined,
    );
  const order = (query: Filters) => orderBy(kind.sortable[query.sort ?? kind.defaultSort]!, query.order, sql`${table.id}`);

  async function find(db: Executor, actor: Actor, id: string): Promise<Row> {
    const [row] = await selectRows(db).where(allOf(eq(table.id, id), visible(actor)));
    if (!row) throw missing();
    return row as Row;
  }

  return { columns, missing, visible, withVehicle, selectRows, conditions, order, find };
}

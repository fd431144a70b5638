import { recordLists } from './vehicle-record-lists';
import type { VehicleRecordFilters, VehicleRecordKind } from './vehicle-record-kind';
import { recordQueries } from './vehicle-record-queries';
import { recordWrites } from './vehicle-record-writes';

/*
 * A vehicle's records: maintenance records of both kinds and fuel entries, each a dated piece of work
 * on a vehicle that carries its odometer reading. A record is visible exactly when its vehicle is, and
 * its own vehicle and company columns say so (scope.ts reads the vehicles' branch links), so a list
 * needs the vehicle only for its plate; lists are searched through the trigram indexes, paged by ids
 * first, and counted from the monthly sums the database keeps when nothing narrows them. A record goes
 * only on an active vehicle the caller sees, and saving, correcting or deleting one keeps its vehicle
 * current in the same transaction, its reading judged as any (server/health/record-reading.ts). One
 * module for every kind, so that each kind (server/routes/maintenance/records.ts, fuel-entries/repository.ts)
 * says only what is its own.
 *
 * What a kind says of itself is vehicle-record-kind.ts; the SQL every part reads records with is
 * vehicle-record-queries.ts, the lists vehicle-record-lists.ts, the writes vehicle-record-writes.ts.
 */

export type { VehicleRecordFilters } from './vehicle-record-kind';

/** A kind's list, find, export, add, correct and delete, written once for every kind. */
export function vehicleRecords<Row, Filters extends VehicleRecordFilters, Input extends { vehicle_id: string }>(
  kind: VehicleRecordKind<Filters, Input>,
) {
  const queries = recordQueries<Row, Filters, Input>(kind);
  const lists = recordLists(kind, queries);
  const writes = recordWrites(kind, queries);
  return { list: lists.list, find: queries.find, listForExport: lists.listForExport, ...writes };
}

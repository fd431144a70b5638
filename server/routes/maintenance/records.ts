import { sql } from 'drizzle-orm';
import type { MaintenanceDateField } from '../../../contract/schemas/maintenance';
import { MANDATORY_SERVICE_TYPES } from '../../../contract/mandatory-service-types';
import { messages, type NotFoundName } from '../../../contract/messages';
import { vehicles, type generalMaintenances, type mandatoryMaintenances } from '../../db/schema';
import { generalMaintenanceCandidates, mandatoryMaintenanceCandidates } from '../../db/search';
import type { RecordedWork } from '../../health/vehicle-advances';
import { vehicleRecords, type VehicleRecordFilters } from '../vehicle-records';

/**
 * General and mandatory maintenance are one kind of record: a dated piece of work on a vehicle, with
 * cost and odometer reading. They differ only in table, date column, service type and name, so both
 * resources are this one module, configured by a MaintenanceKind; what every record of a vehicle
 * shares (visibility, lists, the vehicle kept current) is server/routes/vehicle-records.ts.
 */

type MaintenanceTable = typeof generalMaintenances | typeof mandatoryMaintenances;

export interface MaintenanceKind<Field extends MaintenanceDateField> {
  table: MaintenanceTable;
  /** As the 404 names it: `General maintenance not found`. */
  entity: NotFoundName;
  /** The kind's date: its API field, its property on the drizzle table, and its column. */
  date: {
    field: Field;
    key: 'serviceDate' | 'finishedOn';
    column: typeof generalMaintenances.serviceDate | typeof mandatoryMaintenances.finishedOn;
  };
  /** Mandatory records advance the legislation control or the service; general ones only the mileage. */
  mandatory: boolean;
}

/** What both input schemas hold; each adds its date under its own field name. */
export interface RecordInput {
  service_type: string;
  cost: number;
  mileage: number;
  notes: string | null;
  vehicle_id: string;
}

/** A list's filters and order; the CSV export takes them without the paging. */
export interface RecordFilters extends VehicleRecordFilters {
  service_type?: string;
}

/** The stored columns of a record's input; its company is always its vehicle's. */
export function recordValues<Field extends MaintenanceDateField>(
  kind: MaintenanceKind<Field>,
  input: RecordInput & Record<Field, string>,
  companyId: string,
) {
  return {
    companyId,
    vehicleId: input.vehicle_id,
    serviceType: input.service_type,
    [kind.date.key]: input[kind.date.field],
    cost: input.cost,
    mileage: input.mileage,
    notes: input.notes,
  } as unknown as MaintenanceTable['$inferInsert'];
}

/** What a record tells about its vehicle (server/health/vehicle-advances.ts). */
export function recordedWork<Field extends MaintenanceDateField>(
  kind: MaintenanceKind<Field>,
  input: RecordInput & Record<Field, string>,
): RecordedWork {
  return {
    mandatoryType: kind.mandatory ? (input.service_type as RecordedWork['mandatoryType']) : undefined,
    date: input[kind.date.field],
    mileage: input.mileage,
  };
}

export function maintenanceRecords<Row, Field extends MaintenanceDateField, Input extends RecordInput & Record<Field, string>>(
  kind: MaintenanceKind<Field>,
) {
  const { table, date } = kind;
  const records = vehicleRecords<Row, RecordFilters, Input>({
    table,
    entity: kind.entity,
    notActive: messages.noActiveVehicle,
    values: (input, companyId) => recordValues(kind, input, companyId),
    work: (input) => recordedWork(kind, input),
    reading: table.mileage,
    dayField: date.field,
    columns: {
      id: table.id,
      service_type: table.serviceType,
      [date.field]: date.column,
      cost: table.cost,
      mileage: table.mileage,
      flagged: table.flagged,
      notes: table.notes,
      work_order_id: table.workOrderId,
      version: table.version,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
    },
    sortable: {
      service_type: { column: sql`lower(${table.serviceType}::text)` },
      [date.field]: { column: sql`${date.column}` },
      cost: { column: sql`${table.cost}` },
      mileage: { column: sql`${table.mileage}` },
      vehicle_license_plate: { column: sql`${vehicles.licensePlate}` },
      createdAt: { column: sql`${table.createdAt}` },
      updatedAt: { column: sql`${table.updatedAt}` },
    },
    defaultSort: date.field,
    day: date.column,
    // A mandatory record's type is an enum, matched by its name; a general one's is free text.
    searchText: kind.mandatory ? [sql`coalesce(${table.notes}, '')`] : [sql`${table.serviceType}`, sql`coalesce(${table.notes}, '')`],
    candidates: kind.mandatory ? mandatoryMaintenanceCandidates : generalMaintenanceCandidates,
    searchAlso: (q) => {
      const types = kind.mandatory ? MANDATORY_SERVICE_TYPES.filter((type) => type.toLowerCase().includes(q.toLowerCase())) : [];
      return types.length ? sql`${table.serviceType} = any(${`{${types.join(',')}}`}::mandatory_service_type[])` : undefined;
    },
    // Free text (general) compares case-insensitively; the mandatory enum matches either way.
    filters: (query) => [query.service_type ? sql`lower(${table.serviceType}::text) = lower(${query.service_type})` : undefined],
    narrowed: (query) => query.service_type !== undefined,
    counted: kind.mandatory ? 'mandatoryRecords' : 'generalRecords',
  });
  return { kind, ...records };
}

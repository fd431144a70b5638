import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  doublePrecision,
  type AnyPgColumn,
  type PgTableExtraConfigValue,
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../contract/roles';
import { VEHICLE_TYPES } from '../../contract/vehicle-types';
import { MANDATORY_SERVICE_TYPES } from '../../contract/mandatory-service-types';
import { DEFAULT_DUE_THRESHOLDS, MAX_DUE_SOON_DAYS, MAX_DUE_SOON_KM } from '../../contract/due-rules';
import { DEFAULT_SEND_HOUR, DEFAULT_TIME_ZONE } from '../../contract/time-zones';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES, REMINDER_ITEMS, REMINDER_STATUSES } from '../../contract/schemas/notification';
import { LANGUAGES } from '../../contract/languages';
import { DOCUMENT_KINDS } from '../../contract/document-kinds';
import { ENERGY_UNITS } from '../../contract/fuel';
import { INSPECTION_FREQUENCIES, ISSUE_PRIORITIES, ISSUE_SOURCES, ISSUE_STATUSES } from '../../contract/inspections';
import { WORK_ORDER_LINE_KINDS, WORK_ORDER_PRIORITIES, WORK_ORDER_RECORD_KINDS, WORK_ORDER_STATUSES } from '../../contract/work-orders';
import type { FormSectionRow } from '../../contract/schemas/inspection-form';
import type { ItemResultRow } from '../../contract/schemas/inspection';
import { HISTORY_ACTIONS, HISTORY_SOURCES, MAX_HISTORY_RETENTION_DAYS, MIN_HISTORY_RETENTION_DAYS } from '../../contract/history';
import { asIsoTimestamp } from './timestamps';

/*
 * Scale-out rule (docs/scaling.md, The company rule (ready for Citus)): every tenant table carries company_id, every unique key and every
 * foreign key between tenant tables includes it, and indexes lead with it. That lets Citus distribute
 * the schema by company. The exceptions are platform-wide by nature and are listed in docs/scaling.md:
 * sign-in names (username, email) are unique across the platform, superadmins belong to no company,
 * and created_by points at whoever created a row, who may be a superadmin.
 */

export const roleEnum = pgEnum('employee_role', ROLES);
export const vehicleTypeEnum = pgEnum('vehicle_type', VEHICLE_TYPES);
export const mandatoryServiceTypeEnum = pgEnum('mandatory_service_type', MANDATORY_SERVICE_TYPES);
export const documentKindEnum = pgEnum('document_kind', DOCUMENT_KINDS);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** `months` calendar months after `day`, as contract/due-rules.ts addMonths counts them; none for an interval of 0. */
const monthsAfter = (day: string, months: string) =>
  sql.raw(`case when ${months} > 0 then (${day} + make_interval(months => ${months}))::date end`);
const NEXT_LEGISLATION_CONTROL = monthsAfter('last_legislation_control', 'legislation_control_interval');
const NEXT_SERVICE_DATE = monthsAfter('last_service_date', 'mandatory_service_interval');

/**
 * What a search (`q`) looks in, one text per row for the trigram indexes. The lists still test each
 * column on its own (a fragment must sit inside one of them); this text only finds the candidates,
 * through the functions of migration 0008 (server/db/search.ts), which hold these very expressions:
 * a change here is a change there too, or PostgreSQL would not use the indexes.
 */
export const vehicleSearchText = (t: { licensePlate: SQLWrapper; model: SQLWrapper; notes: SQLWrapper }) =>
  sql`${t.licensePlate} || ' ' || ${t.model} || ' ' || coalesce(${t.notes}, '')`;
export const generalMaintenanceSearchText = (t: { serviceType: SQLWrapper; notes: SQLWrapper }) =>
  sql`${t.serviceType} || ' ' || coalesce(${t.notes}, '')`;
/** Mandatory service types are an enum, which an index cannot turn into text; only the notes. */
export const mandatoryMaintenanceSearchText = (t: { notes: SQLWrapper }) => sql`coalesce(${t.notes}, '')`;
/** A fuel entry's station and notes (its unit and numbers are no words to search). */
export const fuelEntrySearchText = (t: { station: SQLWrapper; notes: SQLWrapper }) =>
  sql`coalesce(${t.station}, '') || ' ' || coalesce(${t.notes}, '')`;

/** timestamptz read as ISO 8601 (what the API promises), not PostgreSQL's own text form. */
const isoTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: asIsoTimestamp,
});

const id = () => uuid('id').primaryKey().defaultRandom();
const stamp = (name: string) =>
  isoTimestamp(name)
    .notNull()
    .default(sql`now()`);
const timestamps = () => ({ createdAt: stamp('created_at'), updatedAt: stamp('updated_at') });
/**
 * What an edit was based on (docs/product.md, Edits that collide): every change to the row raises it, by
 * a trigger (migration 0005), whoever makes the change; an update that names an older one is refused.
 */
const version = () => ({ version: integer('version').notNull().default(1) });
const day = (name: string) => date(name, { mode: 'string' });

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    address: text('address'),
    logoId: uuid('logo_id'),
    // What "due soon" means for this company's vehicles (docs/product.md, Fleet health).
    dueSoonDays: integer('due_soon_days').notNull().default(DEFAULT_DUE_THRESHOLDS.due_soon_days),
    dueSoonKm: integer('due_soon_km').notNull().default(DEFAULT_DUE_THRESHOLDS.due_soon_km),
    // The company's days and reminder hour are local ones (docs/reminders.md, A company's today).
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    sendHour: smallint('send_hour').notNull().default(DEFAULT_SEND_HOUR),
    // How many days of history the company keeps (docs/history.md, Kept safe); null: forever.
    historyRetentionDays: integer('history_retention_days'),
    ...version(),
    ...timestamps(),
  },
  (t): PgTableExtraConfigValue[] => [
    uniqueIndex('companies_name_key').on(sql`lower(${t.name})`),
    check(
      'companies_due_soon_range',
      sql`${t.dueSoonDays} between 0 and ${sql.raw(String(MAX_DUE_SOON_DAYS))} and ${t.dueSoonKm} between 0 and ${sql.raw(String(MAX_DUE_SOON_KM))}`,
    ),
    check('companies_send_hour_range', sql`${t.sendHour} between 0 and 23`),
    check(
      'companies_history_retention_range',
      sql`${t.historyRetentionDays} between ${sql.raw(String(MIN_HISTORY_RETENTION_DAYS))} and ${sql.raw(String(MAX_HISTORY_RETENTION_DAYS))}`,
    ),
    foreignKey({ name: 'companies_logo_fk', columns: [t.id, t.logoId], foreignColumns: [logoFiles.companyId, logoFiles.id] }),
  ],
);

/** Uploaded logos live in PostgreSQL so that every instance serves them (no shared disk). */
export const logoFiles = pgTable(
  'logo_files',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [unique('logo_files_company_id_id_key').on(t.companyId, t.id)],
);

export const branches = pgTable(
  'branches',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    logoId: uuid('logo_id'),
    ...version(),
    ...timestamps(),
  },
  (t) => [
    unique('branches_company_id_id_key').on(t.companyId, t.id),
    uniqueIndex('branches_company_id_name_key').on(t.companyId, sql`lower(${t.name})`),
    foreignKey({ name: 'branches_logo_fk', columns: [t.companyId, t.logoId], foreignColumns: [logoFiles.companyId, logoFiles.id] }),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: id(),
    // Null only for superadmins, who run the platform rather than a company.
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    username: text('username').notNull(),
    // Null until the employee accepts the invitation and sets a password.
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    position: text('position'),
    role: roleEnum('role').notNull(),
    createdBy: uuid('created_by'),
    /** The earliest expiry among the employee's driving licences, kept by the documents' triggers. */
    licenceExpiresOn: day('licence_expires_on'),
    ...version(),
    ...timestamps(),
  },
  (t) => [
    unique('employees_company_id_id_key').on(t.companyId, t.id),
    uniqueIndex('employees_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('employees_email_key').on(sql`lower(${t.email})`),
    index('employees_company_id_idx').on(t.companyId, t.createdAt),
    // The employees screen's order (by last name); other orders sort the company's employees.
    index('employees_last_name_idx').on(t.companyId, sql`lower(${t.lastName})`, t.id),
    foreignKey({ name: 'employees_created_by_fk', columns: [t.createdBy], foreignColumns: [t.id] }).onDelete('set null'),
    check('employees_company_by_role', sql`(${t.role} = 'superadmin') = (${t.companyId} is null)`),
  ],
);

export const employeeBranches = pgTable(
  'employee_branches',
  {
    companyId: uuid('company_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    branchId: uuid('branch_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'employee_branches_pkey', columns: [t.companyId, t.employeeId, t.branchId] }),
    index('employee_branches_branch_idx').on(t.companyId, t.branchId),
    foreignKey({
      name: 'employee_branches_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'employee_branches_branch_fk',
      columns: [t.companyId, t.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }).onDelete('restrict'),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    licensePlate: text('license_plate').notNull(),
    model: text('model').notNull(),
    mileage: integer('mileage').notNull(),
    /**
     * The mileage the vehicle's own form (or its import) last set, and the day it did: the least the
     * mileage goes back to when the reading that moved it is deleted, corrected or flagged, and the
     * reading a vehicle without any is judged from (docs/fleet-health.md, The meter log). Null for
     * rows written around the app (the bench's SQL): then 0, and no day.
     */
    enteredMileage: integer('entered_mileage'),
    enteredMileageOn: day('entered_mileage_on'),
    type: vehicleTypeEnum('type').notNull(),
    lastLegislationControl: day('last_legislation_control').notNull(),
    legislationControlInterval: integer('legislation_control_interval').notNull(),
    lastServiceDate: day('last_service_date').notNull(),
    // The odometer at the last mandatory service, from which the km interval counts; null: not known.
    lastServiceMileage: integer('last_service_mileage'),
    mandatoryServiceInterval: integer('mandatory_service_interval').notNull(),
    mandatoryServiceIntervalKm: integer('mandatory_service_interval_km').notNull(),
    notes: text('notes'),
    // Deleting a vehicle archives it: its maintenance history stays (docs/product.md, Archive and restore).
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    /**
     * The short code its QR label carries, `<PUBLIC_URL>/v/<code>` (docs/yard.md): 16 hex characters
     * drawn from a random UUID, 64 bits no one guesses, set by PostgreSQL for every new row, the bench's
     * SQL included. It opens nothing by itself: the address still needs a session with the vehicle in scope.
     */
    code: text('code')
      .notNull()
      .default(sql`substr(md5(gen_random_uuid()::text), 1, 16)`),
    ...version(),
    ...timestamps(),
    // When the next legislation control and service fall due (contract/due-rules.ts), kept by PostgreSQL
    // as the vehicle changes, so that filters, sorts and the overview read an index instead of working
    // them out for every vehicle. tests/api/due-sql.test.ts holds them to the contract's cases.
    nextLegislationControl: day('next_legislation_control').generatedAlwaysAs(NEXT_LEGISLATION_CONTROL),
    nextServiceDate: day('next_service_date').generatedAlwaysAs(NEXT_SERVICE_DATE),
    nextServiceKm: integer('next_service_km').generatedAlwaysAs(
      sql`case when mandatory_service_interval_km > 0 then last_service_mileage + mandatory_service_interval_km end`,
    ),
    /** km until the service falls due by the odometer: below 0 it is overdue. */
    serviceKmLeft: integer('service_km_left').generatedAlwaysAs(
      sql`case when mandatory_service_interval_km > 0 then last_service_mileage + mandatory_service_interval_km - mileage end`,
    ),
    /** The earliest of the next dates and the first document's expiry (least() skips a missing one). */
    nextDueDate: day('next_due_date').generatedAlwaysAs(sql`least(${NEXT_LEGISLATION_CONTROL}, ${NEXT_SERVICE_DATE}, documents_expire_on)`),
    // The km forecast (contract/km-forecast.ts): the pace of its readings in the meter log and the
    // latest reading, kept by refresh_km_forecast (migrations 0014, 0017) as they change; null without
    // enough readings. Changing them is no edit of the vehicle: its version stays.
    kmPerDay: doublePrecision('km_per_day'),
    kmReadOn: day('km_read_on'),
    kmReadKm: integer('km_read_km'),
    /**
     * The day the next service by km is likely to fall due at that pace. Not indexed, on purpose: a new
     * record changes the pace, and without an index on what changes that update of the vehicle is a
     * HOT one (no index, the plate search's trigram index included, is written again).
     */
    /**
     * What the vehicle has run before its current odometer was fitted (docs/fleet-health.md, The meter
     * log): its mileage is the odometer's reading plus this. 0 until a meter replacement is recorded.
     */
    meterOffset: integer('meter_offset').notNull().default(0),
    /** The earliest expiry among the vehicle's documents, kept by the documents' triggers; null without one. */
    documentsExpireOn: day('documents_expire_on'),
    /**
     * Its open issues (open or in progress) and the critical ones among them (docs/inspections.md),
     * kept by the issues' triggers (server/db/functions/issue-counts.sql); no edit of the vehicle. With
     * an open critical issue the vehicle is out of service.
     */
    openIssues: integer('open_issues').notNull().default(0),
    openCriticalIssues: integer('open_critical_issues').notNull().default(0),
    serviceKmForecast: day('service_km_forecast').generatedAlwaysAs(
      sql`case when km_per_day > 0 and mandatory_service_interval_km > 0 and last_service_mileage is not null
               then km_read_on + greatest(0, ceil((last_service_mileage + mandatory_service_interval_km - km_read_km) / km_per_day))::integer end`,
    ),
  },
  (t) => [
    unique('vehicles_company_id_id_key').on(t.companyId, t.id),
    // A label's code finds its vehicle across the platform, before the company is known.
    uniqueIndex('vehicles_code_key').on(t.code),
    // One active vehicle per plate in a company; an archived one may share its plate with its successor.
    uniqueIndex('vehicles_company_id_plate_key')
      .on(t.companyId, sql`upper(${t.licensePlate})`)
      .where(sql`${t.isActive}`),
    // The lists' orders: every index leads with the company and whether the vehicle is archived, and ends
    // with the id that breaks ties, so that a page is read in order from the index and counted from it.
    index('vehicles_company_id_idx').on(t.companyId, t.isActive, t.createdAt, t.id),
    index('vehicles_plate_idx').on(t.companyId, t.isActive, t.licensePlate, t.id),
    index('vehicles_next_due_idx').on(t.companyId, t.isActive, t.nextDueDate, t.id),
    index('vehicles_next_legislation_idx').on(t.companyId, t.isActive, t.nextLegislationControl, t.id),
    index('vehicles_next_service_idx').on(t.companyId, t.isActive, t.nextServiceDate, t.id),
    index('vehicles_service_km_left_idx').on(t.companyId, t.isActive, t.serviceKmLeft),
    // Out of service (an open critical issue, docs/inspections.md): few, found by plate for the overview and
    // the inService=false filter. Only a change of the critical count writes it: other updates stay HOT.
    index('vehicles_out_of_service_idx')
      .on(t.companyId, t.isActive, t.licensePlate, t.id)
      .where(sql`${t.openCriticalIssues} > 0`),
    // `q` finds a fragment anywhere in the plate, model or notes: trigrams, within the company (btree_gin).
    index('vehicles_search_idx').using('gin', t.companyId, sql`(${vehicleSearchText(t)}) gin_trgm_ops`),
    check(
      'vehicles_numbers_not_negative',
      sql`${t.mileage} >= 0 and ${t.legislationControlInterval} >= 0 and ${t.mandatoryServiceInterval} >= 0 and ${t.mandatoryServiceIntervalKm} >= 0`,
    ),
    // The service mark is a reading the vehicle has passed: never above its mileage.
    check('vehicles_service_mileage_range', sql`${t.lastServiceMileage} between 0 and ${t.mileage}`),
  ],
);

export const vehicleBranches = pgTable(
  'vehicle_branches',
  {
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    branchId: uuid('branch_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'vehicle_branches_pkey', columns: [t.companyId, t.vehicleId, t.branchId] }),
    index('vehicle_branches_branch_idx').on(t.companyId, t.branchId),
    foreignKey({
      name: 'vehicle_branches_vehicle_fk',
      columns: [t.companyId, t.vehicleId],
      foreignColumns: [vehicles.companyId, vehicles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'vehicle_branches_branch_fk',
      columns: [t.companyId, t.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }).onDelete('restrict'),
  ],
);

const maintenanceColumns = () => ({
  id: id(),
  companyId: uuid('company_id').notNull(),
  vehicleId: uuid('vehicle_id').notNull(),
  cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  mileage: integer('mileage').notNull(),
  /** The reading implies an impossible pace (contract/meter-log.ts): it waits for review and moves nothing. */
  flagged: boolean('flagged').notNull().default(false),
  notes: text('notes'),
  createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
  /** The work order whose completion wrote this record (docs/work-orders.md); it answers for the cost. */
  workOrderId: uuid('work_order_id'),
  ...version(),
  ...timestamps(),
});

export const generalMaintenances = pgTable(
  'general_maintenances',
  {
    ...maintenanceColumns(),
    serviceType: text('service_type').notNull(),
    serviceDate: day('service_date').notNull(),
  },
  (t) => [
    unique('general_maintenances_company_id_id_key').on(t.companyId, t.id),
    index('general_maintenances_vehicle_idx').on(t.companyId, t.vehicleId, t.serviceDate),
    index('general_maintenances_date_idx').on(t.companyId, t.serviceDate, t.id),
    // The readings waiting for review, across the company (the meter log's `flagged=true`): a few rows.
    index('general_maintenances_flagged_idx')
      .on(t.companyId, t.serviceDate, t.id)
      .where(sql`${t.flagged}`),
    index('general_maintenances_search_idx').using('gin', t.companyId, sql`(${generalMaintenanceSearchText(t)}) gin_trgm_ops`),
    foreignKey({
      name: 'general_maintenances_vehicle_fk',
      columns: [t.companyId, t.vehicleId],
      foreignColumns: [vehicles.companyId, vehicles.id],
    }).onDelete('restrict'),
    check('general_maintenances_numbers_not_negative', sql`${t.cost} >= 0 and ${t.mileage} >= 0`),
    // One record per work order; the work order cannot go while its record stands (it is the record's cost).
    uniqueIndex('general_maintenances_work_order_key')
      .on(t.companyId, t.workOrderId)
      .where(sql`${t.workOrderId} is not null`),
    foreignKey({
      name: 'general_maintenances_work_order_fk',
      columns: [t.companyId, t.workOrderId],
      foreignColumns: [workOrders.companyId, workOrders.id],
    }).onDelete('restrict'),
  ],
);

export const mandatoryMaintenances = pgTable(
  'mandatory_maintenances',
  {
    ...maintenanceColumns(),
    serviceType: mandatoryServiceTypeEnum('service_type').notNull(),
    finishedOn: day('finished_on').notNull(),
  },
  (t) => [
    unique('mandatory_maintenances_company_id_id_key').on(t.companyId, t.id),
    index('mandatory_maintenances_vehicle_idx').on(t.companyId, t.vehicleId, t.finishedOn),
    index('mandatory_maintenances_date_idx').on(t.companyId, t.finishedOn, t.id),
    index('mandatory_maintenances_flagged_idx')
      .on(t.companyId, t.finishedOn, t.id)
      .where(sql`${t.flagged}`),
    index('mandatory_maintenances_search_idx').using('gin', t.companyId, sql`(${mandatoryMaintenanceSearchText(t)}) gin_trgm_ops`),
    foreignKey({
      name: 'mandatory_maintenances_vehicle_fk',
      columns: [t.companyId, t.vehicleId],
      foreignColumns: [vehicles.companyId, vehicles.id],
    }).onDelete('restrict'),
    check('mandatory_maintenances_numbers_not_negative', sql`${t.cost} >= 0 and ${t.mileage} >= 0`),
    // One record per work order; the work order cannot go while its record stands (it is the record's cost).
    uniqueIndex('mandatory_maintenances_work_order_key')
      .on(t.companyId, t.workOrderId)
      .where(sql`${t.workOrderId} is not null`),
    foreignKey({
      name: 'mandatory_maintenances_work_order_fk',
      columns: [t.companyId, t.workOrderId],
      foreignColumns: [workOrders.companyId, workOrders.id],
    }).onDelete('restrict'),
  ],
);

/**
 * A document of a vehicle or of an employee (docs/product.md, Documents): an insurance policy, a driving
 * licence. It belongs to exactly one of them and is visible with it; an expiry date makes it an item of
 * the due rules.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id'),
    employeeId: uuid('employee_id'),
    kind: documentKindEnum('kind').notNull(),
    number: text('number'),
    issuer: text('issuer'),
    issuedOn: day('issued_on'),
    expiresOn: day('expires_on'),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }),
    /** A driving licence's categories (contract/document-kinds.ts); empty for every other kind. */
    licenceCategories: text('licence_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    ...version(),
    ...timestamps(),
  },
  (t) => [
    unique('documents_company_id_id_key').on(t.companyId, t.id),
    index('documents_company_idx').on(t.companyId, t.createdAt, t.id),
    index('documents_expiry_idx').on(t.companyId, t.expiresOn, t.id),
    index('documents_vehicle_idx').on(t.companyId, t.vehicleId, t.expiresOn),
    index('documents_employee_idx').on(t.companyId, t.employeeId, t.expiresOn),
    foreignKey({
      name: 'documents_vehicle_fk',
      columns: [t.companyId, t.vehicleId],
      foreignColumns: [vehicles.companyId, vehicles.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'documents_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    check('documents_one_subject', sql`(${t.vehicleId} is null) <> (${t.employeeId} is null)`),
    check('documents_cost_not_negative', sql`${t.cost} >= 0`),
  ],
);

/** A document's scans and photos, kept in PostgreSQL as the logos are, so that every instance serves them. */
export const documentAttachments = pgTable(
  'document_attachments',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    documentId: uuid('document_id').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('document_attachments_document_idx').on(t.companyId, t.documentId, t.createdAt),
    foreignKey({
      name: 'document_attachments_document_fk',
      columns: [t.companyId, t.documentId],
      foreignColumns: [documents.companyId, documents.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A work order's invoices and photos (docs/work-orders.md), kept and checked as a document's
 * attachments are; they go with their work order.
 */
export const workOrderAttachments = pgTable(
  'work_order_attachments',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    workOrderId: uuid('work_order_id').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('work_order_attachments_order_idx').on(t.companyId, t.workOrderId, t.createdAt),
    foreignKey({
      name: 'work_order_attachments_work_order_fk',
      columns: [t.companyId, t.workOrderId],
      foreignColumns: [workOrders.companyId, workOrders.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Odometer readings of their own (docs/fleet-health.md, The meter log): typed in or imported. The meter
 * log shows them beside the readings of maintenance records and fuel entries. `km` is what the odometer
 * showed; `total_km` the vehicle's mileage at the time, `km` plus the meter offset. A replacement starts
 * a new offset.
 */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    readOn: day('read_on').notNull(),
    km: integer('km').notNull(),
    totalKm: integer('total_km').notNull(),
    engineHours: numeric('engine_hours', { precision: 10, scale: 1, mode: 'number' }),
    source: text('source', { enum: ['manual', 'import'] })
      .notNull()
      .default('manual'),
    replacement: boolean('replacement').notNull().default(false),
    /** Implies an impossible pace since the reading before (contract/meter.ts): for someone to check. */
    flagged: boolean('flagged').notNull().default(false),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    ...version(),
    ...timestamps(),
  },
  (t) => [
    unique('meter_readings_company_id_id_key').on(t.companyId, t.id),
    index('meter_readings_vehicle_idx').on(t.companyId, t.vehicleId, t.readOn, t.id),
    // The meter log across the company reads the day order from here, as the other sources' date indexes.
    index('meter_readings_date_idx').on(t.companyId, t.readOn, t.id),
    index('meter_readings_flagged_idx')
      .on(t.companyId, t.readOn, t.id)
      .where(sql`${t.flagged}`),
    // The offset on a day is the latest replacement's before it (docs/fleet-health.md, The meter log).
    index('meter_readings_replacement_idx')
      .on(t.companyId, t.vehicleId, t.readOn)
      .where(sql`${t.replacement}`),
    foreignKey({
      name: 'meter_readings_vehicle_fk',
      columns: [t.companyId, t.vehicleId],
      foreignColumns: [vehicles.companyId, vehicles.id],
    }).onDelete('restrict'),
    check('meter_readings_numbers_not_negative', sql`${t.km} >= 0 and ${t.totalKm} >= 0 and ${t.engineHours} >= 0`),
  ],
);

/** A filling or a charge (docs/product.md, Fuel and energy). */
export const fuelEntries = pgTable(
  'fuel_entries',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    filledOn: day('filled_on').notNull(),
    /** Litres or kWh, as `unit` says. */
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit', { enum: ENERGY_UNITS }).notNull(),
    adblueLitres: numeric('adblue_litres', { precision: 10, scale: 2, mode: 'number' }),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The vehicle's mileage at the filling. */
    odometer: integer('odometer').notNull(),
    /** A full tank (or charge): consumption is counted between full ones. */
    full: boolean('full').notNull().default(true),
    /** The odometer implies an impossible pace (contract/meter-log.ts): it waits for review and moves nothing. */
    flagged: boolean('flagged').notNull().default(false),
    station: text('station'),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    ...version(),
    ...timestamps(),
  },
  (t) => [
    unique('fuel_entries_company_id_id_key').on(t.companyId, t.id),
    index('fuel_entries_vehicle_idx').on(t.companyId, t.vehicleId, t.filledOn, t.odometer),
    index('fuel_entries_date_idx').on(t.companyId, t.filledOn, t.id),
    index('fuel_entries_flagged_idx')
      .on(t.companyId, t.filledOn, t.id)
      .where(sql`${t.flagged}`),
    index('fuel_entries_search_idx').using('gin', t.companyId, sql`(${fuelEntrySearchText(t)}) gin_trgm_ops`),
    foreignKey({
      name: 'fuel_entries_vehicle_fk',
      columns: [t.companyId, t.vehicleId],
      foreignColumns: [vehicles.companyId, vehicles.id],
    }).onDelete('restrict'),
    check('fuel_entries_numbers', sql`${t.quantity} > 0 and ${t.cost} >= 0 and ${t.odometer} >= 0 and coalesce(${t.adblueLitres}, 0) >= 0`),
  ],
);

/*
 * Maintenance and fuel costs and counts, summed as records are written: by triggers on both
 * maintenance tables (migration 0002) and on the fuel entries (migration 0018), in the same
 * transaction as the record, so that the overview and the lists' totals read a few rows instead of
 * every record. Nothing else writes them.
 */
const monthlySums = () => ({
  month: day('month').notNull(),
  generalCost: numeric('general_cost', { mode: 'number' }).notNull().default(0),
  mandatoryCost: numeric('mandatory_cost', { mode: 'number' }).notNull().default(0),
  generalRecords: integer('general_records').notNull().default(0),
  mandatoryRecords: integer('mandatory_records').notNull().default(0),
  fuelCost: numeric('fuel_cost', { mode: 'number' }).notNull().default(0),
  fuelEntries: integer('fuel_entries').notNull().default(0),
});

/** Per vehicle and month (the first day of it): for a branch's numbers and to sum up any twelve months. */
export const vehicleMonthlyCosts = pgTable(
  'vehicle_monthly_costs',
  {
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    ...monthlySums(),
  },
  (t) => [
    primaryKey({ name: 'vehicle_monthly_costs_pkey', columns: [t.companyId, t.vehicleId, t.month] }),
    foreignKey({
      name: 'vehicle_monthly_costs_vehicle_fk',
      columns: [t.companyId, t.vehicleId],
      foreignColumns: [vehicles.companyId, vehicles.id],
    }).onDelete('cascade'),
  ],
);

/** Per company and month: the whole company's overview and list totals. */
export const companyMonthlyCosts = pgTable(
  'company_monthly_costs',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...monthlySums(),
  },
  (t) => [primaryKey({ name: 'company_monthly_costs_pkey', columns: [t.companyId, t.month] })],
);

/**
 * Each vehicle's cost over the twelve months the overview shows, so that the costliest ten are the
 * first ten of an index. Which twelve months is kept per company in twelveMonthPeriods: when a new
 * month begins, the first overview sums them again from vehicleMonthlyCosts (the database function
 * `twelve_month_costs_for`).
 */
export const twelveMonthPeriods = pgTable('twelve_month_periods', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** The first day of the period's last month. */
  lastMonth: day('last_month').notNull(),
});

export const twelveMonthCosts = pgTable(
  'twelve_month_costs',
  {
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    generalCost: numeric('general_cost', { mode: 'number' }).notNull().default(0),
    mandatoryCost: numeric('mandatory_cost', { mode: 'number' }).notNull().default(0),
    fuelCost: numeric('fuel_cost', { mode: 'number' }).notNull().default(0),
    /** Maintenance records and fuel entries. */
    records: integer('records').notNull().default(0),
    totalCost: numeric('total_cost', { mode: 'number' }).generatedAlwaysAs(sql`general_cost + mandatory_cost + fuel_cost`),
  },
  (t) => [
    primaryKey({ name: 'twelve_month_costs_pkey', columns: [t.companyId, t.vehicleId] }),
    foreignKey({
      name: 'twelve_month_costs_vehicle_fk',
      columns: [t.companyId, t.vehicleId],
      foreignColumns: [vehicles.companyId, vehicles.id],
    }).onDelete('cascade'),
    index('twelve_month_costs_costliest_idx')
      .on(t.companyId, sql`${t.totalCost} desc`, t.vehicleId)
      .where(sql`${t.records} > 0`),
  ],
);

/**
 * The overview of a company, kept once computed (server/routes/overview/snapshots.ts). Every write to
 * what it shows (vehicles, their branches, maintenance records, fuel entries, the company's thresholds) raises the
 * company's version, by statement triggers in the same transaction (migration 0003); a snapshot
 * answers only for the version and the day it was computed for, so it is never stale.
 */
export const overviewVersions = pgTable('overview_versions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

export const overviewSnapshots = pgTable(
  'overview_snapshots',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Which part of the company: the selected branch and the branches the caller sees. */
    scope: text('scope').notNull(),
    day: day('day').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    overview: jsonb('overview').notNull(),
  },
  (t) => [primaryKey({ name: 'overview_snapshots_pkey', columns: [t.companyId, t.scope] })],
);

/**
 * A session is one sign-in: its refresh tokens (one per rotation) and every access token issued
 * with them carry its id. Ending it (sign-out, a stolen refresh token coming back) ends them all at
 * once; the signed-in check of every request reads it by primary key.
 */
export const sessions = pgTable('sessions', {
  id: id(),
  employeeId: uuid('employee_id')
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' }),
  createdAt: stamp('created_at'),
  revokedAt: isoTimestamp('revoked_at'),
});

/** Opaque refresh tokens, stored as SHA-256 hashes; a family is one session and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The session (sessions.id) this token belongs to. */
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: isoTimestamp('expires_at').notNull(),
    usedAt: isoTimestamp('used_at'),
    revokedAt: isoTimestamp('revoked_at'),
    createdAt: stamp('created_at'),
  },
  (t) => [uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** One-time sign-up links for invited employees (docs/product.md, Invitations and sign-up); stored as SHA-256 hashes. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    companyId: uuid('company_id'),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: isoTimestamp('expires_at').notNull(),
    usedAt: isoTimestamp('used_at'),
    createdAt: stamp('created_at'),
  },
  (t) => [uniqueIndex('invitations_token_hash_key').on(t.tokenHash), index('invitations_employee_idx').on(t.employeeId)],
);

/** Failed sign-ins, kept in PostgreSQL so that throttling holds across instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    subject: text('subject').notNull(),
    failedAt: stamp('failed_at'),
  },
  (t) => [index('login_failures_subject_idx').on(t.subject, t.failedAt)],
);

/*
 * Reminders (docs/reminders.md). A reminder is raised once per change of one item of one vehicle: the
 * item, the due date or reading it is about (a new one after the next service), the status it reached
 * and, while it stays overdue, the week since; an inspection owed once per vehicle, form and day; a
 * new critical issue once. The unique index makes "once" hold however many instances run the check at
 * the same moment: a second insert of the same change does nothing.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    /** The vehicle whose item it is; null for an employee's document. */
    vehicleId: uuid('vehicle_id'),
    /** The document whose expiry it is about (item `document`); null for a vehicle's own items. */
    documentId: uuid('document_id'),
    /** The new critical issue it tells of (item `issue`). */
    issueId: uuid('issue_id'),
    /** The inspection form the vehicle owes today (item `inspection`). */
    formId: uuid('form_id'),
    /** The part a branch holds fewer of than its reorder level (item `reorder`), and that branch. */
    partId: uuid('part_id'),
    branchId: uuid('branch_id'),
    item: text('item', { enum: REMINDER_ITEMS }).notNull(),
    status: text('status', { enum: REMINDER_STATUSES }).notNull(),
    dueDate: day('due_date'),
    dueKm: integer('due_km'),
    /** 0 for the change itself; n for the reminder n weeks after an item became overdue. */
    week: integer('week').notNull().default(0),
    /** The company's own day the check raised it on. */
    raisedOn: day('raised_on').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('reminders_once_key').on(
      sql`coalesce(${t.issueId}, ${t.documentId}, ${t.partId}, ${t.vehicleId})`,
      t.item,
      sql`coalesce(${t.formId}, ${t.branchId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`coalesce(${t.dueDate}, '-infinity'::date)`,
      sql`coalesce(${t.dueKm}, -1)`,
      t.status,
      t.week,
    ),
    index('reminders_company_idx').on(t.companyId, t.createdAt),
    // A deleted issue or form takes its reminders with it: found by these, not by reading every reminder.
    index('reminders_issue_idx')
      .on(t.companyId, t.issueId)
      .where(sql`${t.issueId} is not null`),
    index('reminders_form_idx')
      .on(t.companyId, t.formId)
      .where(sql`${t.formId} is not null`),
    index('reminders_part_idx')
      .on(t.companyId, t.partId)
      .where(sql`${t.partId} is not null`),
    foreignKey({
      name: 'reminders_vehicle_fk',
      columns: [t.companyId, t.vehicleId],
      foreignColumns: [vehicles.companyId, vehicles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reminders_document_fk',
      columns: [t.companyId, t.documentId],
      foreignColumns: [documents.companyId, documents.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reminders_issue_fk',
      columns: [t.companyId, t.issueId],
      foreignColumns: [issues.companyId, issues.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reminders_form_fk',
      columns: [t.companyId, t.formId],
      foreignColumns: [inspectionForms.companyId, inspectionForms.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'reminders_part_fk', columns: [t.companyId, t.partId], foreignColumns: [parts.companyId, parts.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'reminders_branch_fk',
      columns: [t.companyId, t.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }).onDelete('cascade'),
    check('reminders_subject', sql`${t.vehicleId} is not null or ${t.documentId} is not null or ${t.partId} is not null`),
    // An issue's reminder is due when the issue says, if it says.
    check('reminders_due_given', sql`${t.dueDate} is not null or ${t.dueKm} is not null or ${t.item} = 'issue'`),
    check('reminders_week_not_negative', sql`${t.week} >= 0`),
    check('reminders_issue_given', sql`(${t.item} = 'issue') = (${t.issueId} is not null)`),
    check('reminders_form_given', sql`(${t.item} = 'inspection') = (${t.formId} is not null)`),
    check('reminders_part_given', sql`(${t.item} = 'reorder') = (${t.partId} is not null and ${t.branchId} is not null)`),
  ],
);

/** A reminder in one employee's in-app inbox, read or not. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    readAt: isoTimestamp('read_at'),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('notifications_once_key').on(t.employeeId, t.reminderId),
    // The inbox, newest first, and its unread count.
    index('notifications_inbox_idx').on(t.employeeId, t.createdAt, t.id),
    index('notifications_unread_idx')
      .on(t.employeeId)
      .where(sql`${t.readAt} is null`),
    foreignKey({
      name: 'notifications_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);

/**
 * What an employee wants to be told, and where (docs/reminders.md, Who is told). No row means the
 * defaults: the inbox on for everyone, email on for admins and moderators, every branch in scope.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    employeeId: uuid('employee_id').primaryKey(),
    companyId: uuid('company_id').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    /** Null: every branch the employee sees; otherwise only these (within their scope). */
    branchIds: uuid('branch_ids').array(),
    /** The language of their email. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    ...version(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'notification_preferences_employee_fk',
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Each person's calendar subscription (docs/reminders.md, Calendar feed). Its URL carries a token that
 * is derived from the seed with the server's key (server/routes/calendar/repository.ts), so that the
 * person can be shown the same URL again; only the token's hash is kept to find the feed by, so a copy
 * of this table opens no feed. A new seed replaces the row's, which revokes the old URL.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    employeeId: uuid('employee_id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    // Null for a superadmin's feed: they belong to no company, and their feed stays empty.
    companyId: uuid('company_id'),
    tokenSeed: text('token_seed').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);

/**
 * A company's webhooks (docs/reminders.md, Webhooks): each new reminder is POSTed to every enabled one,
 * signed with its secret. The secret is kept as it is, since every call is signed with it.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    url: text('url').notNull(),
    description: text('description'),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    ...version(),
    ...timestamps(),
  },
  (t) => [
    index('webhooks_company_idx').on(t.companyId, t.createdAt, t.id),
    foreignKey({ name: 'webhooks_company_fk', columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
  ],
);

/**
 * The shops and suppliers a company works with (docs/adding-a-resource.md): a company's, not a
 * branch's; they go with their company. Lists lead with company_id in the order they are read.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    notes: text('notes'),
    ...version(),
    ...timestamps(),
  },
  (t) => [
    unique('vendors_company_id_id_key').on(t.companyId, t.id),
    index('vendors_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'vendors_company_fk', columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
  ],
);

/**
 * A company's inspection forms (docs/inspections.md): the current items are `sections`, and each change
 * of them is a new `form_version`, kept whole in inspection_form_versions for the inspections made
 * against it.
 */
export const inspectionForms = pgTable(
  'inspection_forms',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    frequency: text('frequency', { enum: INSPECTION_FREQUENCIES }).notNull(),
    /** None: every type. */
    vehicleTypes: vehicleTypeEnum('vehicle_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** None: every branch. Not a foreign key (an array cannot be one): a deleted branch's id matches no vehicle. */
    branchIds: uuid('branch_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    active: boolean('active').notNull().default(true),
    sections: jsonb('sections').$type<FormSectionRow[]>().notNull(),
    formVersion: integer('form_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    ...version(),
    ...timestamps(),
  },
  (t) => [
    unique('inspection_forms_company_id_id_key').on(t.companyId, t.id),
    index('inspection_forms_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'inspection_forms_company_fk', columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
  ],
);

/** Each version of a form's items, as inspections were filled against it; never changed once written. */
export const inspectionFormVersions = pgTable(
  'inspection_form_versions',
  {
    companyId: uuid('company_id').notNull(),
    formId: uuid('form_id').notNull(),
    formVersion: integer('form_version').notNull(),
    name: text('name').notNull(),
    sections: jsonb('sections').$type<FormSectionRow[]>().notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    primaryKey({ name: 'inspection_form_versions_pkey', columns: [t.companyId, t.formId, t.formVersion] }),
    foreignKey({
      name: 'inspection_form_versions_form_fk',
      columns: [t.companyId, t.formId],
      foreignColumns: [inspectionForms.companyId, inspectionForms.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A vehicle inspected against a form's version (docs/inspections.md): each item's answer with the item
 * as it was, the odometer, a note, who and when. Never edited; deleted only by the office.
 */
export const inspections = pgTable(
  'inspections',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    formId: uuid('form_id').notNull(),
    formVersion: integer('form_version').notNull(),
    inspectedAt: isoTimestamp('inspected_at').notNull(),
    inspectorId: uuid('inspector_id').references(() => employees.id, { onDelete: 'set null' }),
    /** As it was when inspected: the record stays readable when the employee goes. */
    inspectorName: text('inspector_name').notNull(),
    odometer: integer('odometer'),
    /** The meter log's reading the odometer became; null without an odometer. */
    meterReadingId: uuid('meter_reading_id'),
    results: jsonb('results').$type<ItemResultRow[]>().notNull(),
    itemCount: integer('item_count').notNull(),
    failedCount: integer('failed_count').notNull(),
    criticalFailed: boolean('critical_failed').notNull(),
    note: text('note'),
    createdAt: stamp('created_at'),
  },
  (t) => [
    unique('inspections_company_id_id_key').on(t.companyId, t.id),
    index('inspections_company_idx').on(t.companyId, t.inspectedAt, t.id),
    index('inspections_vehicle_idx').on(t.companyId, t.vehicleId, t.inspectedAt),
    index('inspections_form_idx').on(t.companyId, t.formId, t.inspectedAt),
    foreignKey({
      name: 'inspections_vehicle_fk',
      columns: [t.companyId, t.vehicleId],
      foreignColumns: [vehicles.companyId, vehicles.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'inspections_form_version_fk',
      columns: [t.companyId, t.formId, t.formVersion],
      foreignColumns: [inspectionFormVersions.companyId, inspectionFormVersions.formId, inspectionFormVersions.formVersion],
    }).onDelete('restrict'),
    // Set null clears the id alone, not the company (`SET NULL (meter_reading_id)`, migration 0024), as issues' references do.
    foreignKey({
      name: 'inspections_meter_reading_fk',
      columns: [t.companyId, t.meterReadingId],
      foreignColumns: [meterReadings.companyId, meterReadings.id],
    }).onDelete('set null'),
    check('inspections_counts', sql`${t.failedCount} between 0 and ${t.itemCount} and ${t.odometer} >= 0`),
  ],
);

/** An inspection's photos, kept in PostgreSQL as documents' attachments are; checked by content when sent. */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    inspectionId: uuid('inspection_id').notNull(),
    /** The item it shows; null: the inspection as a whole. */
    itemId: text('item_id'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at'),
  },
  (t) => [
    unique('inspection_photos_company_id_id_key').on(t.companyId, t.id),
    index('inspection_photos_inspection_idx').on(t.companyId, t.inspectionId, t.createdAt),
    foreignKey({
      name: 'inspection_photos_inspection_fk',
      columns: [t.companyId, t.inspectionId],
      foreignColumns: [inspections.companyId, inspections.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Issues (defects) of a vehicle (docs/inspections.md, Issues): raised by a failed item or reported by
 * hand. Their triggers keep the vehicle's open and open critical counts (issue-counts.sql).
 */
export const issues = pgTable(
  'issues',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    priority: text('priority', { enum: ISSUE_PRIORITIES }).notNull(),
    status: text('status', { enum: ISSUE_STATUSES }).notNull().default('open'),
    source: text('source', { enum: ISSUE_SOURCES }).notNull(),
    inspectionId: uuid('inspection_id'),
    itemId: text('item_id'),
    photoId: uuid('photo_id'),
    odometer: integer('odometer'),
    /** An employee of the company (checked on write); a deleted one leaves it unassigned. */
    assigneeId: uuid('assignee_id').references(() => employees.id, { onDelete: 'set null' }),
    dueOn: day('due_on'),
    reportedBy: uuid('reported_by').references(() => employees.id, { onDelete: 'set null' }),
    reportedByName: text('reported_by_name'),
    resolvedAt: isoTimestamp('resolved_at'),
    ...version(),
    ...timestamps(),
  },
  (t) => [
    unique('issues_company_id_id_key').on(t.companyId, t.id),
    index('issues_company_idx').on(t.companyId, t.createdAt, t.id),
    index('issues_vehicle_idx').on(t.companyId, t.vehicleId, t.createdAt),
    // Open issues by priority: the overview and the default list.
    index('issues_open_idx')
      .on(t.companyId, t.priority, t.createdAt)
      .where(sql`${t.status} in ('open', 'in_progress')`),
    index('issues_inspection_idx')
      .on(t.companyId, t.inspectionId)
      .where(sql`${t.inspectionId} is not null`),
    // Downtime (docs/work-orders.md): the critical issues of a company, by when they were reported.
    index('issues_critical_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.priority} = 'critical'`),
    // "Assigned to me": the list filtered by its assignee.
    index('issues_assignee_idx')
      .on(t.companyId, t.assigneeId, t.createdAt)
      .where(sql`${t.assigneeId} is not null`),
    foreignKey({
      name: 'issues_vehicle_fk',
      columns: [t.companyId, t.vehicleId],
      foreignColumns: [vehicles.companyId, vehicles.id],
    }).onDelete('restrict'),
    // An inspection deleted by the office leaves its issues: what was found stays found.
    foreignKey({
      name: 'issues_inspection_fk',
      columns: [t.companyId, t.inspectionId],
      foreignColumns: [inspections.companyId, inspections.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'issues_photo_fk',
      columns: [t.companyId, t.photoId],
      foreignColumns: [inspectionPhotos.companyId, inspectionPhotos.id],
    }).onDelete('set null'),
    check('issues_odometer', sql`${t.odometer} >= 0`),
  ],
);

/** What people say on an issue, oldest first. */
export const issueComments = pgTable(
  'issue_comments',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    issueId: uuid('issue_id').notNull(),
    body: text('body').notNull(),
    authorId: uuid('author_id').references(() => employees.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('issue_comments_issue_idx').on(t.companyId, t.issueId, t.createdAt),
    foreignKey({
      name: 'issue_comments_issue_fk',
      columns: [t.companyId, t.issueId],
      foreignColumns: [issues.companyId, issues.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Answers of the creates that honour an Idempotency-Key (docs/api.md, Idempotency-Key; server/routes/idempotency.ts):
 * the same key from the same person again answers the first answer. Keyed by the person, who may be a
 * superadmin of no company: platform-wide, like sessions (docs/scaling.md). Kept IDEMPOTENCY_KEEP_HOURS.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The request (its route, path parameters and body), hashed: the same key with another is refused. */
    requestHash: text('request_hash').notNull(),
    status: smallint('status').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.employeeId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * The platform's VAPID key pair for Web Push (docs/reminders.md, Push): made at the first start and kept,
 * since every browser's subscription is bound to the public key it subscribed with. One row.
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [check('push_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * One person's device that opted in to Web Push: the push service's endpoint and the keys its messages
 * are encrypted with. Keyed by the person, who may be a superadmin of no company: platform-wide, like
 * sessions. An endpoint the push service says is gone (404, 410) is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the person's browser said it is, to tell their devices apart. */
    device: text('device'),
    createdAt: stamp('created_at'),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_employee_idx').on(t.employeeId)],
);

/**
 * Every email digest, webhook call and push message of the reminders, for the admins to read
 * (docs/reminders.md, Deliveries): to whom, which reminders, how it went, how often it was tried and
 * why it last failed.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    channel: text('channel', { enum: DELIVERY_CHANNELS }).notNull(),
    /** The email address, the webhook's origin, or the person and their device, as it was when sent. */
    recipient: text('recipient').notNull(),
    employeeId: uuid('employee_id'),
    /** The webhook it calls; null for email, and once the webhook is deleted (its log stays). */
    webhookId: uuid('webhook_id').references(() => webhooks.id, { onDelete: 'set null' }),
    /** The device a push message goes to; null for the others, and once the device turned notifications off. */
    pushSubscriptionId: uuid('push_subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    reminderIds: uuid('reminder_ids').array().notNull(),
    /** A webhook call of the event `work_order.completed` (no reminders): the work order it tells of. */
    workOrderId: uuid('work_order_id'),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: isoTimestamp('sent_at'),
    ...timestamps(),
  },
  (t) => [
    index('deliveries_company_idx').on(t.companyId, t.createdAt, t.id),
    foreignKey({ name: 'deliveries_company_fk', columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
  ],
);

/**
 * A company's parts catalogue (docs/work-orders.md, Parts and stock): each part by its number, unique in
 * the company; the vendor it is usually bought from, cleared (not the company) when that vendor goes.
 */
export const parts = pgTable(
  'parts',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    unitCost: numeric('unit_cost', { precision: 12, scale: 2, mode: 'number' }),
    preferredVendorId: uuid('preferred_vendor_id'),
    reorderLevel: numeric('reorder_level', { precision: 12, scale: 2, mode: 'number' }),
    notes: text('notes'),
    ...version(),
    ...timestamps(),
  },
  (t) => [
    unique('parts_company_id_id_key').on(t.companyId, t.id),
    uniqueIndex('parts_company_number_key').on(t.companyId, sql`lower(${t.number})`),
    index('parts_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    foreignKey({ name: 'parts_company_fk', columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    // Set null clears the vendor alone (`SET NULL (preferred_vendor_id)`, migration 0030), as issues' references do.
    foreignKey({
      name: 'parts_preferred_vendor_fk',
      columns: [t.companyId, t.preferredVendorId],
      foreignColumns: [vendors.companyId, vendors.id],
    }).onDelete('set null'),
    check('parts_numbers_not_negative', sql`coalesce(${t.unitCost}, 0) >= 0 and coalesce(${t.reorderLevel}, 0) >= 0`),
  ],
);

/**
 * How many of a part a branch holds (docs/work-orders.md): one row per part and branch once stock has
 * moved there, never below zero (the check is the last word when two changes race: the row is locked
 * by each change, the second reads what the first left).
 */
export const partStock = pgTable(
  'part_stock',
  {
    companyId: uuid('company_id').notNull(),
    partId: uuid('part_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    onHand: numeric('on_hand', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    primaryKey({ name: 'part_stock_pkey', columns: [t.companyId, t.partId, t.branchId] }),
    index('part_stock_branch_idx').on(t.companyId, t.branchId),
    foreignKey({ name: 'part_stock_part_fk', columns: [t.companyId, t.partId], foreignColumns: [parts.companyId, parts.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'part_stock_branch_fk',
      columns: [t.companyId, t.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }).onDelete('cascade'),
    check('part_stock_not_negative', sql`${t.onHand} >= 0`),
  ],
);

/** Every change of a branch's stock of a part: who, when, how many (+/−), why, and what was left. Never edited. */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    partId: uuid('part_id').notNull(),
    branchId: uuid('branch_id').notNull(),
    kind: text('kind').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    onHandAfter: numeric('on_hand_after', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    employeeName: text('employee_name'),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('stock_changes_part_idx').on(t.companyId, t.partId, t.createdAt, t.id),
    foreignKey({ name: 'stock_changes_part_fk', columns: [t.companyId, t.partId], foreignColumns: [parts.companyId, parts.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'stock_changes_branch_fk',
      columns: [t.companyId, t.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }).onDelete('cascade'),
    check('stock_changes_kind', sql`${t.kind} in ('received', 'used', 'counted', 'corrected')`),
    check('stock_changes_not_zero', sql`${t.quantity} <> 0 and ${t.onHandAfter} >= 0`),
  ],
);

/**
 * A work order (docs/work-orders.md, Work orders): the repair of one vehicle, in-house or by a vendor.
 * Its totals by kind are kept as its lines are written, so that lists sort by them and the overview
 * splits a record's cost without reading lines. Completing it writes one maintenance record, whose
 * work_order_id links back; the record's day and odometer are the work order's.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: WORK_ORDER_STATUSES }).notNull().default('open'),
    priority: text('priority', { enum: WORK_ORDER_PRIORITIES }).notNull(),
    recordKind: text('record_kind', { enum: WORK_ORDER_RECORD_KINDS }).notNull(),
    serviceType: text('service_type').notNull(),
    vendorId: uuid('vendor_id'),
    assigneeId: uuid('assignee_id').references(() => employees.id, { onDelete: 'set null' }),
    issuedOn: day('issued_on').notNull(),
    dueOn: day('due_on'),
    startedOn: day('started_on'),
    completedOn: day('completed_on'),
    odometer: integer('odometer'),
    notes: text('notes'),
    labourCost: numeric('labour_cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    partsCost: numeric('parts_cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    otherCost: numeric('other_cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    totalCost: numeric('total_cost', { precision: 12, scale: 2, mode: 'number' }).generatedAlwaysAs(
      sql`labour_cost + parts_cost + other_cost`,
    ),
    createdBy: uuid('created_by').references(() => employees.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    ...version(),
    ...timestamps(),
  },
  (t) => [
    unique('work_orders_company_id_id_key').on(t.companyId, t.id),
    index('work_orders_company_idx').on(t.companyId, t.issuedOn, t.id),
    index('work_orders_vehicle_idx').on(t.companyId, t.vehicleId, t.issuedOn),
    index('work_orders_open_idx')
      .on(t.companyId, t.issuedOn, t.id)
      .where(sql`${t.status} in ('open', 'in_progress', 'on_hold')`),
    index('work_orders_vendor_idx')
      .on(t.companyId, t.vendorId)
      .where(sql`${t.vendorId} is not null`),
    foreignKey({
      name: 'work_orders_vehicle_fk',
      columns: [t.companyId, t.vehicleId],
      foreignColumns: [vehicles.companyId, vehicles.id],
    }).onDelete('restrict'),
    // Deleting a vendor clears only vendor_id (`SET NULL (vendor_id)`, set in the migration, as for parts).
    foreignKey({
      name: 'work_orders_vendor_fk',
      columns: [t.companyId, t.vendorId],
      foreignColumns: [vendors.companyId, vendors.id],
    }).onDelete('set null'),
    check(
      'work_orders_numbers_not_negative',
      sql`${t.odometer} >= 0 and ${t.labourCost} >= 0 and ${t.partsCost} >= 0 and ${t.otherCost} >= 0`,
    ),
    check('work_orders_completed_on', sql`(${t.status} = 'completed') = (${t.completedOn} is not null)`),
  ],
);

/**
 * A work order's lines, in the order written: labour (quantity is hours, unit_cost the rate), a part
 * (from a branch's stock, or bought for the job) or another cost (unit_cost is the amount). A part
 * taken from stock keeps the stock change that took it.
 */
export const workOrderLines = pgTable(
  'work_order_lines',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    workOrderId: uuid('work_order_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: WORK_ORDER_LINE_KINDS }).notNull(),
    description: text('description'),
    partId: uuid('part_id'),
    branchId: uuid('branch_id'),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    unitCost: numeric('unit_cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    stockChangeId: uuid('stock_change_id'),
  },
  (t) => [
    index('work_order_lines_order_idx').on(t.companyId, t.workOrderId, t.position),
    index('work_order_lines_part_idx')
      .on(t.companyId, t.partId)
      .where(sql`${t.partId} is not null`),
    // A branch's delete asks whether a work order takes its stock (and its foreign key checks the same).
    index('work_order_lines_branch_idx')
      .on(t.companyId, t.branchId)
      .where(sql`${t.branchId} is not null`),
    foreignKey({
      name: 'work_order_lines_work_order_fk',
      columns: [t.companyId, t.workOrderId],
      foreignColumns: [workOrders.companyId, workOrders.id],
    }).onDelete('cascade'),
    // A part in a work order's lines stays in the catalogue; a branch whose stock a line takes stays.
    foreignKey({
      name: 'work_order_lines_part_fk',
      columns: [t.companyId, t.partId],
      foreignColumns: [parts.companyId, parts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'work_order_lines_branch_fk',
      columns: [t.companyId, t.branchId],
      foreignColumns: [branches.companyId, branches.id],
    }).onDelete('restrict'),
    foreignKey({ name: 'work_order_lines_stock_change_fk', columns: [t.stockChangeId], foreignColumns: [stockChanges.id] }).onDelete(
      'set null',
    ),
    check('work_order_lines_numbers', sql`${t.quantity} > 0 and ${t.unitCost} >= 0`),
    check(
      'work_order_lines_part_branch',
      sql`(${t.partId} is null) = (${t.branchId} is null) and (${t.partId} is null or ${t.kind} = 'part')`,
    ),
  ],
);

/** The issues a work order resolves when it is completed: of its vehicle. */
export const workOrderIssues = pgTable(
  'work_order_issues',
  {
    companyId: uuid('company_id').notNull(),
    workOrderId: uuid('work_order_id').notNull(),
    issueId: uuid('issue_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'work_order_issues_pkey', columns: [t.companyId, t.workOrderId, t.issueId] }),
    index('work_order_issues_issue_idx').on(t.companyId, t.issueId),
    foreignKey({
      name: 'work_order_issues_work_order_fk',
      columns: [t.companyId, t.workOrderId],
      foreignColumns: [workOrders.companyId, workOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'work_order_issues_issue_fk',
      columns: [t.companyId, t.issueId],
      foreignColumns: [issues.companyId, issues.id],
    }).onDelete('cascade'),
  ],
);

/** What people say on a work order, oldest first: drivers comment on their vehicles' repairs. */
export const workOrderComments = pgTable(
  'work_order_comments',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    workOrderId: uuid('work_order_id').notNull(),
    body: text('body').notNull(),
    authorId: uuid('author_id').references(() => employees.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('work_order_comments_order_idx').on(t.companyId, t.workOrderId, t.createdAt),
    foreignKey({
      name: 'work_order_comments_work_order_fk',
      columns: [t.companyId, t.workOrderId],
      foreignColumns: [workOrders.companyId, workOrders.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Who changed what, and when (docs/history.md): one row per created, changed, archived, restored or
 * deleted row of a tenant table, written by the database itself in the same transaction
 * (server/db/functions/history.sql), never by the application, which may only read it. `entity` and
 * `entity_id` are the row's own table and id; `record_entity` and `record_id` the record whose page
 * shows it (a work order for its lines, an employee for their branches); `vehicle_id`, `employee_id`
 * and `branch_id` what it belongs to, for the filters and a moderator's scope.
 */
export const history = pgTable(
  'history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    at: stamp('at'),
    actorId: uuid('actor_id'),
    actorUsername: text('actor_username'),
    source: text('source', { enum: HISTORY_SOURCES }).notNull(),
    action: text('action', { enum: HISTORY_ACTIONS }).notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    recordEntity: text('record_entity').notNull(),
    recordId: text('record_id').notNull(),
    vehicleId: uuid('vehicle_id'),
    employeeId: uuid('employee_id'),
    branchId: uuid('branch_id'),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
  },
  (t): PgTableExtraConfigValue[] => [
    index('history_company_idx').on(t.companyId, t.id.desc()),
    index('history_record_idx').on(t.companyId, t.recordId, t.id.desc()),
    index('history_vehicle_idx')
      .on(t.companyId, t.vehicleId, t.id.desc())
      .where(sql`${t.vehicleId} is not null`),
    check('history_source_known', sql`${t.source} in ('app', 'system', 'database')`),
    check('history_action_known', sql`${t.action} in ('create', 'update', 'archive', 'restore', 'delete')`),
  ],
);

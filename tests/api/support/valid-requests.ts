import { randomUUID } from 'node:crypto';
import type { Answer, Client, FilePart } from './client';
import { JPEG, PNG, logoPart } from './images';

/**
 * Requests the API accepts, one builder per kind of body, for the tests that go through every route:
 * the access matrix sends them as they are, the hostile-input properties break them.
 */

const unique = () => randomUUID().slice(0, 8);

/** A JSON body, or a multipart form with an optional file, as the browser sends each route. */
export type Payload = { json: unknown } | { form: Record<string, string>; file?: FilePart };

export function send(client: Client, method: 'POST' | 'PUT', url: string, payload: Payload): Promise<Answer> {
  if ('json' in payload) return client.send(method, url, payload.json);
  return client.multipart(method, url, payload.form, payload.file);
}

export const companyCreate = (): Payload => ({
  form: { name: `Company ${unique()}`, email: `office-${unique()}@fleet.example` },
  file: logoPart(PNG),
});

export const branchCreate = (companyId: string): Payload => ({
  form: { name: `Branch ${unique()}`, company_id: companyId },
  file: logoPart(PNG),
});

export const employeeCreate = (companyId: string, branchId: string): Payload => {
  const username = `invited-${unique()}`;
  return { json: { email: `${username}@fleet.example`, username, role: 'user', branches: [branchId], company_id: companyId } };
};

export const vehicleCreate = (companyId: string, branchId: string): Payload => ({
  json: {
    license_plate: `N-${unique().toUpperCase()}`,
    model: 'Iveco Daily',
    mileage: 12_000,
    type: 'truck',
    last_legislation_control: '2026-02-01',
    legislation_control_interval: 12,
    last_service_date: '2026-02-01',
    last_service_mileage: 11_000,
    mandatory_service_interval: 12,
    mandatory_service_interval_km: 20_000,
    notes: 'New',
    branches: [branchId],
    company_id: companyId,
  },
});

export const generalMaintenanceCreate = (vehicleId: string): Payload => ({
  json: { service_type: 'Tyres', service_date: '2026-05-20', cost: 310.4, mileage: 51_000, notes: 'Winter set', vehicle_id: vehicleId },
});

export const mandatoryMaintenanceCreate = (vehicleId: string): Payload => ({
  json: { service_type: 'Service', finished_on: '2026-05-20', cost: 95, mileage: 51_000, notes: null, vehicle_id: vehicleId },
});

export const documentCreate = (vehicleId: string): Payload => ({
  json: {
    kind: 'insurance',
    number: `POL-${unique()}`,
    issuer: 'Allianz',
    issued_on: '2026-01-01',
    expires_on: '2027-01-01',
    cost: 640.5,
    notes: 'Fully comprehensive',
    vehicle_id: vehicleId,
  },
});

export const meterReadingCreate = (vehicleId: string): Payload => ({
  json: { vehicle_id: vehicleId, read_on: '2026-06-01', km: 50_400, engine_hours: 1_820.5, notes: 'Read at the depot' },
});

export const fuelEntryCreate = (vehicleId: string): Payload => ({
  json: {
    filled_on: '2026-05-20',
    quantity: 48.25,
    unit: 'l',
    adblue_litres: 2.5,
    cost: 79.6,
    odometer: 51_000,
    full: true,
    station: 'Kastrati Durrës',
    notes: null,
    vehicle_id: vehicleId,
  },
});

/**
 * An inspection form of the company's for every vehicle type and branch: the items of the contract's
 * example (lights, tread, brakes, remarks), so that any vehicle of the company may be inspected against it.
 */
export const inspectionFormCreate = (companyId: string): Payload => ({
  json: {
    name: `Walk-around ${unique()}`,
    frequency: 'daily',
    vehicle_types: [],
    branch_ids: [],
    active: true,
    sections: [
      {
        title: 'Outside',
        items: [
          { id: 'lights', label: 'Lights and indicators work', kind: 'pass_fail', critical: false, photo_on_fail: true },
          { id: 'tread', label: 'Tyre tread depth', kind: 'number', unit: 'mm', min: 1.6, max: 10, critical: true, photo_on_fail: true },
        ],
      },
      {
        title: 'Cab',
        items: [
          { id: 'brakes', label: 'Service brake holds', kind: 'pass_fail', critical: true, photo_on_fail: false },
          { id: 'remarks', label: 'Anything else to report', kind: 'text', critical: false, photo_on_fail: false },
        ],
      },
    ],
    company_id: companyId,
  },
});

/** An inspection of the vehicle against a form made by inspectionFormCreate: the tread worn, so that it raises an issue. */
export const inspectionCreate = (vehicleId: string, formId: string): Payload => ({
  json: {
    vehicle_id: vehicleId,
    form_id: formId,
    results: [
      { item_id: 'lights', passed: true },
      { item_id: 'tread', value: 1.4, note: 'Front left worn to the wear bar' },
      { item_id: 'brakes', passed: true },
      { item_id: 'remarks', text: 'Mirror cracked' },
    ],
    note: 'Checked before the morning run',
  },
});

/** A photo as a phone sends it: the JPEG in `file`, the item it shows in `item_id`. */
export const inspectionPhotoUpload = (itemId = 'tread'): Payload => ({
  form: { item_id: itemId },
  file: { field: 'file', filename: 'tread.jpg', contentType: 'image/jpeg', content: JPEG },
});

/** A report of a defect (docs/inspections.md, Issues): what anyone who sees the vehicle may send. */
export const issueCreate = (vehicleId: string): Payload => ({
  json: {
    vehicle_id: vehicleId,
    title: 'Brake pedal feels soft',
    description: 'Stops, but late',
    priority: 'high',
    due_on: '2026-07-01',
    odometer: 51_000,
  },
});

/** A work order (docs/work-orders.md) of the vehicle with a line of each kind; a part bought for the job, so that no stock is needed. */
export const workOrderCreate = (vehicleId: string): Payload => ({
  json: {
    vehicle_id: vehicleId,
    title: 'Front brakes',
    priority: 'high',
    service_type: 'Brakes',
    issued_on: '2026-07-01',
    lines: [
      { kind: 'labour', description: 'Replace pads', hours: 1, rate: 70 },
      { kind: 'part', description: 'Brake pads', quantity: 1, unit_cost: 64.9 },
      { kind: 'other', description: 'Disposal', amount: 8.5 },
    ],
  },
});

export const companySettingsUpdate = (settings: { due_soon_days: number; due_soon_km: number }): Payload => ({
  json: { ...settings, due_soon_days: settings.due_soon_days === 365 ? 364 : settings.due_soon_days + 1 },
});

/** A CSV file for an import, with its form fields. */
interface ImportFile {
  fields: Record<string, string>;
  content: string;
}

export const importPayload = ({ fields, content }: ImportFile): Payload => ({
  form: fields,
  file: { field: 'file', filename: 'fleet.csv', contentType: 'text/csv', content: Buffer.from(content, 'utf8') },
});

/** One new vehicle in the branch named, headers as API field names (docs/csv.md). */
export const vehiclesImport = (companyId: string, branchName: string): ImportFile => ({
  fields: { companyId },
  content:
    'license_plate,model,mileage,type,last_legislation_control,legislation_control_interval,last_service_date,mandatory_service_interval,mandatory_service_interval_km,notes,branches\n' +
    `I-${unique().toUpperCase()},Ford Transit,8000,car,2026-01-10,12,2026-01-10,12,15000,,"${branchName}"\n`,
});

/** One new fuel entry on the vehicle with the plate, headers as API field names (docs/csv.md). */
export const fuelImport = (companyId: string, plate: string): ImportFile => ({
  fields: { companyId },
  content: `filled_on,vehicle_license_plate,odometer,quantity,unit,full,cost\n2026-04-01,${plate},40000,55.5,l,true,88.80\n`,
});

/** One reading by plate, headers as API field names; the vehicle's mileage is below it. */
export const meterReadingsImport = (companyId: string, plate: string): ImportFile => ({
  fields: { companyId },
  content: `vehicle_license_plate,read_on,km,engine_hours\n${plate},2026-06-01,50500,1820.5\n`,
});

export const maintenanceImport = (kind: 'general' | 'mandatory', companyId: string, plate: string): ImportFile => ({
  fields: { companyId },
  content:
    kind === 'general'
      ? `service_type,service_date,cost,mileage,notes,vehicle_license_plate\nBrakes,2026-04-01,120.50,40000,,${plate}\n`
      : `service_type,finished_on,cost,mileage,notes,vehicle_license_plate\nRegistration,2026-04-01,80,40000,,${plate}\n`,
});

type Record_ = Record<string, any>;

/** The body of an update is the record as read, with its version when records carry one (edits that collide answer 409). */
const withVersion = (record: Record_, body: Record_) => ('version' in record ? { ...body, version: record.version } : body);
const pick = (record: Record_, keys: string[]) => Object.fromEntries(keys.map((key) => [key, record[key]]));
const branchIdsOf = (record: Record_) => (record.branches as Array<{ id: string }>).map((branch) => branch.id);
/** Multipart fields are text; a missing value is left out. */
const asForm = (body: Record_) =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );

/**
 * Update bodies built from the record as read, with one field changed; `changed` tells whether a
 * record read afterwards carries the change.
 */
export const updates: Record<string, (record: Record_) => { payload: Payload; changed: (after: Record_) => boolean }> = {
  companies: (record) => {
    const name = `Renamed ${unique()}`;
    return {
      payload: { form: asForm(withVersion(record, { ...pick(record, ['email', 'address']), name })), file: logoPart(PNG) },
      changed: (after) => after.name === name,
    };
  },
  branches: (record) => {
    const name = `Renamed ${unique()}`;
    return { payload: { form: asForm(withVersion(record, { name })), file: logoPart(PNG) }, changed: (after) => after.name === name };
  },
  employees: (record) => {
    const position = `Position ${unique()}`;
    const body = { ...pick(record, ['email', 'first_name', 'last_name', 'phone_number', 'role']), position, branches: branchIdsOf(record) };
    return { payload: { json: withVersion(record, body) }, changed: (after) => after.position === position };
  },
  vehicles: (record) => {
    const model = `Model ${unique()}`;
    const body = {
      ...pick(record, [
        'license_plate',
        'mileage',
        'type',
        'last_legislation_control',
        'legislation_control_interval',
        'last_service_date',
        'last_service_mileage',
        'mandatory_service_interval',
        'mandatory_service_interval_km',
        'notes',
      ]),
      model,
      branches: branchIdsOf(record),
    };
    return { payload: { json: withVersion(record, body) }, changed: (after) => after.model === model };
  },
  'general-maintenances': (record) => {
    const notes = `Corrected ${unique()}`;
    const body = { ...pick(record, ['service_type', 'service_date', 'cost', 'mileage', 'vehicle_id']), notes };
    return { payload: { json: withVersion(record, body) }, changed: (after) => after.notes === notes };
  },
  documents: (record) => {
    const notes = `Renewed ${unique()}`;
    const body = {
      ...pick(record, ['kind', 'number', 'issuer', 'issued_on', 'expires_on', 'cost', 'licence_categories', 'vehicle_id', 'employee_id']),
      notes,
    };
    return { payload: { json: withVersion(record, body) }, changed: (after) => after.notes === notes };
  },
  'meter-readings': (record) => {
    const notes = `Checked ${unique()}`;
    const body = { ...pick(record, ['km', 'engine_hours']), notes };
    return { payload: { json: withVersion(record, body) }, changed: (after) => after.notes === notes };
  },
  'fuel-entries': (record) => {
    const notes = `Corrected ${unique()}`;
    const body = {
      ...pick(record, ['filled_on', 'quantity', 'unit', 'adblue_litres', 'cost', 'odometer', 'full', 'station', 'vehicle_id']),
      notes,
    };
    return { payload: { json: withVersion(record, body) }, changed: (after) => after.notes === notes };
  },
  issues: (record) => {
    const title = `Reworded ${unique()}`;
    const body = { ...pick(record, ['vehicle_id', 'description', 'priority', 'status', 'assignee_id', 'due_on', 'odometer']), title };
    return { payload: { json: withVersion(record, body) }, changed: (after) => after.title === title };
  },
  'work-orders': (record) => {
    const title = `Retitled ${unique()}`;
    const lines = (record.lines as Array<Record_>).map((line) =>
      pick(line, ['kind', 'description', 'hours', 'rate', 'part_id', 'branch_id', 'quantity', 'unit_cost', 'amount']),
    );
    const body = {
      ...pick(record, [
        'vehicle_id',
        'status',
        'priority',
        'record_kind',
        'service_type',
        'vendor_id',
        'assignee_id',
        'issued_on',
        'due_on',
        'notes',
      ]),
      issue_ids: (record.issues as Array<{ id: string }>).map((issue) => issue.id),
      lines: lines.map((line) => Object.fromEntries(Object.entries(line).filter(([, value]) => value !== null))),
      title,
    };
    return { payload: { json: withVersion(record, body) }, changed: (after) => after.title === title };
  },
  'mandatory-maintenances': (record) => {
    const notes = `Corrected ${unique()}`;
    const body = { ...pick(record, ['service_type', 'finished_on', 'cost', 'mileage', 'vehicle_id']), notes };
    return { payload: { json: withVersion(record, body) }, changed: (after) => after.notes === notes };
  },
};

/**
 * A resource added after those above (docs/adding-a-resource.md) needs no builder here: its create's
 * contract schema carries an example (`.meta({ examples: [...] })`, shown in /api/docs), which its
 * create sends with the company named; its update is the record as read, with its first text field
 * of the example changed.
 */
function exampleOf(schema: unknown): Record_ {
  const examples = (schema as { meta?: () => { examples?: unknown[] } | undefined } | undefined)?.meta?.()?.examples;
  if (!examples?.[0]) throw new Error('a resource added later gives its create schema an example: .meta({ examples: [...] })');
  return examples[0] as Record_;
}

/**
 * The example with the company named, its first plain text made unique: a resource may keep it unique in
 * the company (a part's number), and the matrix makes many of each.
 */
export const exampleCreate = (schema: unknown, companyId: string): Payload => {
  const example = exampleOf(schema);
  const field = firstTextField(example);
  return {
    json: { ...example, ...(field ? { [field]: `${String(example[field]).slice(0, 40)} ${unique()}` } : {}), company_id: companyId },
  };
};

/** The example's first plain text field: not the company, not an email address. */
const firstTextField = (example: Record_) =>
  Object.keys(example).find((key) => key !== 'company_id' && typeof example[key] === 'string' && !String(example[key]).includes('@'));

export const exampleUpdate = (schema: unknown) => (record: Record_) => {
  const example = exampleOf(schema);
  const field = firstTextField(example);
  if (!field) throw new Error('an example with a text field to change');
  const value = `Changed ${unique()}`;
  const body = {
    ...pick(
      record,
      Object.keys(example).filter((key) => key !== 'company_id'),
    ),
    [field]: value,
  };
  return { payload: { json: withVersion(record, body) } as Payload, changed: (after: Record_) => after[field] === value };
};

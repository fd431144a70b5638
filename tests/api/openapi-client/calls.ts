import { FleetError, fleetClient } from './client';
import type { components } from './fleet-api';

/*
 * A call to every operation of /api/docs/json, written as a client generated from the document
 * writes them, each reading its answer as the document types it (the components' records).
 * tests/api/openapi-client.test.ts type-checks this file against the types openapi-typescript
 * generates, and holds it to the document's list of operations: a new route needs its call here.
 */

type Schemas = components['schemas'];

/** Compiles only where the value is a T: an answer read as the document types it. */
const is = <T>(value: T) => value;

const BASE = 'https://fleet.example';
const id = '00000000-0000-4000-8000-000000000000';
const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const csv = (text: string) => new Blob([text], { type: 'text/csv' });

// auth
const anonymous = fleetClient(BASE);
const token: Schemas['AccessToken'] = await anonymous('post', '/api/auth/token', {
  contentType: 'application/json',
  body: { username: 'admin', password: 'a password' },
});
const fleet = fleetClient(BASE, token.access_token);
is<number>(token.expires_in);
is<Schemas['SessionUser']>(
  (await anonymous('post', '/api/auth/login', { contentType: 'application/json', body: { username: 'admin', password: 'a password' } }))
    .data,
);
is<Schemas['SessionUser']>((await anonymous('post', '/api/auth/refresh-token', {})).data);
is<Schemas['SessionUser']>((await fleet('get', '/api/auth/me', {})).data);
is<string>((await anonymous('get', '/api/auth/invitation', { query: { invite: 'an invitation token' } })).data.email);
is<Schemas['SessionUser']>(
  (
    await anonymous('post', '/api/auth/register', {
      contentType: 'application/json',
      body: { username: 'new@fleet.example', password: 'a new password', confirmPassword: 'a new password', invite: 'an invitation token' },
    })
  ).data,
);

// companies, their settings and logos
is<Schemas['Company'][]>(
  (await fleet('get', '/api/companies', { query: { page: 1, limit: 25, sort: 'name', order: 'asc', q: 'Fleet' } })).data,
);
const company: Schemas['Company'] = (
  await fleet('post', '/api/companies', {
    contentType: 'multipart/form-data',
    body: { name: 'Fleet Ltd', email: 'office@fleet.example', logo: png },
  })
).data;
is<Schemas['Company']>((await fleet('get', '/api/companies/{id}', { path: { id } })).data);
is<Schemas['Company']>(
  (
    await fleet('put', '/api/companies/{id}', {
      path: { id },
      contentType: 'application/json',
      body: { name: 'Fleet plc', email: 'office@fleet.example', address: null, version: company.version, logo: null },
    })
  ).data,
);
is<Schemas['Company']>((await fleet('delete', '/api/companies/{id}', { path: { id } })).data);
const settings: Schemas['CompanySettings'] = (await fleet('get', '/api/companies/{id}/settings', { path: { id } })).data;
is<Schemas['CompanySettings']>(
  (
    await fleet('put', '/api/companies/{id}/settings', {
      path: { id },
      contentType: 'application/json',
      body: { due_soon_days: 30, due_soon_km: 1000, version: settings.version },
    })
  ).data,
);
is<Blob>(await fleet('get', '/api/logos/{id}', { path: { id } }));

// branches
is<Schemas['Branch'][]>((await fleet('get', '/api/branches', { query: { company_id: id, ids: [id] } })).data);
is<Schemas['Branch']>(
  (await fleet('post', '/api/branches', { contentType: 'multipart/form-data', body: { name: 'North', company_id: id, logo: png } })).data,
);
is<Schemas['Branch']>((await fleet('get', '/api/branches/{id}', { path: { id } })).data);
is<Schemas['Branch']>(
  (await fleet('put', '/api/branches/{id}', { path: { id }, contentType: 'multipart/form-data', body: { name: 'North-East', version: 2 } }))
    .data,
);
is<Schemas['Branch']>((await fleet('delete', '/api/branches/{id}', { path: { id } })).data);

// employees
is<Schemas['Employee'][]>((await fleet('get', '/api/employees', { query: { role: 'moderator', sort: 'username' } })).data);
const created = await fleet('post', '/api/employees', {
  contentType: 'application/json',
  body: { email: 'driver@fleet.example', username: 'driver', role: 'user', branches: [id] },
});
const employee: Schemas['Employee'] = created.data;
is<Schemas['Invitation']>(created.invitation);
is<Schemas['Employee']>((await fleet('get', '/api/employees/{id}', { path: { id } })).data);
is<Schemas['Employee']>(
  (
    await fleet('put', '/api/employees/{id}', {
      path: { id },
      contentType: 'application/json',
      body: { email: 'driver@fleet.example', role: 'moderator', branches: [id], version: employee.version },
    })
  ).data,
);
is<Schemas['Employee']>((await fleet('delete', '/api/employees/{id}', { path: { id } })).data);
is<string>((await fleet('post', '/api/employees/{id}/invitation', { path: { id } })).data.link);

// vehicles
const vehicleBody = {
  license_plate: 'B-FL 1',
  model: 'Iveco Daily',
  mileage: 12_000,
  type: 'truck',
  last_legislation_control: '2026-02-01',
  legislation_control_interval: 12,
  last_service_date: '2026-02-01',
  last_service_mileage: 11_000,
  mandatory_service_interval: 12,
  mandatory_service_interval_km: 20_000,
  notes: null,
  branches: [id],
} satisfies Schemas['NewVehicleInput'];
is<Schemas['Vehicle'][]>(
  (await fleet('get', '/api/vehicles', { query: { due: 'overdue', sort: 'next_due', isActive: 'true', branchId: id } })).data,
);
const vehicle: Schemas['Vehicle'] = (await fleet('post', '/api/vehicles', { contentType: 'application/json', body: vehicleBody })).data;
is<Blob>(await fleet('get', '/api/vehicles/export.csv', { query: { lang: 'de', sort: 'license_plate', ids: id } }));
is<Blob>(await fleet('get', '/api/vehicles/labels.pdf', { query: { ids: [id, id], paper: 'letter' } }));
is<Schemas['ImportResult']>(
  (
    await fleet('post', '/api/vehicles/import', {
      query: { companyId: id },
      contentType: 'multipart/form-data',
      body: { file: csv('license_plate,model\nB-FL 2,Golf\n'), dryRun: 'true' },
    })
  ).data,
);
is<Schemas['Vehicle']>((await fleet('get', '/api/vehicles/{id}', { path: { id } })).data);
is<Schemas['Vehicle']>((await fleet('get', '/api/vehicle-codes/{code}', { path: { code: '3f9a1c0d5b7e2a64' } })).data);
is<Schemas['Vehicle']>(
  (
    await fleet('put', '/api/vehicles/{id}', {
      path: { id },
      contentType: 'application/json',
      body: { ...vehicleBody, mileage: 13_000, version: vehicle.version },
    })
  ).data,
);
is<Schemas['Vehicle']>((await fleet('delete', '/api/vehicles/{id}', { path: { id } })).data);
is<Schemas['Vehicle']>((await fleet('post', '/api/vehicles/{id}/restore', { path: { id } })).data);

// general maintenance
const generalBody = {
  service_type: 'Tyres',
  service_date: '2026-05-20',
  cost: 310.4,
  mileage: 51_000,
  vehicle_id: id,
} satisfies Schemas['NewGeneralMaintenanceInput'];
is<Schemas['GeneralMaintenance'][]>(
  (await fleet('get', '/api/general-maintenances', { query: { vehicleId: id, dateFrom: '2026-01-01', dateTo: '2026-12-31' } })).data,
);
const general: Schemas['GeneralMaintenance'] = (
  await fleet('post', '/api/general-maintenances', { contentType: 'application/json', body: generalBody })
).data;
is<Blob>(await fleet('get', '/api/general-maintenances/export.csv', { query: { lang: 'al' } }));
is<Schemas['ImportResult']>(
  (
    await fleet('post', '/api/general-maintenances/import', {
      contentType: 'multipart/form-data',
      body: { file: csv('vehicle_license_plate,service_type\n'), companyId: id },
    })
  ).data,
);
is<Schemas['GeneralMaintenance']>((await fleet('get', '/api/general-maintenances/{id}', { path: { id } })).data);
is<Schemas['GeneralMaintenance']>(
  (
    await fleet('put', '/api/general-maintenances/{id}', {
      path: { id },
      contentType: 'application/json',
      body: { ...generalBody, cost: 320, version: general.version },
    })
  ).data,
);
is<Schemas['GeneralMaintenance']>((await fleet('delete', '/api/general-maintenances/{id}', { path: { id } })).data);

// mandatory maintenance
const mandatoryBody = {
  service_type: 'Service',
  finished_on: '2026-05-20',
  cost: 95,
  mileage: 51_000,
  vehicle_id: id,
} satisfies Schemas['NewMandatoryMaintenanceInput'];
is<Schemas['MandatoryMaintenance'][]>(
  (await fleet('get', '/api/mandatory-maintenances', { query: { service_type: 'Registration', limit: 100 } })).data,
);
const mandatory: Schemas['MandatoryMaintenance'] = (
  await fleet('post', '/api/mandatory-maintenances', { contentType: 'application/json', body: mandatoryBody })
).data;
is<Blob>(await fleet('get', '/api/mandatory-maintenances/export.csv', {}));
is<Schemas['ImportResult']>(
  (
    await fleet('post', '/api/mandatory-maintenances/import', {
      query: { dryRun: '1' },
      contentType: 'multipart/form-data',
      body: { file: csv('vehicle_license_plate,service_type\n') },
    })
  ).data,
);
is<Schemas['MandatoryMaintenance']>((await fleet('get', '/api/mandatory-maintenances/{id}', { path: { id } })).data);
is<Schemas['MandatoryMaintenance']>(
  (
    await fleet('put', '/api/mandatory-maintenances/{id}', {
      path: { id },
      contentType: 'application/json',
      body: { ...mandatoryBody, finished_on: '2026-05-21', version: mandatory.version },
    })
  ).data,
);
is<Schemas['MandatoryMaintenance']>((await fleet('delete', '/api/mandatory-maintenances/{id}', { path: { id } })).data);

// the meter log
const meterBody = {
  vehicle_id: id,
  read_on: '2026-06-01',
  km: 12,
  engine_hours: 1_820.5,
  replacement: true,
  notes: 'New instrument cluster',
} satisfies Schemas['NewMeterReadingInput'];
is<Schemas['MeterLogEntry'][]>(
  (
    await fleet('get', '/api/meter-readings', {
      query: { vehicleId: id, source: 'fuel', flagged: 'true', dateFrom: '2026-01-01', sort: 'total_km', order: 'desc' },
    })
  ).data,
);
const meterReading: Schemas['MeterReading'] = (
  await fleet('post', '/api/meter-readings', { contentType: 'application/json', body: meterBody })
).data;
is<Schemas['ImportResult']>(
  (
    await fleet('post', '/api/meter-readings/import', {
      query: { dryRun: 'true' },
      contentType: 'multipart/form-data',
      body: { file: csv('vehicle_license_plate,read_on,km\n'), companyId: id },
    })
  ).data,
);
is<Schemas['MeterReading']>((await fleet('get', '/api/meter-readings/{id}', { path: { id } })).data);
is<Schemas['MeterReading']>(
  (
    await fleet('put', '/api/meter-readings/{id}', {
      path: { id },
      contentType: 'application/json',
      body: { km: 15, engine_hours: null, notes: null, flagged: false, version: meterReading.version },
    })
  ).data,
);
is<Schemas['MeterReading']>((await fleet('delete', '/api/meter-readings/{id}', { path: { id } })).data);

// documents and their attachments
const documentBody = {
  kind: 'driving_licence',
  number: 'DL-778',
  issuer: 'Tirana DPSHTRR',
  issued_on: '2020-03-01',
  expires_on: '2030-03-01',
  cost: null,
  licence_categories: ['B', 'C'],
  notes: null,
  employee_id: id,
} satisfies Schemas['NewDocumentInput'];
is<Schemas['Document'][]>(
  (
    await fleet('get', '/api/documents', {
      query: { expires: 'soon', kind: 'insurance', subject: 'vehicle', vehicleId: id, employeeId: id, sort: 'expires_on', q: 'Allianz' },
    })
  ).data,
);
const fleetDocument: Schemas['Document'] = (await fleet('post', '/api/documents', { contentType: 'application/json', body: documentBody }))
  .data;
is<'ok' | 'soon' | 'overdue' | null>(fleetDocument.expiry_status);
is<Schemas['Document']>((await fleet('get', '/api/documents/{id}', { path: { id } })).data);
is<Schemas['Document']>(
  (
    await fleet('put', '/api/documents/{id}', {
      path: { id },
      contentType: 'application/json',
      body: { ...documentBody, expires_on: '2031-03-01', version: fleetDocument.version },
    })
  ).data,
);
is<Schemas['Document']>((await fleet('delete', '/api/documents/{id}', { path: { id } })).data);
is<Schemas['DocumentAttachment'][]>((await fleet('get', '/api/documents/{id}/attachments', { path: { id } })).data);
const attachment: Schemas['DocumentAttachment'] = (
  await fleet('post', '/api/documents/{id}/attachments', {
    path: { id },
    contentType: 'multipart/form-data',
    body: { file: new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], { type: 'application/pdf' }) },
  })
).data;
is<Blob>(await fleet('get', '/api/documents/{id}/attachments/{attachmentId}', { path: { id, attachmentId: attachment.id } }));
is<Schemas['DocumentAttachment']>(
  (await fleet('delete', '/api/documents/{id}/attachments/{attachmentId}', { path: { id, attachmentId: attachment.id } })).data,
);

// fuel entries: fillings and charges, their CSV, and what the vehicle row makes of them
const fuelBody = {
  filled_on: '2026-05-20',
  quantity: 48.25,
  unit: 'l',
  adblue_litres: 2.5,
  cost: 79.6,
  odometer: 51_000,
  full: false,
  station: 'Kastrati',
  vehicle_id: id,
} satisfies Schemas['NewFuelEntryInput'];
is<Schemas['FuelEntry'][]>(
  (
    await fleet('get', '/api/fuel-entries', {
      query: { vehicleId: id, unit: 'kWh', dateFrom: '2026-01-01', sort: 'odometer', q: 'Kastrati' },
    })
  ).data,
);
const fuel: Schemas['FuelEntry'] = (await fleet('post', '/api/fuel-entries', { contentType: 'application/json', body: fuelBody })).data;
is<Blob>(await fleet('get', '/api/fuel-entries/export.csv', { query: { lang: 'de', unit: 'l' } }));
is<Schemas['ImportResult']>(
  (
    await fleet('post', '/api/fuel-entries/import', {
      query: { dryRun: 'true' },
      contentType: 'multipart/form-data',
      body: { file: csv('filled_on,vehicle_license_plate,odometer,quantity,unit,cost\n') },
    })
  ).data,
);
is<Schemas['FuelEntry']>((await fleet('get', '/api/fuel-entries/{id}', { path: { id } })).data);
is<Schemas['FuelEntry']>(
  (
    await fleet('put', '/api/fuel-entries/{id}', {
      path: { id },
      contentType: 'application/json',
      body: { ...fuelBody, full: true, version: fuel.version },
    })
  ).data,
);
is<Schemas['FuelEntry']>((await fleet('delete', '/api/fuel-entries/{id}', { path: { id } })).data);
const [fuelled] = (await fleet('get', '/api/vehicles', { query: { ids: [id] } })).data;
is<number | null | undefined>(fuelled?.consumption.l);
is<number | null | undefined>(fuelled?.cost_per_km);

// vendors: the shops and suppliers of a company
const vendorBody = {
  name: 'Autoservis Kastrati',
  contact_person: 'Arben Kastrati',
  email: 'service@kastrati.example',
  phone: '+355 4 222 3344',
  address: null,
  notes: null,
};
is<string[]>(
  (await fleet('get', '/api/vendors', { query: { page: 1, limit: 25, sort: 'name', order: 'asc', q: 'Kastrati' } })).data.map(
    (row) => row.name,
  ),
);
const vendor = (await fleet('post', '/api/vendors', { contentType: 'application/json', body: vendorBody })).data;
is<string | null>((await fleet('get', '/api/vendors/{id}', { path: { id } })).data.contact_person);
is<number>(
  (
    await fleet('put', '/api/vendors/{id}', {
      path: { id },
      contentType: 'application/json',
      body: { ...vendorBody, phone: null, version: vendor.version },
    })
  ).data.version,
);
is<string>((await fleet('delete', '/api/vendors/{id}', { path: { id } })).data.company_id);

// parts: a company's catalogue, each branch's stock and its log
const partBody = {
  number: 'BRK-PAD-F-302',
  name: 'Brake pads, front axle',
  unit: 'set',
  unit_cost: 64.9,
  preferred_vendor_id: null,
  reorder_level: 4,
  notes: null,
};
is<string[]>(
  (
    await fleet('get', '/api/parts', { query: { page: 1, limit: 25, sort: 'number', order: 'asc', q: 'BRK', belowReorder: 'true' } })
  ).data.map((row) => row.number),
);
const part = (await fleet('post', '/api/parts', { contentType: 'application/json', body: partBody })).data;
is<number>((await fleet('get', '/api/parts/{id}', { path: { id } })).data.on_hand);
is<number>(
  (await fleet('put', '/api/parts/{id}', { path: { id }, contentType: 'application/json', body: { ...partBody, version: part.version } }))
    .data.version,
);
is<boolean[]>((await fleet('get', '/api/parts/{id}/stock', { path: { id } })).data.map((row) => row.below_reorder));
is<number>(
  (
    await fleet('post', '/api/parts/{id}/adjustments', {
      path: { id },
      contentType: 'application/json',
      body: { branch_id: id, quantity: -2, reason: 'Broken in the box', kind: 'corrected' },
    })
  ).data.on_hand,
);
is<string[]>((await fleet('get', '/api/parts/{id}/adjustments', { path: { id }, query: { limit: 10 } })).data.map((row) => row.reason));
is<Blob>(await fleet('get', '/api/parts/export.csv', { query: { lang: 'de', sort: 'number', belowReorder: 'true' } }));
is<Schemas['ImportResult']>(
  (
    await fleet('post', '/api/parts/import', {
      query: { dryRun: 'true' },
      contentType: 'multipart/form-data',
      body: { file: csv('number,name,unit,unit_cost,preferred_vendor_name,reorder_level\n'), companyId: id },
    })
  ).data,
);
is<string>((await fleet('delete', '/api/parts/{id}', { path: { id } })).data.company_id);

// inspection forms: a company's checks, in sections of items
const formBody = {
  name: 'Daily walk-around check',
  description: null,
  frequency: 'daily',
  vehicle_types: ['bus', 'truck'],
  branch_ids: [],
  active: true,
  sections: [
    {
      title: 'Outside',
      items: [
        { id: 'lights', label: 'Lights work', kind: 'pass_fail', critical: false, photo_on_fail: true },
        { id: 'tread', label: 'Tyre tread depth', kind: 'number', unit: 'mm', min: 1.6, max: 10, critical: true, photo_on_fail: true },
      ],
    },
  ],
} satisfies Schemas['NewInspectionFormInput'];
is<Schemas['InspectionForm'][]>(
  (await fleet('get', '/api/inspection-forms', { query: { vehicleId: id, active: 'true', sort: 'name', order: 'asc', q: 'walk' } })).data,
);
const inspectionForm: Schemas['InspectionForm'] = (
  await fleet('post', '/api/inspection-forms', { contentType: 'application/json', body: formBody })
).data;
is<number>(inspectionForm.item_count);
is<Schemas['InspectionForm']>((await fleet('get', '/api/inspection-forms/{id}', { path: { id } })).data);
is<number>(
  (
    await fleet('put', '/api/inspection-forms/{id}', {
      path: { id },
      contentType: 'application/json',
      body: { ...formBody, active: false, version: inspectionForm.version },
    })
  ).data.form_version,
);
is<Schemas['InspectionForm']>((await fleet('delete', '/api/inspection-forms/{id}', { path: { id } })).data);

// inspections: a vehicle checked against a form, its photos and its CSV
is<Schemas['InspectionSummary'][]>(
  (
    await fleet('get', '/api/inspections', {
      query: {
        vehicleId: id,
        formId: id,
        failed: 'true',
        dateFrom: '2026-06-01',
        dateTo: '2026-06-30',
        sort: 'inspected_at',
        order: 'desc',
      },
    })
  ).data,
);
const fleetInspection: Schemas['Inspection'] = (
  await fleet('post', '/api/inspections', {
    contentType: 'application/json',
    body: {
      vehicle_id: id,
      form_id: id,
      odometer: 123_456,
      results: [
        { item_id: 'lights', passed: true },
        { item_id: 'tread', value: 1.2, note: 'Front left worn' },
      ],
      note: null,
      inspected_at: '2026-06-15T06:30:00Z',
    },
  })
).data;
is<boolean>(fleetInspection.results[0]!.passed);
is<string[]>(fleetInspection.issue_ids);
is<Blob>(await fleet('get', '/api/inspections/export.csv', { query: { lang: 'al', failed: 'true' } }));
is<Schemas['Inspection']>((await fleet('get', '/api/inspections/{id}', { path: { id } })).data);
const inspectionPhoto: Schemas['InspectionPhoto'] = (
  await fleet('post', '/api/inspections/{id}/photos', {
    path: { id },
    contentType: 'multipart/form-data',
    body: { file: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), item_id: 'tread' },
  })
).data;
is<Blob>(await fleet('get', '/api/inspections/{id}/photos/{photoId}', { path: { id, photoId: inspectionPhoto.id } }));
is<Schemas['InspectionPhoto']>(
  (await fleet('delete', '/api/inspections/{id}/photos/{photoId}', { path: { id, photoId: inspectionPhoto.id } })).data,
);
is<Schemas['Inspection']>((await fleet('delete', '/api/inspections/{id}', { path: { id } })).data);

// issues: reported, listed, read, changed, commented on, exported and deleted
const issueBody = {
  vehicle_id: id,
  title: 'Brake pedal feels soft',
  description: null,
  priority: 'critical',
  due_on: '2026-12-01',
  odometer: 123_456,
} satisfies Schemas['NewIssueInput'];
is<Schemas['Issue'][]>(
  (
    await fleet('get', '/api/issues', {
      query: {
        status: 'open_any',
        priority: 'critical',
        assigneeId: id,
        vehicleId: id,
        dateFrom: '2026-11-01',
        sort: 'priority',
        order: 'desc',
      },
    })
  ).data,
);
const reported: Schemas['Issue'] = (await fleet('post', '/api/issues', { contentType: 'application/json', body: issueBody })).data;
is<string | null>((await fleet('get', '/api/issues/{id}', { path: { id } })).data.assignee_name);
is<Schemas['Issue']>(
  (
    await fleet('put', '/api/issues/{id}', {
      path: { id },
      contentType: 'application/json',
      body: { ...issueBody, status: 'resolved', assignee_id: id, version: reported.version },
    })
  ).data,
);
is<Schemas['IssueComment']>(
  (await fleet('post', '/api/issues/{id}/comments', { path: { id }, contentType: 'application/json', body: { body: 'Pads ordered' } }))
    .data,
);
is<Schemas['IssueComment'][]>((await fleet('get', '/api/issues/{id}/comments', { path: { id } })).data);
is<Blob>(await fleet('get', '/api/issues/export.csv', { query: { lang: 'al', status: 'open_any' } }));
is<Schemas['Issue']>((await fleet('delete', '/api/issues/{id}', { path: { id } })).data);
is<boolean>((await fleet('get', '/api/vehicles', { query: { inService: 'false' } })).data.every((row) => !row.in_service));

// work orders: opened with their lines, listed, read, changed, completed, commented on, exported and deleted
const workOrderBody = {
  vehicle_id: id,
  title: 'Front brakes',
  service_type: 'Brakes',
  issued_on: '2026-11-02',
  issue_ids: [id],
  lines: [
    { kind: 'labour', description: 'Replace pads', hours: 1.5, rate: 68 },
    { kind: 'part', part_id: id, branch_id: id, description: null, quantity: 2, unit_cost: 64.9 },
    { kind: 'other', description: 'Disposal', amount: 8.5 },
  ],
} satisfies Schemas['NewWorkOrderInput'];
is<Schemas['WorkOrder'][]>(
  (
    await fleet('get', '/api/work-orders', {
      query: {
        status: 'open_any',
        priority: 'high',
        vehicleId: id,
        vendorId: id,
        issueId: id,
        branchId: id,
        sort: 'total_cost',
        order: 'desc',
      },
    })
  ).data,
);
const opened: Schemas['WorkOrder'] = (await fleet('post', '/api/work-orders', { contentType: 'application/json', body: workOrderBody }))
  .data;
is<number>((await fleet('get', '/api/work-orders/{id}', { path: { id } })).data.lines[0]!.total);
is<Schemas['WorkOrder']>(
  (
    await fleet('put', '/api/work-orders/{id}', {
      path: { id },
      contentType: 'application/json',
      body: { ...workOrderBody, status: 'in_progress', vendor_id: id, version: opened.version },
    })
  ).data,
);
is<{ resource: string; id: string } | null>(
  (
    await fleet('post', '/api/work-orders/{id}/complete', {
      path: { id },
      contentType: 'application/json',
      body: { version: opened.version, completed_on: '2026-11-05', odometer: 123_780 },
    })
  ).data.maintenance_record,
);
is<Schemas['WorkOrderComment']>(
  (
    await fleet('post', '/api/work-orders/{id}/comments', {
      path: { id },
      contentType: 'application/json',
      body: { body: 'Discs on Thursday' },
    })
  ).data,
);
is<Schemas['WorkOrderComment'][]>((await fleet('get', '/api/work-orders/{id}/comments', { path: { id } })).data);
is<Schemas['WorkOrderAttachment'][]>((await fleet('get', '/api/work-orders/{id}/attachments', { path: { id } })).data);
const invoice: Schemas['WorkOrderAttachment'] = (
  await fleet('post', '/api/work-orders/{id}/attachments', {
    path: { id },
    contentType: 'multipart/form-data',
    body: { file: new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], { type: 'application/pdf' }) },
  })
).data;
is<string>(invoice.work_order_id);
is<Blob>(await fleet('get', '/api/work-orders/{id}/attachments/{attachmentId}', { path: { id, attachmentId: invoice.id } }));
is<Schemas['WorkOrderAttachment']>(
  (await fleet('delete', '/api/work-orders/{id}/attachments/{attachmentId}', { path: { id, attachmentId: invoice.id } })).data,
);
is<Blob>(await fleet('get', '/api/work-orders/export.csv', { query: { lang: 'de', status: 'completed' } }));
is<Schemas['WorkOrder']>((await fleet('delete', '/api/work-orders/{id}', { path: { id } })).data);
is<string | null>((await fleet('get', '/api/vehicles/{id}/downtime', { path: { id } })).data.out_of_service_since);

// the overview
is<Schemas['Overview']>((await fleet('get', '/api/overview', { query: { branchId: '' } })).data);

// the inbox of reminders
const inbox = (await fleet('get', '/api/notifications', { query: { unread: 'true', page: 1, limit: 10 } })).data;
is<Schemas['Notification'][]>(inbox);
is<number>((await fleet('post', '/api/notifications/run', {})).data.count);
is<Schemas['Notification']>((await fleet('post', '/api/notifications/{id}/read', { path: { id } })).data);
is<number>((await fleet('post', '/api/notifications/read-all', {})).data.count);
is<Schemas['Delivery'][]>((await fleet('get', '/api/notifications/deliveries', { query: { page: 1, limit: 10 } })).data);
const reminderSettings = (await fleet('get', '/api/me/notification-settings', {})).data;
is<string>((await fleet('post', '/api/me/notification-settings/test-email', {})).data.to);
is<boolean>(reminderSettings.email_available);
is<Schemas['NotificationSettings']>(
  (
    await fleet('put', '/api/me/notification-settings', {
      contentType: 'application/json',
      body: { in_app: true, email: false, branches: null, language: 'en', version: reminderSettings.version },
    })
  ).data,
);

// a company's webhooks: added (its secret answered once), read, changed, tested and deleted
const hook = (
  await fleet('post', '/api/webhooks', {
    contentType: 'application/json',
    body: { url: 'https://93.184.215.14/fleet', description: 'Dispatch' },
  })
).data;
is<string>(hook.secret);
is<Schemas['Webhook'][]>((await fleet('get', '/api/webhooks', { query: { page: 1, limit: 10 } })).data);
is<Schemas['Webhook']>((await fleet('get', '/api/webhooks/{id}', { path: { id: hook.id } })).data);
is<Schemas['Webhook']>(
  (
    await fleet('put', '/api/webhooks/{id}', {
      path: { id: hook.id },
      contentType: 'application/json',
      body: { url: 'https://93.184.215.14/fleet', enabled: false, version: hook.version },
    })
  ).data,
);
is<boolean>((await fleet('post', '/api/webhooks/{id}/test', { path: { id: hook.id } })).data.delivered);
is<Schemas['Webhook']>((await fleet('delete', '/api/webhooks/{id}', { path: { id: hook.id } })).data);

// Web Push: the key a browser subscribes with, and the caller's devices: turned on, listed, turned off by endpoint or id
is<string>((await fleet('get', '/api/push/key', {})).data.public_key);
const device: Schemas['PushSubscription'] = (
  await fleet('post', '/api/push/subscriptions', {
    contentType: 'application/json',
    body: {
      endpoint: 'https://93.184.215.14/push/v2/a-device',
      expirationTime: null,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
      device: 'Chrome on Android',
    },
  })
).data;
is<Schemas['PushSubscription'][]>((await fleet('get', '/api/push/subscriptions', {})).data);
is<Schemas['PushSubscription']>((await fleet('delete', '/api/push/subscriptions', { query: { endpoint: device.endpoint } })).data);
is<Schemas['PushSubscription']>((await fleet('delete', '/api/push/subscriptions/{id}', { path: { id: device.id } })).data);

// the calendar feed of reminders: the caller's secret address, a new one, and the feed, fetched without signing in
is<string>((await fleet('get', '/api/me/calendar', {})).data.url);
const feedUrl = new URL((await fleet('post', '/api/me/calendar', {})).data.url, BASE);
is<Blob>(await anonymous('get', '/api/calendar/{file}', { path: { file: feedUrl.pathname.split('/').at(-1)! } }));

// history: the company's, filtered and as CSV, and each record's (docs/history.md)
const changes = await fleet('get', '/api/history', { query: { entity: 'vehicles', vehicleId: id, from: '2026-01-01', limit: 25 } });
is<Schemas['HistoryEntry'][]>(changes.data);
is<unknown[]>(changes.data[0]!.changes['mileage']!);
is<Blob>(await fleet('get', '/api/history/export.csv', { query: { actorId: id, lang: 'de' } }));
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/companies/{id}/history', { path: { id } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/branches/{id}/history', { path: { id } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/employees/{id}/history', { path: { id } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/vehicles/{id}/history', { path: { id }, query: { page: 2, limit: 10 } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/general-maintenances/{id}/history', { path: { id } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/mandatory-maintenances/{id}/history', { path: { id } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/documents/{id}/history', { path: { id } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/meter-readings/{id}/history', { path: { id } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/fuel-entries/{id}/history', { path: { id } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/vendors/{id}/history', { path: { id } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/parts/{id}/history', { path: { id } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/inspection-forms/{id}/history', { path: { id } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/inspections/{id}/history', { path: { id } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/issues/{id}/history', { path: { id } })).data);
is<Schemas['HistoryEntry'][]>((await fleet('get', '/api/work-orders/{id}/history', { path: { id } })).data);

// signing out, and what a failure says
is<string>((await fleet('post', '/api/auth/log-out', {})).message);
try {
  await fleet('get', '/api/vehicles/{id}', { path: { id } });
} catch (error) {
  if (error instanceof FleetError) is<Pick<Schemas['Error'], 'message' | 'errors'>>(error.body);
}

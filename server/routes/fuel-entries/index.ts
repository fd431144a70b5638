import type { FastifyInstance } from 'fastify';
import {
  fuelEntry,
  fuelEntryExportQuery,
  fuelEntryInput,
  fuelEntryListQuery,
  fuelEntryUpdateBody,
} from '../../../contract/schemas/fuel-entry';
import { csvRoutes } from '../../csv/routes';
import { recordRoutes } from '../record-routes';
import { fuelEntryColumns } from './csv-sheet';
import { importFuelEntries } from './csv';
import { fuelEntryRecords as records } from './repository';

/**
 * Fuel entries (docs/fuel.md), visible with their vehicle, as maintenance records are. Users record
 * and edit them but may not delete them (contract/permissions.ts).
 */
export default async function fuelEntryRoutes(app: FastifyInstance) {
  recordRoutes(app, {
    resource: 'fuel-entries',
    row: fuelEntry,
    list: {
      summary: 'List fuel entries (fillings and charges)',
      query: fuelEntryListQuery,
      run: ({ db, actor }, query) => records.list(db, actor, query),
    },
    show: { summary: 'One fuel entry', run: ({ db, actor }, id) => records.find(db, actor, id) },
    create: {
      summary: "Record a filling or a charge of an active vehicle (its odometer moves the vehicle's mileage forward)",
      body: fuelEntryInput,
      idempotent: true,
      run: ({ db, actor, now }, body) => records.create(db, actor, body, now),
    },
    edit: {
      summary: 'Update a fuel entry (the full body, with the `version` it was read at, else 409)',
      body: fuelEntryUpdateBody,
      run: ({ db, actor, now }, id, body) => records.update(db, actor, id, body, now),
    },
    delete: { summary: 'Delete a fuel entry', run: ({ db, actor }, id) => records.delete(db, actor, id) },
  });

  csvRoutes(app, {
    resource: 'fuel-entries',
    export: {
      query: fuelEntryExportQuery,
      list: (db, actor, query) => records.listForExport(db, actor, query),
      columns: fuelEntryColumns,
    },
    import: {
      summary:
        'Create fuel entries from a CSV file (multipart `file`), vehicles found by plate; `dryRun=true` checks every row and creates nothing; a superadmin names `companyId`',
      run: importFuelEntries,
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Language } from '../../../contract/languages';
import type { MaintenanceDateField } from '../../../contract/schemas/maintenance';
import { csvRoutes } from '../../csv/routes';
import type { SheetCheck } from '../../csv/sheet-check';
import type { HistoryKeys, HistoryLookups } from '../../csv/vehicle-history';
import { recordRoutes } from '../record-routes';
import { importMaintenance } from './csv';
import { maintenanceColumns, type MaintenanceRow } from './csv-sheet';
import type { maintenanceRecords, RecordFilters, RecordInput } from './records';

type KindInput<Field extends MaintenanceDateField> = RecordInput & Record<Field, string>;

/** What makes one kind of maintenance's routes (both kinds' are the same, docs/screens.md). */
interface MaintenanceRoutes<
  Row extends MaintenanceRow,
  Field extends MaintenanceDateField,
  Input extends KindInput<Field>,
  Update extends z.ZodType<Input & { version: number; flagged?: boolean }>,
> {
  resource: 'general-maintenances' | 'mandatory-maintenances';
  /** As /api/docs names the kind: `general maintenance`. */
  name: string;
  records: ReturnType<typeof maintenanceRecords<Row, Field, Input>>;
  /** The kind's import checks (csv-sheet.ts). */
  sheet: SheetCheck<HistoryKeys, HistoryLookups, Input & { flagged: boolean }>;
  row: z.ZodType<Row>;
  listQuery: z.ZodType<RecordFilters & { page: number; limit: number }>;
  input: z.ZodType<Input>;
  updateBody: Update;
  exportQuery: z.ZodType<RecordFilters & { lang: Language }>;
}

/**
 * The routes of one kind of maintenance, visible with its vehicle: its list, records and CSV. Users
 * record and edit it but may not delete it (contract/permissions.ts).
 */
export function maintenanceRoutes<
  Row extends MaintenanceRow,
  Field extends MaintenanceDateField,
  Input extends KindInput<Field>,
  Update extends z.ZodType<Input & { version: number; flagged?: boolean }>,
>(spec: MaintenanceRoutes<Row, Field, Input, Update>) {
  const { resource, name, records } = spec;
  return async function routes(app: FastifyInstance) {
    recordRoutes(app, {
      resource,
      row: spec.row,
      list: { summary: `List ${name} records`, query: spec.listQuery, run: ({ db, actor }, query) => records.list(db, actor, query) },
      show: { summary: `One ${name} record`, run: ({ db, actor }, id) => records.find(db, actor, id) },
      create: {
        summary: `Record ${name} on an active vehicle`,
        body: spec.input,
        run: ({ db, actor, now }, body) => records.create(db, actor, body, now),
      },
      edit: {
        summary: `Update a ${name} record (the full body, with the \`version\` it was read at, else 409)`,
        body: spec.updateBody,
        run: ({ db, actor, now }, id, body) => records.update(db, actor, id, body, now),
      },
      delete: { summary: `Delete a ${name} record`, run: ({ db, actor }, id) => records.delete(db, actor, id) },
    });

    csvRoutes(app, {
      resource,
      export: {
        query: spec.exportQuery,
        list: (db, actor, query) => records.listForExport(db, actor, query),
        columns: maintenanceColumns(records.kind),
      },
      import: {
        summary:
          'Create records from a CSV file (multipart `file`), vehicles found by plate; `dryRun=true` checks every row and creates nothing; a superadmin names `companyId`',
        run: (db, actor, upload, now) => importMaintenance(db, actor, upload, now, spec.sheet, records.kind),
      },
    });
  };
}

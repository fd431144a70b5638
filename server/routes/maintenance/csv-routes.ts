import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Language } from '../../../contract/languages';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import type { ListQuery } from '../../csv/list-cursor';
import { csvRoutes } from '../../csv/routes';
import { importMaintenance } from './csv';
import { maintenanceColumns, type MaintenanceRow } from './csv-sheet';
import type { MaintenanceKind, RecordFilters, RecordInput } from './records';
import type { SheetCheck } from '../../csv/sheet-check';
import type { HistoryKeys, HistoryLookups } from '../../csv/vehicle-history';
import type { MaintenanceDateField } from '../../../contract/schemas/maintenance';

type KindInput<Field extends MaintenanceDateField> = RecordInput & Record<Field, string> & { flagged: boolean };

interface MaintenanceCsv<Field extends MaintenanceDateField, Row extends MaintenanceRow, Input extends KindInput<Field>> {
  /** The kind's import checks (csv-sheet.ts), which name its resource. */
  sheet: SheetCheck<HistoryKeys, HistoryLookups, Input>;
  /** The kind's records (server/routes/maintenance/records.ts): what they are, and their list unpaged. */
  records: {
    kind: MaintenanceKind<Field>;
    listForExport(
      db: Executor,
      actor: Actor,
      query: RecordFilters,
    ): { fields: Record<string, unknown>; query: ListQuery; toRow: (row: Row) => Row };
  };
  exportQuery: z.ZodType<RecordFilters & { lang: Language }>;
  tags: string[];
}

/** The CSV routes of a maintenance list (server/csv/routes.ts): the same for both kinds, vehicles found by plate. */
export function maintenanceCsvRoutes<Field extends MaintenanceDateField, Row extends MaintenanceRow, Input extends KindInput<Field>>(
  app: FastifyInstance,
  { sheet, records, exportQuery, tags }: MaintenanceCsv<Field, Row, Input>,
) {
  csvRoutes(app, {
    resource: sheet.resource as 'general-maintenances' | 'mandatory-maintenances',
    tags,
    exportQuery,
    listForExport: (db, actor, query) => records.listForExport(db, actor, query),
    columns: maintenanceColumns(records.kind),
    importSummary:
      'Create records from a CSV file (multipart `file`), vehicles found by plate; `dryRun=true` checks every row and creates nothing; a superadmin names `companyId`',
    importFile: (db, actor, upload, now) => importMaintenance(db, actor, upload, now, sheet, records.kind),
  });
}

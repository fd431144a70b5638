import type { FastifyInstance } from 'fastify';
import {
  meterLogEntry,
  meterLogQuery,
  meterReading,
  meterReadingInput,
  meterReadingUpdateBody,
} from '../../../contract/schemas/meter-reading';
import { csvRoutes } from '../../csv/routes';
import { recordRoutes } from '../record-routes';
import { importMeterReadings } from './csv';
import { meterLog } from './log';
import { createMeterReading, deleteMeterReading, findMeterReading, updateMeterReading } from './repository';

/**
 * The meter log (docs/fleet-health.md, The meter log): the list shows every reading of the vehicles
 * the caller sees, from every source; the readings typed in or imported are the records here, the
 * others are changed through their own maintenance record or fuel entry. Users record and edit
 * readings; admins and moderators also delete them and clear their flags.
 */
export default async function meterReadingRoutes(app: FastifyInstance) {
  recordRoutes(app, {
    resource: 'meter-readings',
    row: meterReading,
    list: {
      summary:
        'The meter log: every odometer reading of the vehicles the caller sees, from readings, maintenance records and fuel entries (`record_id` names the record of another source)',
      query: meterLogQuery,
      row: meterLogEntry,
      run: ({ db, actor }, query) => meterLog(db, actor, query),
    },
    show: { summary: 'One meter reading of its own (typed in or imported)', run: ({ db, actor }, id) => findMeterReading(db, actor, id) },
    create: {
      summary:
        'Record a reading as the odometer shows it (`replacement: true`: a new odometer was fitted); one lower than an earlier reading is refused, an implausible one is flagged',
      body: meterReadingInput,
      idempotent: true,
      run: ({ db, actor, now }, body) => createMeterReading(db, actor, body, now),
    },
    edit: {
      summary:
        'Correct a reading, its engine hours or notes, or clear its flag (`flagged: false`, admins and moderators), with the `version` it was read at (else 409)',
      body: meterReadingUpdateBody,
      run: ({ db, actor }, id, body) => updateMeterReading(db, actor, id, body),
    },
    delete: {
      summary: 'Delete a meter reading (a replacement only while no later reading counts from it, else 409)',
      failures: [409],
      run: ({ db, actor }, id) => deleteMeterReading(db, actor, id),
    },
  });

  csvRoutes(app, {
    resource: 'meter-readings',
    import: {
      summary:
        'Create readings from a CSV file (multipart `file`: plate, date, odometer, optionally engine hours and notes; docs/csv.md), vehicles found by plate, each judged as a reading typed in; `dryRun=true` checks every row and creates nothing; a superadmin names `companyId`',
      run: importMeterReadings,
    },
  });
}

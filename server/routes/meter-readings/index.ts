import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import {
  meterLogEntry,
  meterLogQuery,
  meterReading,
  meterReadingInput,
  meterReadingUpdateBody,
} from '../../../contract/schemas/meter-reading';
import { importForm, importQuery } from '../../../contract/schemas/files';
import { importResult } from '../../../contract/schemas/imports';
import { readImportUpload } from '../../csv/upload';
import { importMeterReadings } from './csv';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { meterLog } from './log';
import { createMeterReading, findMeterReading, removeMeterReading, updateMeterReading } from './repository';

const tags = ['meter-readings'];

/**
 * The meter log (docs/fleet-health.md, The meter log): the list shows every reading of the vehicles
 * the caller sees, from every source; the readings typed in or imported are the records here, the
 * others are changed through their own maintenance record or fuel entry. Users record and edit
 * readings; admins and moderators also delete them and clear their flags.
 */
export default async function meterReadingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'The meter log: every odometer reading of the vehicles the caller sees, from readings, maintenance records and fuel entries (`record_id` names the record of another source)',
        querystring: meterLogQuery,
        response: { 200: listOf(meterLogEntry), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('meter-readings', 'list'),
    },
    async (request) => meterLog(request.db, request.actor, request.query),
  );

  app.post(
    '/import',
    {
      schema: {
        tags,
        summary:
          'Create readings from a CSV file (multipart `file`: plate, date, odometer, optionally engine hours and notes; docs/csv.md), vehicles found by plate, each judged as a reading typed in; `dryRun=true` checks every row and creates nothing; a superadmin names `companyId`',
        docs: { body: { 'multipart/form-data': importForm }, querystring: importQuery },
        response: {
          200: one(importResult).describe('A dry run: what the file would create, row by row; nothing was created'),
          201: one(importResult).describe('Imported: every row was created, in one transaction'),
          ...failures(...SIGNED_IN, 404, 409, 413, 415),
        },
      },
      onRequest: app.allow('meter-readings', 'create'),
      config: { readsMultipart: true },
    },
    async (request, reply) => {
      // The request's transaction begins once the file is read (readsMultipart): only then is request.db there.
      const upload = await readImportUpload(request);
      const result = await importMeterReadings(request.db, request.actor, upload, app.now());
      return reply.code(result.dry_run ? 200 : 201).send({ data: result });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One meter reading of its own (typed in or imported)',
        params: idParams,
        response: { 200: one(meterReading), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('meter-readings', 'show'),
    },
    async (request) => ({ data: await findMeterReading(request.db, request.actor, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Record a reading as the odometer shows it (`replacement: true`: a new odometer was fitted); one lower than an earlier reading is refused, an implausible one is flagged',
        body: meterReadingInput,
        response: { 201: one(meterReading), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('meter-readings', 'create'),
    },
    async (request, reply) => reply.code(201).send({ data: await createMeterReading(request.db, request.actor, request.body, app.now()) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Correct a reading, its engine hours or notes, or clear its flag (`flagged: false`, admins and moderators), with the `version` it was read at (else 409)',
        params: idParams,
        body: meterReadingUpdateBody,
        response: { 200: one(meterReading), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('meter-readings', 'edit'),
    },
    async (request) => ({ data: await updateMeterReading(request.db, request.actor, request.params.id, request.body) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a meter reading (a replacement only while no later reading counts from it, else 409)',
        params: idParams,
        response: { 200: one(meterReading), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('meter-readings', 'delete'),
    },
    async (request) => ({ data: await removeMeterReading(request.db, request.actor, request.params.id) }),
  );
}

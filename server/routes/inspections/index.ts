import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '../../../contract/inspections';
import { id, optionalText } from '../../../contract/schemas/fields';
import { one } from '../../../contract/schemas/common';
import {
  inspection,
  inspectionExportQuery,
  inspectionInput,
  inspectionListQuery,
  inspectionPhoto,
  inspectionSummary,
} from '../../../contract/schemas/inspection';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { atomically } from '../../db/atomically';
import { csvRoutes } from '../../csv/routes';
import { endRequestTransaction } from '../../plugins/authentication';
import { attachmentHeaders, sendAttachment } from '../../attachments/download';
import { answerOnce, idempotencyHeaders } from '../idempotency';
import { recordRoutes } from '../record-routes';
import { createInspection } from './create';
import { inspectionColumns } from './csv-sheet';
import { readPhotoUpload } from './photo-upload';
import { addPhoto, deletePhoto, findPhoto, missingPhoto } from './photos';
import { deleteInspection, findInspection, listInspections, listInspectionsForExport } from './repository';

/** GET and DELETE /api/inspections/:id/photos/:photoId. */
const photoParams = z.object({ id: id(), photoId: id() });

/** POST /api/inspections/:id/photos, for /api/docs: the handler reads the parts itself (photo-upload.ts). */
const photoForm = z.object({
  file: z.string().meta({
    format: 'binary',
    maxLength: MAX_PHOTO_BYTES,
    description: `The photo: a JPEG, PNG or WebP image, recognised by its content, of at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB`,
  }),
  item_id: optionalText(40).meta({ description: 'The item of the inspection it shows; left out: the inspection as a whole' }),
});

/**
 * Inspections (docs/inspections.md): a vehicle checked against its company's form, visible with its
 * vehicle as any of a vehicle's records. Every role records them for the vehicles it sees; admins and
 * moderators delete a mistaken one; nobody edits one (contract/permissions.ts). Their photos are read
 * by whoever sees the inspection, added by whoever may record one, removed by whoever may delete one.
 */
export default async function inspectionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  recordRoutes(app, {
    resource: 'inspections',
    row: inspection,
    list: {
      summary:
        'List inspections: `q` in the plate, form, inspector and note; by vehicle, form, the company days `dateFrom`–`dateTo`, `failed=true` for those with a failed item',
      query: inspectionListQuery,
      row: inspectionSummary,
      run: ({ db, actor }, query) => listInspections(db, actor, query),
    },
    show: {
      summary: "One inspection: each item as it was on the form's version with its answer, its photos and the issues it raised",
      run: ({ db, actor }, inspectionId) => findInspection(db, actor, inspectionId),
    },
    delete: {
      summary: 'Delete a mistaken inspection and its photos; the issues it raised stay',
      run: ({ db, actor }, inspectionId) => deleteInspection(db, actor, inspectionId),
    },
  });

  app.post(
    '/',
    {
      schema: {
        summary:
          'Record an inspection of an active vehicle against a form in use for it, every item answered; the odometer goes into the meter log, each failed item raises an issue. `Idempotency-Key`: sent again, the first answer',
        headers: idempotencyHeaders,
        body: inspectionInput,
        response: { 201: one(inspection), ...failures(...SIGNED_IN, 404, 422) },
      },
      onRequest: app.allow('inspections', 'create'),
    },
    async (request, reply) => {
      const { db, actor, body } = request;
      const { status, answer } = await answerOnce(request, 201, body, () =>
        atomically(db, async (tx) => ({
          data: await findInspection(tx, actor, await createInspection(tx, actor, body, { now: app.now(), reminders: app.reminderQueue })),
        })),
      );
      return reply.code(status as 201).send(answer);
    },
  );

  app.post(
    '/:id/photos',
    {
      schema: {
        operationId: 'addInspectionPhoto',
        summary:
          'Add a photo (multipart `file`: a JPEG, PNG or WebP of up to 10 MB, recognised by its content; `item_id`: the item it shows); a failed item’s photo becomes its issue’s. `Idempotency-Key`: sent again, the first answer',
        params: z.object({ id: id() }),
        headers: idempotencyHeaders,
        docs: { body: { 'multipart/form-data': photoForm } },
        response: { 201: one(inspectionPhoto), ...failures(...SIGNED_IN, 404, 409, 413, 415, 422) },
      },
      onRequest: app.allow('inspections', 'create'),
      config: { readsMultipart: true },
    },
    async (request, reply) => {
      const upload = await readPhotoUpload(request);
      // A retry is the same photo when it shows the same item with the same bytes; the name it was sent under does not count.
      const sent = { item_id: upload.itemId, sha256: upload.sha256 };
      const { status, answer } = await answerOnce(request, 201, sent, async () => ({
        data: await addPhoto(request.db, request.actor, request.params.id, upload),
      }));
      return reply.code(status as 201).send(answer);
    },
  );

  app.get(
    '/:id/photos/:photoId',
    {
      schema: {
        operationId: 'getInspectionPhoto',
        summary: 'A photo of the inspection, as its stored type',
        params: photoParams,
        docs: { file: { description: 'The photo, as it was sent', mediaTypes: PHOTO_TYPES } },
        response: failures(...SIGNED_IN, 404),
      },
      onRequest: app.allow('inspections', 'show'),
      // Sent as stored, byte for byte: its length is known, and none of the three types compresses.
      compress: false,
    },
    async (request, reply) => {
      const { id: inspectionId, photoId } = request.params;
      const photo = await findPhoto(request.db, request.actor, inspectionId, photoId);
      // A HEAD asks for the headers: the bytes are not read for them (documents' attachments do the same).
      if (request.method === 'HEAD') return attachmentHeaders(reply, photo, 'inline').send(Readable.from([]));
      // The bytes are read on a connection of their own; the request's is given back first.
      await endRequestTransaction(request);
      return sendAttachment(reply, app.pool, request.actor, photo, {
        table: 'inspection_photos',
        missing: missingPhoto,
        disposition: 'inline',
      });
    },
  );

  app.delete(
    '/:id/photos/:photoId',
    {
      schema: {
        operationId: 'deleteInspectionPhoto',
        summary: 'Remove a photo from an inspection',
        params: photoParams,
        response: { 200: one(inspectionPhoto), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('inspections', 'delete'),
    },
    async (request) => ({ data: await deletePhoto(request.db, request.actor, request.params.id, request.params.photoId) }),
  );

  csvRoutes(app, {
    resource: 'inspections',
    export: {
      query: inspectionExportQuery,
      list: (db, actor, query) => listInspectionsForExport(db, actor, query),
      columns: inspectionColumns,
    },
  });
}

import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ATTACHMENT_TYPES } from '../../contract/document-kinds';
import type { Resource } from '../../contract/permissions';
import { attachmentForm, attachmentParams } from '../../contract/schemas/attachment';
import { idParams, listOf, one } from '../../contract/schemas/common';
import { failures, SIGNED_IN } from '../api-docs/failures';
import { endRequestTransaction } from '../plugins/authentication';
import { attachmentHeaders, sendAttachment } from './download';
import type { AttachmentStoreOf } from './store';
import { readAttachmentUpload } from './upload';

interface Operation {
  operationId: string;
  summary: string;
}

interface AttachmentRoutes<OwnerKey extends string> {
  /** The owner's resource: its `show` right reads the files, its `edit` right adds and removes them. */
  resource: Resource;
  /** An attachment as the API answers it. */
  row: z.ZodType;
  store: AttachmentStoreOf<OwnerKey>;
  /** What /api/docs names and says of each route. */
  list: Operation;
  add: Operation;
  download: Operation;
  delete: Operation;
}

/**
 * The four routes of a record's attachments, under the owner's prefix (docs/documents.md, Attachments;
 * docs/work-orders.md, Attachments): GET /:id/attachments (the list), POST /:id/attachments (multipart
 * `file`, 201), GET /:id/attachments/:attachmentId (the file, streamed; HEAD answers its headers) and
 * DELETE /:id/attachments/:attachmentId. The role check runs on onRequest, before the body is read or
 * validated.
 */
export function attachmentRoutes<OwnerKey extends string>(fastify: FastifyInstance, spec: AttachmentRoutes<OwnerKey>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { resource, store } = spec;

  app.get(
    '/:id/attachments',
    {
      schema: {
        ...spec.list,
        params: idParams,
        response: { 200: listOf(spec.row), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow(resource, 'show'),
    },
    async (request) => store.list(request.db, request.actor, request.params.id),
  );

  app.post(
    '/:id/attachments',
    {
      schema: {
        ...spec.add,
        params: idParams,
        docs: { body: { 'multipart/form-data': attachmentForm } },
        response: { 201: one(spec.row), ...failures(...SIGNED_IN, 404, 409, 413, 415) },
      },
      onRequest: app.allow(resource, 'edit'),
      config: { readsMultipart: true },
    },
    async (request, reply) => {
      const upload = await readAttachmentUpload(request);
      return reply.code(201).send({ data: await store.add(request.db, request.actor, request.params.id, upload) });
    },
  );

  app.get(
    '/:id/attachments/:attachmentId',
    {
      schema: {
        ...spec.download,
        params: attachmentParams,
        docs: { file: { description: 'The file, as it was uploaded', mediaTypes: ATTACHMENT_TYPES } },
        response: failures(...SIGNED_IN, 404),
      },
      onRequest: app.allow(resource, 'show'),
      // Sent as stored, byte for byte: its length is known, and none of the four types compresses.
      compress: false,
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await store.find(request.db, request.actor, id, attachmentId);
      // A HEAD asks for the headers: the bytes are not read for them. An empty stream, since Fastify's
      // HEAD answers its length as 0 for no body at all, and as the file's own for a stream.
      if (request.method === 'HEAD') return attachmentHeaders(reply, file).send(Readable.from([]));
      // The bytes are read on a connection of their own (sendAttachment); the request's is given back first.
      await endRequestTransaction(request);
      return sendAttachment(reply, app.pool, request.actor, file, { table: store.table, missing: store.missing });
    },
  );

  app.delete(
    '/:id/attachments/:attachmentId',
    {
      schema: {
        ...spec.delete,
        params: attachmentParams,
        response: { 200: one(spec.row), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow(resource, 'edit'),
    },
    async (request) => ({ data: await store.remove(request.db, request.actor, request.params.id, request.params.attachmentId) }),
  );
}

import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTACHMENT_TYPES } from '../../../contract/document-kinds';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import {
  attachmentForm,
  attachmentParams,
  document,
  documentAttachment,
  documentInput,
  documentListQuery,
  documentUpdateBody,
} from '../../../contract/schemas/document';
import { endRequestTransaction } from '../../plugins/authentication';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { readAttachmentUpload } from './attachment-upload';
import { attachmentHeaders, sendAttachment } from './attachment-download';
import { addAttachment, findAttachment, listAttachments, removeAttachment } from './attachments';
import { createDocument, deleteDocument, findDocument, listDocuments, updateDocument } from './repository';

const tags = ['documents'];

/**
 * Documents of vehicles and employees, and their attachments (docs/documents.md). Everyone reads the
 * documents they see; admins and moderators change them, within their scope. An attachment is read
 * with the right to see its document and added or removed with the right to edit it. The role check
 * runs on onRequest, before the body is read or validated.
 */
export default async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'List documents: `q` in the number, issuer and notes; by vehicle, employee, kind or subject; `expires=soon|overdue`',
        querystring: documentListQuery,
        response: { 200: listOf(document), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('documents', 'list'),
    },
    async (request) => listDocuments(request.db, request.actor, request.query, app.now()),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One document',
        params: idParams,
        response: { 200: one(document), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('documents', 'show'),
    },
    async (request) => ({ data: await findDocument(request.db, request.actor, request.params.id, app.now()) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a document to an active vehicle or to an employee',
        body: documentInput,
        response: { 201: one(document), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('documents', 'create'),
    },
    async (request, reply) => reply.code(201).send({ data: await createDocument(request.db, request.actor, request.body, app.now()) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Update a document (the full body, with the `version` it was read at, else 409)',
        params: idParams,
        body: documentUpdateBody,
        response: { 200: one(document), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('documents', 'edit'),
    },
    async (request) => ({ data: await updateDocument(request.db, request.actor, request.params.id, request.body, app.now()) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a document and its attachments',
        params: idParams,
        response: { 200: one(document), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('documents', 'delete'),
    },
    async (request) => ({ data: await deleteDocument(request.db, request.actor, request.params.id, app.now()) }),
  );

  app.get(
    '/:id/attachments',
    {
      schema: {
        tags,
        operationId: 'listDocumentAttachments',
        summary: "A document's attachments, oldest first (at most 20, no paging)",
        params: idParams,
        response: { 200: listOf(documentAttachment), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('documents', 'show'),
    },
    async (request) => listAttachments(request.db, request.actor, request.params.id),
  );

  app.post(
    '/:id/attachments',
    {
      schema: {
        tags,
        operationId: 'addDocumentAttachment',
        summary: 'Attach a PDF, JPEG, PNG or WebP of up to 10 MB (multipart `file`), recognised by its content',
        params: idParams,
        docs: { body: { 'multipart/form-data': attachmentForm } },
        response: { 201: one(documentAttachment), ...failures(...SIGNED_IN, 404, 409, 413, 415) },
      },
      onRequest: app.allow('documents', 'edit'),
      config: { readsMultipart: true },
    },
    async (request, reply) => {
      const upload = await readAttachmentUpload(request);
      return reply.code(201).send({ data: await addAttachment(request.db, request.actor, request.params.id, upload) });
    },
  );

  app.get(
    '/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        operationId: 'downloadDocumentAttachment',
        summary: 'Download an attachment, as its stored type, as a file to save (`Content-Disposition: attachment`)',
        params: attachmentParams,
        docs: { file: { description: 'The file, as it was uploaded', mediaTypes: ATTACHMENT_TYPES } },
        response: failures(...SIGNED_IN, 404),
      },
      onRequest: app.allow('documents', 'show'),
      // Sent as stored, byte for byte: its length is known, and none of the four types compresses.
      compress: false,
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await findAttachment(request.db, request.actor, id, attachmentId);
      // A HEAD asks for the headers: the bytes are not read for them. An empty stream, since Fastify's
      // HEAD answers its length as 0 for no body at all, and as the file's own for a stream.
      if (request.method === 'HEAD') return attachmentHeaders(reply, file).send(Readable.from([]));
      // The bytes are read on a connection of their own (sendAttachment); the request's is given back first.
      await endRequestTransaction(request);
      return sendAttachment(reply, app.pool, request.actor, file);
    },
  );

  app.delete(
    '/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        operationId: 'deleteDocumentAttachment',
        summary: 'Remove an attachment from a document',
        params: attachmentParams,
        response: { 200: one(documentAttachment), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('documents', 'edit'),
    },
    async (request) => ({ data: await removeAttachment(request.db, request.actor, request.params.id, request.params.attachmentId) }),
  );
}

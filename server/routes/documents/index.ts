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
import { recordRoutes } from '../record-routes';
import { readAttachmentUpload } from './attachment-upload';
import { attachmentHeaders, sendAttachment } from './attachment-download';
import { addAttachment, findAttachment, listAttachments, deleteAttachment } from './attachments';
import { createDocument, deleteDocument, findDocument, listDocuments, updateDocument } from './repository';

/**
 * Documents of vehicles and employees, and their attachments (docs/documents.md). Everyone reads the
 * documents they see; admins and moderators change them, within their scope. An attachment is read
 * with the right to see its document and added or removed with the right to edit it. The role check
 * runs on onRequest, before the body is read or validated.
 */
export default async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  recordRoutes(app, {
    resource: 'documents',
    row: document,
    list: {
      summary: 'List documents: `q` in the number, issuer and notes; by vehicle, employee, kind or subject; `expires=soon|overdue`',
      query: documentListQuery,
      run: ({ db, actor, now }, query) => listDocuments(db, actor, query, now),
    },
    show: { summary: 'One document', run: ({ db, actor, now }, id) => findDocument(db, actor, id, now) },
    create: {
      summary: 'Add a document to an active vehicle or to an employee',
      body: documentInput,
      run: ({ db, actor, now }, body) => createDocument(db, actor, body, now),
    },
    edit: {
      summary: 'Update a document (the full body, with the `version` it was read at, else 409)',
      body: documentUpdateBody,
      run: ({ db, actor, now }, id, body) => updateDocument(db, actor, id, body, now),
    },
    delete: { summary: 'Delete a document and its attachments', run: ({ db, actor, now }, id) => deleteDocument(db, actor, id, now) },
  });

  app.get(
    '/:id/attachments',
    {
      schema: {
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
        operationId: 'deleteDocumentAttachment',
        summary: 'Remove an attachment from a document',
        params: attachmentParams,
        response: { 200: one(documentAttachment), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('documents', 'edit'),
    },
    async (request) => ({ data: await deleteAttachment(request.db, request.actor, request.params.id, request.params.attachmentId) }),
  );
}

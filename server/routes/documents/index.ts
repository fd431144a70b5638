import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { document, documentAttachment, documentInput, documentListQuery, documentUpdateBody } from '../../../contract/schemas/document';
import { attachmentRoutes } from '../../attachments/routes';
import { recordRoutes } from '../record-routes';
import { documentAttachmentStore } from './attachments';
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

  attachmentRoutes(app, {
    resource: 'documents',
    row: documentAttachment,
    store: documentAttachmentStore,
    list: { operationId: 'listDocumentAttachments', summary: "A document's attachments, oldest first (at most 20, no paging)" },
    add: {
      operationId: 'addDocumentAttachment',
      summary: 'Attach a PDF, JPEG, PNG or WebP of up to 10 MB (multipart `file`), recognised by its content',
    },
    download: {
      operationId: 'downloadDocumentAttachment',
      summary: 'Download an attachment, as its stored type, as a file to save (`Content-Disposition: attachment`)',
    },
    delete: { operationId: 'deleteDocumentAttachment', summary: 'Remove an attachment from a document' },
  });
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../../contract/messages';
import { workOrderAttachment } from '../../../contract/schemas/work-order';
import type { Actor } from '../../actor';
import { attachmentRoutes } from '../../attachments/routes';
import { attachmentStore } from '../../attachments/store';
import type { Executor } from '../../db/client';
import { allOf } from '../../db/lists';
import { workOrders } from '../../db/schema';
import { notFound } from '../../errors';
import { vehicleVisible } from '../../scope/scope';

/*
 * A work order's invoices and photos (docs/work-orders.md, Attachments), kept, checked and served as a
 * document's attachments are (server/attachments/): read by whoever may read the work order (the
 * drivers of its vehicle's branches included), added and removed by whoever may edit work orders, in
 * their scope. A work order one does not see is not found, and neither are its files.
 */

/** The work order the caller sees (as its vehicle is), locked against a key change when asked; else 404. */
async function visibleWorkOrder(db: Executor, actor: Actor, id: string, lock?: 'no key update') {
  const found = db
    .select({ id: workOrders.id, companyId: workOrders.companyId })
    .from(workOrders)
    .where(allOf(eq(workOrders.id, id), vehicleVisible(actor, workOrders.vehicleId, workOrders.companyId)));
  const [current] = await (lock ? found.for(lock) : found);
  if (!current) throw notFound(messages.notFound('Work order'));
  return current;
}

const workOrderAttachmentStore = attachmentStore({
  table: 'work_order_attachments',
  ownerKey: 'work_order_id',
  findOwner: visibleWorkOrder,
  limitMessage: messages.workOrderAttachmentLimit,
});

/** GET and POST /api/work-orders/:id/attachments, GET and DELETE /api/work-orders/:id/attachments/:attachmentId. */
export function workOrderAttachmentRoutes(app: FastifyInstance) {
  attachmentRoutes(app, {
    resource: 'work-orders',
    row: workOrderAttachment,
    store: workOrderAttachmentStore,
    list: { operationId: 'listWorkOrderAttachments', summary: "A work order's invoices and photos, oldest first (at most 20, no paging)" },
    add: {
      operationId: 'addWorkOrderAttachment',
      summary: 'Attach an invoice or a photo: a PDF, JPEG, PNG or WebP of up to 10 MB (multipart `file`), recognised by its content',
    },
    download: {
      operationId: 'downloadWorkOrderAttachment',
      summary: "Download a work order's attachment, as its stored type, as a file to save (`Content-Disposition: attachment`)",
    },
    delete: { operationId: 'deleteWorkOrderAttachment', summary: 'Remove an attachment from a work order' },
  });
}

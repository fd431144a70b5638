import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../contract/messages';
import { MAX_LABELS, vehicleLabelsQuery } from '../../../contract/schemas/vehicle-labels';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { badRequest } from '../../errors';
import { labelSheet } from '../../labels/sheet';
import { endRequestTransaction } from '../../plugins/authentication';
import type { RouteSettings } from '../route-settings';
import { vehiclesForLabels } from './label-vehicles';

/**
 * The address the request was sent to, when no PUBLIC_URL says where people reach Fleet. Whoever
 * prints the sheet wrote it in their own browser, so it is the address their phones reach too. A
 * Host header no address can be made of is refused rather than printed.
 */
function originOf(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw badRequest(messages.malformedUrl);
  }
}

/** The sheet as a file to save, never a page a browser would guess the type of. */
const sendSheet = (reply: FastifyReply, sheet: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', 'attachment; filename="vehicle-labels.pdf"')
    .header('x-content-type-options', 'nosniff')
    .send(sheet);

/**
 * GET /labels.pdf (docs/api.md, Vehicle labels): a printable sheet of QR labels of the vehicles named,
 * each opening `<PUBLIC_URL>/v/<code>` (the yard's quick actions). Whoever may list vehicles prints
 * the labels of those they see.
 */
export function vehicleLabelRoutes(fastify: FastifyInstance, settings: Pick<RouteSettings, 'publicUrl'>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const publicUrl = settings.publicUrl?.replace(/\/+$/, '');

  app.get(
    '/labels.pdf',
    {
      schema: {
        operationId: 'getVehicleLabels',
        summary:
          `A printable sheet of QR labels for the vehicles in \`ids\` (at most ${MAX_LABELS}), on \`paper\` a4 (the default) or letter: ` +
          "each label shows the plate, the model and the company, and a QR code of `<PUBLIC_URL>/v/<code>`; a vehicle outside the caller's scope answers 404",
        querystring: vehicleLabelsQuery,
        docs: { file: { description: 'The sheet of labels, as an attachment (vehicle-labels.pdf)', mediaTypes: ['application/pdf'] } },
        response: failures(...SIGNED_IN, 404),
      },
      onRequest: app.allow('vehicles', 'list'),
    },
    async (request, reply) => {
      const { ids, paper } = request.query;
      const base = publicUrl ?? originOf(request);
      const vehicles = await vehiclesForLabels(request.db, request.actor, ids);
      // Drawing the codes is the server's work, not the database's: its connection goes back first.
      await endRequestTransaction(request);
      const sheet = await labelSheet(
        vehicles.map(({ plate, model, company, code }) => ({ plate, model, company, url: `${base}/v/${code}` })),
        paper,
      );
      return sendSheet(reply, sheet);
    },
  );
}

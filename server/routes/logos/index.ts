import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '../../../contract/messages';
import { idParams } from '../../../contract/schemas/common';
import { logoFiles } from '../../db/schema';
import { notFound } from '../../errors';
import { logoVisible } from '../../scope/scope';
import { allOf } from '../../db/lists';
import { failures, SIGNED_IN } from '../../api-docs/failures';

/**
 * Serves uploaded logos at the path kept in the record. A logo's id changes whenever it is
 * replaced, so its content never changes: browsers may keep it for a year.
 */
export default async function logoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:id',
    {
      schema: {
        summary: 'A logo image',
        params: idParams,
        docs: { file: { description: 'The image, as stored', mediaTypes: ['image/png', 'image/jpeg', 'image/webp'] } },
        response: {
          200: z.instanceof(Buffer).describe('The image, as stored'),
          304: z.undefined().describe('Not modified: the ETag matches'),
          ...failures(...SIGNED_IN, 404),
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const [logo] = await request.db
        .select({ mimeType: logoFiles.mimeType, sha256: logoFiles.sha256, content: logoFiles.content })
        .from(logoFiles)
        .where(allOf(eq(logoFiles.id, request.params.id), logoVisible(request.actor, logoFiles.id, logoFiles.companyId)));
      if (!logo) throw notFound(messages.notFound('Logo'));
      const etag = `"${logo.sha256}"`;
      reply.header('etag', etag).header('cache-control', 'private, max-age=31536000, immutable');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(logo.mimeType).header('x-content-type-options', 'nosniff').send(logo.content);
    },
  );
}

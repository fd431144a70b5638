import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API's answers hold a company's data (employees' emails and phones, the signed-in person), so no
 * browser or proxy keeps them: `Cache-Control: no-store` on every answer under /api that does not say
 * otherwise itself (a logo's long-lived private caching, a calendar feed's revalidation). On a shared
 * computer, what one person read is then not on its disk for the next (docs/security.md).
 */
async function privateAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}

export default fp(privateAnswers, { name: 'private-answers' });

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Fastify drops idle keep-alive sockets when it closes, but a socket busy at that moment would stay
 * open after its answer until the client hung up, holding the shutdown. Once closing has begun, every
 * answer says `Connection: close`, so each in-flight request finishes and its socket goes with it.
 */
async function gracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

export default fp(gracefulClose, { name: 'graceful-close' });

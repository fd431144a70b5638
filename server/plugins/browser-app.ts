import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { messages } from '../../contract/messages';

/**
 * Serves the built browser app from `dist/` when it exists: its files as they are, and index.html
 * at every other non-API path so that the browser's router can take over. API paths answer JSON 404.
 */
async function browserApp(app: FastifyInstance, options: { staticDir?: string }) {
  const root = options.staticDir && path.resolve(options.staticDir);
  const hasApp = !!root && fs.existsSync(path.join(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // Vite puts a content hash in every asset name, so assets never change under the same name.
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (hasApp && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: messages.routeNotFound });
  });
}

export default fp(browserApp, { name: 'browser-app' });

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { messages } from '../../contract/messages';

/** Vite puts a content hash in the name of every file under assets/: it never changes under that name. */
const HASHED_ASSET = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the favicon) may change with the next build: browsers ask again each time. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built browser app from `dist/` when it exists: its files as they are, and index.html
 * at every other non-API path so that the browser's router can take over. API paths answer JSON 404.
 *
 * The build writes a brotli (.br) and a gzip (.gz) copy next to each text file (vite.config.ts), and
 * `preCompressed` sends the copy the browser accepts, so the files are compressed once, at build
 * time, not at every request. A file without such copies is compressed on the way out
 * (compression.ts) like any other answer.
 */
async function browserApp(app: FastifyInstance, options: { staticDir?: string }) {
  const root = options.staticDir && path.resolve(options.staticDir);
  const hasApp = !!root && fs.existsSync(path.join(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      // The build keeps its source maps (vite.config.ts) for the developers' tools; browsers get none.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders(reply, filePath) {
        const isHashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
        reply.header('cache-control', isHashed ? HASHED_ASSET : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A file the build does not have (or keeps to itself) is missing, not a screen of the app.
    const isFile = request.url.startsWith('/assets/') || request.url.split('?')[0]!.endsWith('.map');
    if (hasApp && !isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ message: messages.routeNotFound });
  });
}

export default fp(browserApp, { name: 'browser-app' });

import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Below this many bytes an answer goes out as it is: with its headers it fits in a packet or two
 * either way, so compressing it would cost CPU and save no round trip.
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Answers compressed as they leave, brotli or gzip as the client's Accept-Encoding allows: JSON,
 * CSV downloads (a stream stays a stream, compressed as it flows) and any file of the browser app
 * that was not compressed at build time. The built app's files normally come precompressed from
 * `dist/` (see browser-app.ts), so this rarely touches them.
 *
 * The levels are the lowest: the API runs on a couple of cores shared with PostgreSQL, and on a
 * 15 KB page of vehicles brotli at quality 1 costs a few hundredths of a millisecond and comes within
 * about 10% of quality 4's size. Answers up to 64 KB are compressed in one synchronous call, which
 * at these levels is cheaper than setting up a zlib stream for them.
 */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    // The same two on every Node.js version: zstd appears only on newer ones.
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    syncThreshold: 64 * 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
}

export default fp(compression, { name: 'compression' });

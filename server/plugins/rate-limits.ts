import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { messages } from '../../contract/messages';
import { HttpError } from '../errors';
import { ACCESS_COOKIE, bearerToken } from '../auth/tokens';

/**
 * How many API requests a minute one caller may make (RATE_LIMIT_PER_MINUTE, README): a signed-in
 * session `perMinute`, a client address without a session a quarter of it. A person at work makes a
 * few a second at most; a script that loops, or someone guessing ids, is held back with 429 and
 * `Retry-After`. The sign-in throttle (server/auth/login-throttle.ts) counts failed sign-ins apart.
 *
 * The limit counts per instance, in memory: N instances allow N times as much to a caller that a
 * balancer spreads over them (docs/scaling.md). Health checks and the browser app's files are not
 * counted: a balancer polls the one, and a page's first visit fetches dozens of the others.
 */
async function rateLimits(app: FastifyInstance, options: { perMinute: number }) {
  const signedInSession = (request: FastifyRequest): string | undefined => {
    const token = request.cookies[ACCESS_COOKIE] ?? bearerToken(request.headers.authorization);
    if (!token) return undefined;
    const check = app.accessTokens.verify(token);
    return check.ok ? check.sessionId : undefined;
  };
  await app.register(rateLimit, {
    // Not the plugin's own per-route hooks: those come after a route's own (the sign-in check), so a
    // request refused there was never counted. One hook for the whole app runs before them.
    global: false,
    timeWindow: 60_000,
    max: (request) => (signedInSession(request) ? options.perMinute : Math.max(1, Math.floor(options.perMinute / 4))),
    keyGenerator: (request) => {
      const session = signedInSession(request);
      return session ? `session:${session}` : `address:${request.ip}`;
    },
    allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
    // Thrown, so it answers as every failure does ({ message }); the plugin has set Retry-After.
    errorResponseBuilder: () => new HttpError(429, messages.tooManyRequests),
  });
  app.addHook('onRequest', app.rateLimit());
}

export default fp(rateLimits, { name: 'rate-limits', dependencies: ['authentication'] });

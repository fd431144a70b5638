import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../contract/messages';
import { forbidden } from '../errors';
import { ACCESS_COOKIE, REFRESH_COOKIE, bearerToken } from '../auth/tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes come from Fleet's own pages or from API clients, never from another site's page: the
 * session lives in cookies, which a browser also attaches to a form or a fetch that another site
 * makes. SameSite cookies stop most of that; this stops the rest (an older browser, a sibling
 * subdomain). A browser names the page's origin in `Origin` on every write it sends; when it names
 * another origin than Fleet's own, or says `Sec-Fetch-Site: cross-site`, the write answers 403 before
 * anything is read. API clients send neither header and are not affected; nor is a request that
 * carries a Bearer token and no session cookie: a browser never adds an Authorization header to
 * another site's request by itself, and the token is all such a request is signed in with.
 *
 * Fleet's own origin is PUBLIC_URL's when set; otherwise the host the request was sent to, which a
 * page cannot choose (behind TRUST_PROXY, the host the proxy says it was sent to).
 */
async function sameOrigin(app: FastifyInstance, options: { publicUrl?: string }) {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || bearerOnly(request)) return;
    if (isCrossSite(request, publicOrigin)) throw forbidden(messages.crossSite);
  });
}

/** Signed in by a Bearer token alone: no cookie of a session, which a browser would send by itself, comes with it. */
const bearerOnly = (request: FastifyRequest) =>
  bearerToken(request.headers.authorization) !== undefined &&
  request.cookies[ACCESS_COOKIE] === undefined &&
  request.cookies[REFRESH_COOKIE] === undefined;

function isCrossSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'cross-site';
  if (publicOrigin) return origin !== publicOrigin;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    // "null" (a sandboxed frame, a redirect across sites) names no origin at all.
    return true;
  }
  return host !== request.host;
}

export default fp(sameOrigin, { name: 'same-origin' });

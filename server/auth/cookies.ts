import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE, REFRESH_TOKEN_DAYS } from './tokens';

// The access cookie outlives its JWT on purpose: an expired token must still reach the server so that
// it can answer `jwt expired`, which is what tells the browser to refresh (docs/architecture.md, Sessions).
const cookieLife = REFRESH_TOKEN_DAYS * 24 * 60 * 60;

/**
 * The session's two cookies, `Secure` whenever people reach Fleet over HTTPS: a PUBLIC_URL of
 * https://… says so whatever the proxy in front tells (or fails to tell, with TRUST_PROXY unset), and
 * otherwise the request's own protocol does.
 */
export function sessionCookies(publicUrl: string | undefined) {
  const overHttps = publicUrl?.startsWith('https://') ?? false;
  const base = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: overHttps || request.protocol === 'https',
  });
  return {
    set(request: FastifyRequest, reply: FastifyReply, accessToken: string, refreshToken: string) {
      reply.setCookie(ACCESS_COOKIE, accessToken, { ...base(request), path: '/', maxAge: cookieLife });
      // Only the refresh and sign-out calls ever need the refresh token.
      reply.setCookie(REFRESH_COOKIE, refreshToken, { ...base(request), path: '/api/auth', maxAge: cookieLife });
    },
    clear(request: FastifyRequest, reply: FastifyReply) {
      reply.clearCookie(ACCESS_COOKIE, { ...base(request), path: '/' });
      reply.clearCookie(REFRESH_COOKIE, { ...base(request), path: '/api/auth' });
    },
  };
}

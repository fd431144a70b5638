import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../plugins/authentication';
import { REFRESH_TOKEN_DAYS } from './tokens';

// The access cookie outlives its JWT on purpose: an expired token must still reach the server so that
// it can answer `jwt expired`, which is what tells the browser to refresh (docs/architecture.md, Sessions).
const cookieLife = REFRESH_TOKEN_DAYS * 24 * 60 * 60;

const base = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
});

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, accessToken: string, refreshToken: string) {
  reply.setCookie(ACCESS_COOKIE, accessToken, { ...base(request), path: '/', maxAge: cookieLife });
  // Only the refresh and sign-out calls ever need the refresh token.
  reply.setCookie(REFRESH_COOKIE, refreshToken, { ...base(request), path: '/api/auth', maxAge: cookieLife });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(ACCESS_COOKIE, { ...base(request), path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base(request), path: '/api/auth' });
}

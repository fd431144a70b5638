import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../contract/messages';
import { endSession, rotateRefreshToken, sessionOfRefreshToken } from '../../auth/refresh-tokens';
import { loadSessionUser } from '../../auth/session-user';
import { ACCESS_COOKIE, REFRESH_COOKIE, bearerToken } from '../../auth/tokens';
import { unauthorized } from '../../errors';
import { failures } from '../../api-docs/failures';
import { userResponse, type SessionCookies } from './answers';

/** A session once it has started: refresh it (rotating the refresh token), sign out, who am I. */
export function sessionRoutes(fastify: FastifyInstance, cookies: SessionCookies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/refresh-token',
    {
      schema: {
        operationId: 'refreshSession',
        summary: 'Rotate the refresh token and issue a new access token',
        security: [{ refreshCookie: [] }],
        response: { 200: userResponse, ...failures(401, 503) },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw unauthorized(messages.refreshInvalid);
      const rotation = await rotateRefreshToken(app.db, presented);
      if (!rotation.ok) {
        cookies.clear(request, reply);
        if (rotation.reused) request.log.warn('refresh token reused: its family was revoked');
        throw unauthorized(messages.refreshInvalid);
      }
      const user = await loadSessionUser(app.db, rotation.employeeId);
      if (!user) throw unauthorized(messages.refreshInvalid);
      cookies.set(request, reply, app.accessTokens.sign(rotation.employeeId, rotation.sessionId), rotation.token);
      return { data: user };
    },
  );

  // A POST, so that another site's image or link cannot sign anyone out.
  app.post(
    '/log-out',
    {
      schema: {
        operationId: 'logOut',
        summary: 'Sign out: revoke this session and clear its cookies',
        security: [],
        response: { 200: z.object({ message: z.string() }), ...failures(503) },
      },
    },
    async (request, reply) => {
      // The session ends, whichever of its tokens came: the refresh cookie, the access cookie or a Bearer header.
      const presented = request.cookies[REFRESH_COOKIE];
      const accessToken = request.cookies[ACCESS_COOKIE] ?? bearerToken(request.headers.authorization);
      const fromRefresh = presented ? await sessionOfRefreshToken(app.db, presented) : undefined;
      const fromAccess = accessToken ? app.accessTokens.sessionOf(accessToken) : undefined;
      for (const sessionId of new Set([fromRefresh, fromAccess])) {
        if (sessionId) await endSession(app.db, sessionId);
      }
      cookies.clear(request, reply);
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        operationId: 'getSessionUser',
        summary: 'The signed-in user',
        response: { 200: userResponse, ...failures(401, 503) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ data: (await loadSessionUser(request.db, request.actor.id))! }),
  );
}

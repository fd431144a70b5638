import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessTokenAnswer, loginInput } from '../../../contract/schemas/auth';
import { loadSessionUser } from '../../auth/session-user';
import { startSession, startTokenSession } from '../../auth/refresh-tokens';
import { ACCESS_TOKEN_SECONDS } from '../../auth/tokens';
import { failures } from '../../api-docs/failures';
import { userResponse, type SessionCookies } from './answers';
import type { CheckCredentials } from './credentials';

/**
 * Signing in with a username (or email) and password: POST /login starts a browser's cookie session,
 * POST /token answers an API client's access token, sent as `Authorization: Bearer …`.
 */
export function signInRoutes(fastify: FastifyInstance, cookies: SessionCookies, checkCredentials: CheckCredentials) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/login',
    {
      schema: {
        operationId: 'logIn',
        summary: 'Sign in with username or email',
        security: [],
        body: loginInput,
        response: { 200: userResponse, ...failures(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const employeeId = await checkCredentials(request, reply, request.body);
      const session = await startSession(app.db, employeeId);
      cookies.set(request, reply, app.accessTokens.sign(employeeId, session.sessionId), session.token);
      return { data: (await loadSessionUser(app.db, employeeId))! };
    },
  );

  // For clients that are not a browser: the credentials of POST /login, under the same throttle,
  // answer a token instead of cookies. A write sent with the token alone needs no same-origin check
  // (server/plugins/same-origin.ts).
  app.post(
    '/token',
    {
      schema: {
        operationId: 'createAccessToken',
        summary:
          'Sign in as an API client: an access token to send as `Authorization: Bearer <token>`; when it expires (`jwt expired`), ask for another',
        security: [],
        body: loginInput,
        response: { 200: accessTokenAnswer, ...failures(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const employeeId = await checkCredentials(request, reply, request.body);
      const sessionId = await startTokenSession(app.db, employeeId);
      // A token is a credential: no cache keeps it (RFC 6749, 5.1).
      reply.header('cache-control', 'no-store');
      return {
        access_token: app.accessTokens.sign(employeeId, sessionId),
        token_type: 'Bearer' as const,
        expires_in: ACCESS_TOKEN_SECONDS,
      };
    },
  );
}

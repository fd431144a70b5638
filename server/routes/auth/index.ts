import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '../../../contract/messages';
import {
  accessTokenAnswer,
  invitationAnswer,
  invitationQuery,
  loginInput,
  registerInput,
  sessionUser,
} from '../../../contract/schemas/auth';
import { sessionCookies } from '../../auth/cookies';
import { acceptInvitation, invitedEmail } from '../../auth/invitations';
import { accountKey, release, reserveAttempt, throttleSubjects } from '../../auth/login-throttle';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords';
import { endSession, rotateRefreshToken, sessionOfRefreshToken, startSession, startTokenSession } from '../../auth/refresh-tokens';
import { loadSessionUser } from '../../auth/session-user';
import { ACCESS_TOKEN_SECONDS } from '../../auth/tokens';
import { employees } from '../../db/schema';
import { HttpError, unauthorized } from '../../errors';
import { ACCESS_COOKIE, REFRESH_COOKIE, bearerToken } from '../../auth/tokens';
import { failures } from '../../api-docs/failures';
import type { RouteSettings } from '../route-settings';

const userResponse = z.object({ data: sessionUser });

/**
 * Cookie sessions: sign in, refresh (rotating), sign out, who am I, and sign-up by invitation (and
 * what a link invites); and access tokens for API clients, sent as `Authorization: Bearer …`.
 */
export default async function authRoutes(fastify: FastifyInstance, options: RouteSettings) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cookies = sessionCookies(options.publicUrl);

  /**
   * The employee these credentials are, under the sign-in throttle: 401 when they are wrong, 429
   * (with Retry-After: the throttle's window, the longest the wait can be) after too many failures.
   */
  const checkCredentials = async (request: FastifyRequest, reply: FastifyReply, { username, password }: z.output<typeof loginInput>) => {
    const [employee] = await app.db
      .select({ id: employees.id, passwordHash: employees.passwordHash })
      .from(employees)
      .where(sql`lower(${employees.username}) = lower(${username}) or lower(${employees.email}) = lower(${username})`)
      .limit(1);
    // Counted per (account, address) and per address, reserved before the password is checked.
    const subjects = throttleSubjects(accountKey(employee?.id, username), request.ip);
    const reservation = await reserveAttempt(app.db, options.loginThrottle, subjects);
    if (!reservation) {
      reply.header('retry-after', String(options.loginThrottle.windowMinutes * 60));
      throw new HttpError(429, messages.tooManyAttempts);
    }
    // The same work and the same answer whatever was wrong, so sign-in cannot reveal who exists.
    const valid = await verifyPassword(employee?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!employee?.passwordHash || !valid) throw unauthorized(messages.invalidCredentials);
    await release(app.db, subjects, reservation);
    return employee.id;
  };

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

  app.get(
    '/invitation',
    {
      schema: {
        operationId: 'getInvitation',
        summary: 'What a sign-up link invites: the email to sign up with',
        security: [],
        querystring: invitationQuery,
        response: { 200: z.object({ data: invitationAnswer }), ...failures(400, 503) },
      },
    },
    async (request) => ({ data: { email: await invitedEmail(app.db, request.query.invite) } }),
  );

  app.post(
    '/register',
    {
      schema: {
        operationId: 'register',
        summary: 'Sign up with an invitation link: sets the password and signs in',
        security: [],
        body: registerInput,
        response: { 201: userResponse, ...failures(400, 503) },
      },
    },
    async (request, reply) => {
      const { username, password, invite } = request.body;
      const employeeId = await app.db.transaction((tx) => acceptInvitation(tx, invite, username, password));
      const session = await startSession(app.db, employeeId);
      cookies.set(request, reply, app.accessTokens.sign(employeeId, session.sessionId), session.token);
      return reply.code(201).send({ data: (await loadSessionUser(app.db, employeeId))! });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '../../../contract/messages';
import { invitationAnswer, invitationQuery, loginInput, registerInput, sessionUser } from '../../../contract/schemas/auth';
import { clearSessionCookies, setSessionCookies } from '../../auth/cookies';
import { acceptInvitation, invitedEmail } from '../../auth/invitations';
import { accountKey, release, reserveAttempt, throttleSubjects, type ThrottleSettings } from '../../auth/login-throttle';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords';
import { endSession, rotateRefreshToken, sessionOfRefreshToken, startSession } from '../../auth/refresh-tokens';
import { loadSessionUser } from '../../auth/session-user';
import { employees } from '../../db/schema';
import { HttpError, unauthorized } from '../../errors';
import { ACCESS_COOKIE, REFRESH_COOKIE, bearerToken } from '../../plugins/authentication';
import { failures } from '../failures';

const tags = ['auth'];
const userResponse = z.object({ data: sessionUser });

interface AuthRouteOptions {
  publicUrl?: string;
  loginThrottle: ThrottleSettings;
}

/** Cookie sessions: sign in, refresh (rotating), sign out, who am I, and sign-up by invitation (and what a link invites). */
export default async function authRoutes(fastify: FastifyInstance, options: AuthRouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with username or email',
        security: [],
        body: loginInput,
        response: { 200: userResponse, ...failures(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const [employee] = await app.db
        .select({ id: employees.id, passwordHash: employees.passwordHash })
        .from(employees)
        .where(sql`lower(${employees.username}) = lower(${username}) or lower(${employees.email}) = lower(${username})`)
        .limit(1);
      // Counted per (account, address) and per address, reserved before the password is checked.
      const subjects = throttleSubjects(accountKey(employee?.id, username), request.ip);
      const reservation = await reserveAttempt(app.db, options.loginThrottle, subjects);
      if (!reservation) throw new HttpError(429, messages.tooManyAttempts);
      // The same work and the same answer whatever was wrong, so sign-in cannot reveal who exists.
      const valid = await verifyPassword(employee?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!employee?.passwordHash || !valid) throw unauthorized(messages.invalidCredentials);
      await release(app.db, subjects, reservation);
      const session = await startSession(app.db, employee.id);
      setSessionCookies(request, reply, app.accessTokens.sign(employee.id, session.sessionId), session.token);
      return { data: (await loadSessionUser(app.db, employee.id))! };
    },
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token and issue a new access token',
        security: [],
        response: { 200: userResponse, ...failures(401, 503) },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw unauthorized(messages.refreshInvalid);
      const rotation = await rotateRefreshToken(app.db, presented);
      if (!rotation.ok) {
        clearSessionCookies(request, reply);
        if (rotation.reused) request.log.warn('refresh token reused: its family was revoked');
        throw unauthorized(messages.refreshInvalid);
      }
      const user = await loadSessionUser(app.db, rotation.employeeId);
      if (!user) throw unauthorized(messages.refreshInvalid);
      setSessionCookies(request, reply, app.accessTokens.sign(rotation.employeeId, rotation.sessionId), rotation.token);
      return { data: user };
    },
  );

  // A POST, so that another site's image or link cannot sign anyone out.
  app.post(
    '/log-out',
    {
      schema: {
        tags,
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
      clearSessionCookies(request, reply);
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/me',
    {
      schema: { tags, summary: 'The signed-in user', response: { 200: userResponse, ...failures(401, 503) } },
      onRequest: app.authenticate,
    },
    async (request) => ({ data: (await loadSessionUser(request.db, request.actor.id))! }),
  );

  app.get(
    '/invitation',
    {
      schema: {
        tags,
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
        tags,
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
      setSessionCookies(request, reply, app.accessTokens.sign(employeeId, session.sessionId), session.token);
      return reply.code(201).send({ data: (await loadSessionUser(app.db, employeeId))! });
    },
  );
}

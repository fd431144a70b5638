import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationAnswer, invitationQuery, registerInput } from '../../../contract/schemas/auth';
import { acceptInvitation, invitedEmail } from '../../auth/invitations';
import { startSession } from '../../auth/refresh-tokens';
import { loadSessionUser } from '../../auth/session-user';
import { failures } from '../../api-docs/failures';
import { userResponse, type SessionCookies } from './answers';

/** Sign-up by invitation: what a sign-up link invites, and signing up with it (which signs in). */
export function signUpRoutes(fastify: FastifyInstance, cookies: SessionCookies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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

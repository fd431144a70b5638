import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../contract/messages';
import { canAccess, type Action, type Resource } from '../../contract/permissions';
import { loadActor, type Actor } from '../auth/actor';
import { AccessTokens } from '../auth/tokens';
import { forbidden, unauthorized } from '../errors';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** preHandler: the caller must be signed in; sets request.actor. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandlers for a route: signed in, and the role may do this action on this resource. */
    allow(resource: Resource, action: Action): Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>>;
  }
  interface FastifyRequest {
    actor: Actor;
  }
}

/** The token of an `Authorization: Bearer …` header, as API clients send it. */
export const bearerToken = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7) : undefined);

/** Reads the access token from its cookie (or a Bearer header, for API clients) and loads the caller. */
async function authentication(app: FastifyInstance, options: { jwtSecret: string }) {
  app.decorate('accessTokens', new AccessTokens(options.jwtSecret));
  app.decorateRequest('actor', null as unknown as Actor);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = request.cookies[ACCESS_COOKIE] ?? bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(messages.notSignedIn);
    const check = app.accessTokens.verify(token);
    // The browser refreshes on exactly this message (spec §4).
    if (!check.ok) throw unauthorized(check.expired ? messages.jwtExpired : messages.invalidToken);
    const actor = await loadActor(app.pool, check.employeeId, check.sessionId);
    if (!actor) throw unauthorized(messages.invalidToken);
    request.actor = actor;
  });

  app.decorate('allow', (resource: Resource, action: Action) => [
    app.authenticate,
    async (request: FastifyRequest) => {
      if (!canAccess(request.actor.role, resource, action)) throw forbidden(messages.forbidden);
    },
  ]);
}

export default fp(authentication, { name: 'authentication', dependencies: ['db'] });

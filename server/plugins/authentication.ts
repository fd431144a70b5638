import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../contract/messages';
import { canAccess, type Action, type Resource } from '../../contract/permissions';
import type { Role } from '../../contract/roles';
import type { Actor } from '../auth/actor';
import { AccessTokens } from '../auth/tokens';
import type { Transaction } from '../db/client';
import { beginRequestTransaction, type RequestTransaction } from '../db/request-transaction';
import { forbidden, unauthorized } from '../errors';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** onRequest: the caller must be signed in; sets request.actor and request.db. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hooks for a route: signed in, and the role may do this action on this resource. */
    allow(resource: Resource, action: Action): Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>>;
    /** onRequest hooks for a route whose rule is not a cell of the matrix: signed in, and the role passes `rule`. */
    allowWhen(rule: (role: Role) => boolean): Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>>;
  }
  interface FastifyRequest {
    actor: Actor;
    /**
     * A signed-in request's database: its own transaction, as the role that row-level security
     * confines to the caller's company (server/db/request-transaction.ts). Only signed-in routes have it.
     */
    db: Transaction;
    requestTransaction?: RequestTransaction;
    /** The client went away before the request was answered. */
    abandoned: boolean;
  }
}

/** The token of an `Authorization: Bearer …` header, as API clients send it. */
export const bearerToken = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7) : undefined);

/**
 * Reads the access token from its cookie (or a Bearer header, for API clients), loads the caller and
 * begins the request's transaction. The transaction ends as the answer leaves: committed when it
 * succeeded, rolled back otherwise, before a single byte of it is sent, so that a 2xx means saved.
 */
async function authentication(app: FastifyInstance, options: { jwtSecret: string }) {
  app.decorate('accessTokens', new AccessTokens(options.jwtSecret));
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('db', null as unknown as Transaction);
  app.decorateRequest('requestTransaction', undefined);
  app.decorateRequest('abandoned', false);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = request.cookies[ACCESS_COOKIE] ?? bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(messages.notSignedIn);
    const check = app.accessTokens.verify(token);
    // The browser refreshes on exactly this message (docs/screens.md, States).
    if (!check.ok) throw unauthorized(check.expired ? messages.jwtExpired : messages.invalidToken);
    const transaction = await beginRequestTransaction(app.pool, app.db, check.employeeId, check.sessionId);
    if (!transaction) throw unauthorized(messages.invalidToken);
    // Gone while its transaction began (a pool's wait can outlast a client's patience): Fastify goes
    // no further with an abandoned request, so nothing else would end it.
    if (request.abandoned) {
      await transaction.end('rollback');
      throw unauthorized(messages.notSignedIn);
    }
    request.requestTransaction = transaction;
    request.actor = transaction.actor;
    request.db = transaction.db;
  });

  app.decorate('allowWhen', (rule: (role: Role) => boolean) => [
    app.authenticate,
    async (request: FastifyRequest) => {
      if (!rule(request.actor.role)) throw forbidden(messages.forbidden);
    },
  ]);
  app.decorate('allow', (resource: Resource, action: Action) => app.allowWhen((role) => canAccess(role, resource, action)));

  const endTransaction = async (request: FastifyRequest, outcome: 'commit' | 'rollback') => {
    const transaction = request.requestTransaction;
    if (!transaction) return;
    request.requestTransaction = undefined;
    await transaction.end(outcome);
  };
  // A failed commit throws here, and the answer becomes that error instead.
  app.addHook('onSend', async (request, reply, payload) => {
    await endTransaction(request, reply.statusCode < 400 ? 'commit' : 'rollback');
    return payload;
  });
  // Whatever way the answer ended, the connection goes back.
  app.addHook('onResponse', async (request) => {
    await endTransaction(request, 'rollback');
  });
  // A client that goes away before its request reaches the handler (while its body is still coming
  // in, while it waits for a connection, or cut off by the request timeout) leaves a request that no
  // handler and no answer will ever end: its transaction is rolled back here. Once the handler runs,
  // the answer's hooks end it, and the handler's statements are never cut from under it.
  app.addHook('preHandler', async (request) => {
    if (request.requestTransaction) request.requestTransaction.handled = true;
  });
  app.addHook('onRequestAbort', async (request) => {
    request.abandoned = true;
    if (request.requestTransaction && !request.requestTransaction.handled) await endTransaction(request, 'rollback');
  });
}

export default fp(authentication, { name: 'authentication', dependencies: ['db'] });

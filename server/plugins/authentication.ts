import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../contract/messages';
import { canAccess, type Action, type Resource } from '../../contract/permissions';
import type { Role } from '../../contract/roles';
import type { Actor } from '../actor';
import { ACCESS_COOKIE, AccessTokens, bearerToken } from '../auth/tokens';
import type { Transaction } from '../db/client';
import { beginRequestTransaction, readRequestActor, type RequestTransaction } from '../db/request-transaction';
import { isSearch, searchSlots } from '../db/search-slots';
import { forbidden, unauthorized } from '../errors';

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
  interface FastifyContextConfig {
    /** The handler reads its multipart body itself, and calls bodyRead once it has. */
    readsMultipart?: boolean;
  }
  interface FastifyRequest {
    actor: Actor;
    /**
     * A signed-in request's database: its own transaction, as the role that row-level security
     * confines to the caller's company (server/db/request-transaction.ts). Only signed-in routes have it.
     */
    db: Transaction;
    requestTransaction?: RequestTransaction;
    /** Begins the request's transaction once its body has come in (see bodyRead). */
    pendingTransaction?: () => Promise<void>;
    /** The client went away before the request was answered. */
    abandoned: boolean;
  }
}

/** A request whose body is still to come: its transaction waits for it (docs/architecture.md, Request path). */
const bodyToCome = (request: FastifyRequest) =>
  request.method !== 'GET' &&
  request.method !== 'HEAD' &&
  (Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined);

/**
 * For a route that reads a multipart body itself: begins the request's transaction now that the body
 * is in. Harmless when it has begun already.
 */
export async function bodyRead(request: FastifyRequest): Promise<void> {
  const begin = request.pendingTransaction;
  request.pendingTransaction = undefined;
  await begin?.();
}

/**
 * Ends the request's transaction before its answer does, committing what it did: for a route whose
 * answer streams on after the handler (a CSV export reads on a connection of its own), so that the
 * request holds one connection, not two.
 */
export async function endRequestTransaction(request: FastifyRequest): Promise<void> {
  const transaction = request.requestTransaction;
  request.requestTransaction = undefined;
  await transaction?.end('commit');
}

/**
 * Reads the access token from its cookie (or a Bearer header, for API clients), loads the caller and
 * begins the request's transaction. A request without a body begins it in the same round trip as the
 * signed-in check. One with a body is checked alone, on a connection it gives back at once, and begins
 * its transaction once the body is in (before the handler; a route that reads a multipart body itself
 * says so, `config: { readsMultipart: true }`, and calls bodyRead), so that a client sending its body
 * slowly holds a socket, never one of the database's connections. The transaction ends as the answer leaves: committed when it succeeded,
 * rolled back otherwise, before a single byte of it is sent, so that a 2xx means saved.
 */
async function authentication(app: FastifyInstance, options: { jwtSecret: string }) {
  app.decorate('accessTokens', new AccessTokens(options.jwtSecret));
  app.decorateRequest('actor', null as unknown as Actor);
  app.decorateRequest('db', null as unknown as Transaction);
  app.decorateRequest('requestTransaction', undefined);
  app.decorateRequest('pendingTransaction', undefined);
  app.decorateRequest('abandoned', false);

  const searchSlot = searchSlots(app.pool.options.max ?? 10);
  /**
   * A search waits for its slot before it takes a connection, and holds it until its answer has gone:
   * a CSV export goes on reading its search after its transaction has ended.
   */
  const waitForSearchSlot = async (request: FastifyRequest, reply: FastifyReply) => {
    const release = await searchSlot();
    reply.raw.once('close', release);
    // Gone while it waited: its answer has closed already, and nothing will close it again.
    if (request.abandoned) {
      release();
      throw unauthorized(messages.notSignedIn);
    }
  };

  const begin = async (request: FastifyRequest, employeeId: string, sessionId: string) => {
    const transaction = await beginRequestTransaction(app.pool, app.db, employeeId, sessionId);
    if (!transaction) throw unauthorized(messages.invalidToken);
    // Gone while its transaction began (a pool's wait can outlast a client's patience): Fastify goes
    // no further with an abandoned request, so nothing else would end it.
    if (request.abandoned) {
      await transaction.end('rollback');
      throw unauthorized(messages.notSignedIn);
    }
    // The route's rule was checked before the body came in; a role or company changed meanwhile is refused.
    const checked = request.actor;
    if (checked && (checked.role !== transaction.actor.role || checked.companyId !== transaction.actor.companyId)) {
      await transaction.end('rollback');
      throw forbidden(messages.forbidden);
    }
    request.requestTransaction = transaction;
    request.actor = transaction.actor;
    request.db = transaction.db;
  };

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[ACCESS_COOKIE] ?? bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(messages.notSignedIn);
    const check = app.accessTokens.verify(token);
    // The browser refreshes on exactly this message (docs/screens.md, States).
    if (!check.ok) throw unauthorized(check.expired ? messages.jwtExpired : messages.invalidToken);
    const { employeeId, sessionId } = check;
    if (bodyToCome(request)) {
      const actor = await readRequestActor(app.pool, employeeId, sessionId);
      if (!actor) throw unauthorized(messages.invalidToken);
      request.actor = actor;
      request.pendingTransaction = () => begin(request, employeeId, sessionId);
      return;
    }
    if (isSearch(request.method, request.query)) await waitForSearchSlot(request, reply);
    await begin(request, employeeId, sessionId);
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
  // onSend ends the transaction of every answer; an answer that failed before it did ends it here.
  app.addHook('onResponse', async (request) => {
    await endTransaction(request, 'rollback');
  });
  // A client that goes away before its request reaches the handler (while its body is still coming
  // in, while it waits for a connection, or cut off by the request timeout) leaves a request that no
  // handler and no answer will ever end: its transaction is rolled back here. Once the handler runs,
  // the answer's hooks end it, and the handler's statements are never cut from under it.
  app.addHook('preHandler', async (request) => {
    if (!(request.isMultipart() && request.routeOptions.config.readsMultipart)) await bodyRead(request);
    if (request.requestTransaction) request.requestTransaction.handled = true;
  });
  app.addHook('onRequestAbort', async (request) => {
    request.abandoned = true;
    if (request.requestTransaction && !request.requestTransaction.handled) await endTransaction(request, 'rollback');
  });
}

export default fp(authentication, { name: 'authentication', dependencies: ['db'] });

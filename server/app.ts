import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type pg from 'pg';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_REQUESTS_PER_MINUTE, type TrustedProxies } from './config';
import { MAX_LOGO_BYTES } from './logos/logo-file';
import compression from './plugins/compression';
import db from './plugins/db';
import errors, { clientError, frameworkError } from './plugins/errors';
import plainText from './plugins/plain-text';
import privateAnswers from './plugins/private-answers';
import sameOrigin from './plugins/same-origin';
import { responseSerializerCompiler } from './plugins/response-serializer';
import gracefulClose from './plugins/graceful-close';
import clock from './plugins/clock';
import authentication from './plugins/authentication';
import rateLimits from './plugins/rate-limits';
import apiDocs from './plugins/api-docs';
import browserApp from './plugins/browser-app';
import { securityHeaders } from './plugins/security-headers';
import { ROUTE_FAMILIES, ROUTE_TAGS } from './routes';
import type { RouteSettings } from './routes/route-settings';
import type { ReminderQueue } from './reminders/schedule';
import type { Mailer } from './reminders/mail/mailer';
import { pushKeysWhenAsked, type PushKeys } from './reminders/push/keys';

export interface AppOptions {
  /** Owned by the caller, who also ends it after app.close(). */
  pool: pg.Pool;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** The built browser app, served at every non-API path when present. */
  staticDir?: string;
  /** Where people reach Fleet: the base of invitation links, and the one origin writes may come from. */
  publicUrl?: string;
  /** Proxies whose X-Forwarded-* headers are believed (TRUST_PROXY, server/config.ts); none when unset. */
  trustProxy?: TrustedProxies;
  /** Failed sign-ins allowed per username (and ten times that per address) in the window. */
  loginThrottle?: { maxFailures: number; windowMinutes: number };
  /** The current moment, for fleet health and reminders; the real one when unset (tests fix it). */
  now?: () => Date;
  /** How long a client may take to send a request; REQUEST_TIMEOUTS unless set (tests shorten them). */
  timeouts?: RequestTimeouts;
  /** API requests a minute per signed-in session (a quarter of it per address without one); false: no limit (rate-limits.ts). */
  requestsPerMinute?: number | false;
  /** Keeps each company's daily reminder check in step with its settings and delivers a check run now (server/reminders/schedule.ts); none in most tests. */
  reminderQueue?: ReminderQueue;
  /** Where reminder email goes out (SMTP_URL); none: no email. */
  mailer?: Mailer | null;
  /** Webhooks may call private and loopback addresses (WEBHOOK_ALLOW_PRIVATE); never unless set. So may push messages. */
  allowPrivateWebhooks?: boolean;
  /**
   * The VAPID key pair of Web Push, loaded at start (server/main.ts). Without it (the tests, the API
   * document) the first request that needs it reads it from the database, making it if there is none.
   */
  pushKeys?: PushKeys;
  /** Told of every route as it is added, so that a test can hold the whole route table to a spec. */
  onRoute?: (route: RouteOptions) => void;
}

interface RequestTimeouts {
  /** Until the request's headers are in. */
  headersMs: number;
  /** Until the whole request, body included, is in: a 5 MB import on a slow line fits. */
  requestMs: number;
  /** How often the server looks for requests past their time. */
  checkEveryMs: number;
}

/**
 * A client that sends its request a byte at a time holds a socket and memory for as long as it
 * likes unless something ends it; Fastify's default is never. These end it with 408.
 */
const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, requestMs: 60_000, checkEveryMs: 2_000 };

/** TRUST_PROXY as Fastify takes it: a number of hops is the nearest that many addresses. */
function proxyTrust(trusted: TrustedProxies): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trusted === 'number' ? (_address, hop) => hop < trusted : trusted;
}

/**
 * The whole API in three layers, in order: outside plugins, Fleet's own cross-cutting plugins,
 * then one plugin per resource; Fleet's error handler before them all. Read top to bottom, this file names every route family.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? REQUEST_TIMEOUTS;
  const app = Fastify({
    logger: options.logger ?? false,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    trustProxy: proxyTrust(options.trustProxy ?? false),
    // Finish in-flight requests on close, refuse new ones, and drop idle keep-alive sockets.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });
  // Before anything is registered: a hook added later misses the routes before it.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // First, so that every route answers its failures as { message, errors? }, the routes that outside
  // plugins add (the API docs) too: a plugin keeps the error handler it was registered under.
  await app.register(errors);

  // Outside plugins
  await app.register(helmet, securityHeaders(options.publicUrl));
  // Before any route, since it attaches itself to each route as the route is added.
  await app.register(compression);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 20, fieldSize: 10_000 } });
  await app.register(apiDocs, { tags: ROUTE_TAGS });

  // Fleet's own plugins
  await app.register(sameOrigin, { publicUrl: options.publicUrl });
  await app.register(plainText);
  await app.register(privateAnswers);
  await app.register(gracefulClose);
  await app.register(clock, { now: options.now });
  app.decorate('reminderQueue', options.reminderQueue ?? null);
  app.decorate('mailer', options.mailer ?? null);
  await app.register(db, { pool: options.pool });
  await app.register(authentication, { jwtSecret: options.jwtSecret });
  // Before the routes, which it counts as they are added.
  if (options.requestsPerMinute !== false) {
    await app.register(rateLimits, { perMinute: options.requestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE });
  }

  // Routes: every family of server/routes/index.ts under its prefix, each route shown in /api/docs under
  // its family's tag (a hook on the family's own scope, so the routes need not say it).
  const settings: RouteSettings = {
    publicUrl: options.publicUrl,
    loginThrottle: options.loginThrottle ?? { maxFailures: 5, windowMinutes: 15 },
    allowPrivateWebhooks: options.allowPrivateWebhooks ?? false,
    jwtSecret: options.jwtSecret,
    // The owner's connection: the request role has no grant on the keys.
    pushKeys: pushKeysWhenAsked(app.db, options.pushKeys),
  };
  for (const family of ROUTE_FAMILIES) {
    await app.register(
      async (scope) => {
        scope.addHook('onRoute', (route) => {
          if (route.schema) route.schema = { ...route.schema, tags: route.schema.tags ?? [family.tag] };
        });
        await scope.register(family.plugin, settings);
      },
      { prefix: family.prefix },
    );
  }
  app.get('/api/health', { schema: { hide: true } }, async (request, reply) => {
    // Healthy means able to answer: the database is asked too, so a balancer stops sending work
    // to a server whose database is gone.
    try {
      await options.pool.query('select 1');
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health: the database did not answer');
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });

  await app.register(browserApp, { staticDir: options.staticDir });
  return app;
}

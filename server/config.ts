import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { logFormat, type LogFormat } from './logging';

/** Everything the process reads from its environment, read once at start (README lists them). */
export interface Config {
  port: number;
  /** Unset: this machine only (127.0.0.1) while demo accounts can sign in, every address otherwise (server/main.ts). */
  host: string | undefined;
  /** Unset: Fleet starts its own embedded PostgreSQL in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  /** Seed the demo companies on the first start of an empty database. */
  demoData: boolean;
  logLevel: string;
  logFormat: LogFormat;
  /** Where people reach the app: invitation links, and the origin browser writes must come from. */
  publicUrl: string | undefined;
  /**
   * Which proxies in front of Fleet may say who the client is (X-Forwarded-For, -Proto, -Host): a
   * number of hops, or their addresses; false for none.
   */
  trustProxy: TrustedProxies;
  /** API requests a minute per signed-in session; false: none counted (RATE_LIMIT_PER_MINUTE=0). */
  requestsPerMinute: number | false;
  /** The built browser app to serve; unset: dist/ of the project. */
  staticDir: string | undefined;
  /** Where reminder email goes out (smtp://user:pass@host:587, smtps://…); unset: no email (docs/reminders.md). */
  smtpUrl: string | undefined;
  /** The sender of that email. */
  mailFrom: string;
  /** Webhooks may call private and loopback addresses (WEBHOOK_ALLOW_PRIVATE=1); never otherwise (docs/reminders.md). */
  allowPrivateWebhooks: boolean;
  /** Who push services may write to about Fleet's messages, the VAPID subject: a mailto: or https: address (pushSubject). */
  pushSubject: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST || undefined,
    databaseUrl,
    dataDir: path.resolve(env.FLEET_DATA_DIR || './data'),
    jwtSecret: env.JWT_SECRET || undefined,
    // Demo data is on for the embedded database and off for a real one, unless said otherwise.
    demoData: env.FLEET_DEMO_DATA === undefined ? !databaseUrl : env.FLEET_DEMO_DATA === '1' || env.FLEET_DEMO_DATA === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormat(env.LOG_FORMAT),
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    staticDir: env.FLEET_STATIC_DIR ? path.resolve(env.FLEET_STATIC_DIR) : undefined,
    requestsPerMinute: requestsPerMinute(env.RATE_LIMIT_PER_MINUTE),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Fleet <fleet@localhost>',
    allowPrivateWebhooks: env.WEBHOOK_ALLOW_PRIVATE === '1' || env.WEBHOOK_ALLOW_PRIVATE === 'true',
    pushSubject: pushSubject(env),
  };
}

/**
 * The VAPID subject of Web Push (docs/reminders.md, Push): the contact a push service writes to when
 * Fleet's messages cause trouble. PUSH_CONTACT's email, else PUBLIC_URL when it is https (push
 * services take no other web address), else MAIL_FROM's address.
 */
export function pushSubject(env: NodeJS.ProcessEnv): string {
  const contact = env.PUSH_CONTACT?.trim().replace(/^mailto:/i, '');
  if (contact) return `mailto:${contact}`;
  const publicUrl = env.PUBLIC_URL?.replace(/\/$/, '');
  if (publicUrl?.startsWith('https://')) return publicUrl;
  const from = env.MAIL_FROM || 'Fleet <fleet@localhost>';
  return `mailto:${/<([^>]+)>/.exec(from)?.[1] ?? from.trim()}`;
}

export type TrustedProxies = false | number | string[];

/**
 * TRUST_PROXY: `1` or `true` trusts the one proxy in front of Fleet, `2` two in a row, and so on; a
 * list of addresses or CIDR ranges trusts exactly those. Only what trusted hops add to
 * X-Forwarded-For is believed: the entries a client writes itself come before them and are ignored.
 * `true` once meant "believe the whole header", which let a client choose its own address.
 */
export function trustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The embedded mode keeps its generated JWT secret in the data folder, so sessions survive restarts. */
export async function jwtSecretFromDataDir(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, secret + '\n', { mode: 0o600 });
    return secret;
  }
}

/** API requests a minute per signed-in session unless RATE_LIMIT_PER_MINUTE says otherwise (server/plugins/rate-limits.ts). */
export const DEFAULT_REQUESTS_PER_MINUTE = 1200;

/** RATE_LIMIT_PER_MINUTE: a whole number of requests, `0` for no limit; unset or unreadable: the default. */
function requestsPerMinute(value: string | undefined): number | false {
  const number = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isInteger(number) || number < 0) return DEFAULT_REQUESTS_PER_MINUTE;
  return number === 0 ? false : number;
}

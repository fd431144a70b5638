import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets (invitation links) never reach the logs. */
const SECRET_PARAMS = /([?&](?:invite|token)=)[^&]*/gi;
/** Nor does a calendar feed's address, whose path is its secret (docs/reminders.md, Calendar feed). */
const SECRET_PATHS = /(\/api\/calendar\/)[^/?]+/i;

function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}

/** How logs are written: lines for people in a terminal, JSON for machines (LOG_FORMAT, README). */
export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT, or else lines for people when standard output is a terminal and JSON when it is not. */
export function logFormat(value: string | undefined, terminal = process.stdout.isTTY === true): LogFormat {
  if (value === 'pretty' || value === 'json') return value;
  return terminal ? 'pretty' : 'json';
}

/**
 * Structured logs (pino): JSON, or in a terminal the same records as readable lines (pino-pretty).
 * Bodies are never logged, and the headers that carry sessions are redacted, so no password or token
 * can end up in a log.
 */
export function loggerOptions(level: string, format: LogFormat = 'json'): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(format === 'pretty' && {
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    }),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.confirmPassword', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip ?? request.socket?.remoteAddress,
      }),
    },
  };
}

import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry secrets (invitation links) never reach the logs. */
const SECRET_PARAMS = /([?&](?:invite|token)=)[^&]*/gi;

function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Structured JSON logs (pino). Bodies are never logged, and the headers that carry sessions are
 * redacted, so no password or token can end up in a log.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
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

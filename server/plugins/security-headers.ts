import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Helmet's headers, with the two that only make sense over HTTPS sent only when Fleet is reached over
 * HTTPS (a PUBLIC_URL of https://…). Over plain HTTP on a network address, `upgrade-insecure-requests`
 * turned the page's own scripts into https:// addresses that nothing answered: a blank page. And
 * Strict-Transport-Security would pin a host to HTTPS that does not serve it.
 */
export function securityHeaders(publicUrl: string | undefined): FastifyHelmetOptions {
  const https = publicUrl?.startsWith('https://') ?? false;
  return {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  };
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { OpenAPIV3 } from 'openapi-types';
import { nameComponents } from '../api-docs/components';
import { documentApi, documentRoute } from '../api-docs/document';

/**
 * How a client proves who it is (docs/api.md, Signing in): the browser's cookie, or the same access
 * token as a Bearer header.
 */
const SECURITY_SCHEMES: Record<string, OpenAPIV3.SecuritySchemeObject> = {
  cookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'access_token',
    description:
      "The browser's session, set by POST /api/auth/login and renewed by POST /api/auth/refresh-token. A write sent with it must come from Fleet's own pages (same origin).",
  },
  refreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'refresh_token',
    description: "The browser's refresh token, set with the session and sent only to /api/auth; each use replaces it.",
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An access token from POST /api/auth/token (the same token as the cookie holds), sent as `Authorization: Bearer <token>`. ' +
      'Handled as RFC8725 (JSON Web Token Best Current Practices) advises: the algorithm is pinned to HS256 and a token naming any other is refused; ' +
      'the signature and the expiry (15 minutes) are checked on every request; the token names its session, which a sign-out ends; and Fleet issues no other kind of JWT.',
  },
};

/** OpenAPI built from the very zod schemas that validate each route: /api/docs (UI) and /api/docs/json. */
async function apiDocs(app: FastifyInstance, options: { tags: OpenAPIV3.TagObject[] }) {
  nameComponents();
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Fleet API', version: '1', description: 'Companies, branches, employees, vehicles and their maintenance.' },
      servers: [
        {
          url: '/',
          description: 'The Fleet that serves this document: production, staging or a local one alike',
          'x-internal': false,
        } as OpenAPIV3.ServerObject,
      ],
      // One per route family's resource (server/routes/index.ts), in their order.
      tags: options.tags,
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ cookie: [] }, { bearer: [] }],
    },
    transform: documentRoute,
    transformObject: documentApi,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(apiDocs, { name: 'api-docs' });

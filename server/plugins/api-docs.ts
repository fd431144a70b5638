import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { OpenAPIV3 } from 'openapi-types';
import { nameComponents } from '../api-docs/components';
import { documentApi, documentRoute } from '../api-docs/document';

/** One tag per resource, in the order of server/app.ts. */
const TAGS: OpenAPIV3.TagObject[] = [
  {
    name: 'auth',
    description: 'Signing in and out: cookie sessions for the browser, access tokens for other clients; sign-up by invitation',
  },
  { name: 'companies', description: 'The tenants (a superadmin manages them) and their fleet health thresholds' },
  { name: 'branches', description: "A company's branches" },
  { name: 'employees', description: 'The people who sign in, their roles and branches, and their sign-up links' },
  { name: 'vehicles', description: 'Vehicles with their fleet health: the next legislation control and service' },
  { name: 'general-maintenances', description: 'Maintenance records of any kind' },
  { name: 'mandatory-maintenances', description: 'The obligatory services and controls' },
  { name: 'documents', description: "A vehicle's or an employee's papers, their expiry and their attachments" },
  { name: 'meter-readings', description: 'The meter log: every odometer reading of a vehicle, and readings of their own' },
  { name: 'fuel-entries', description: 'Fillings and charges: litres or kWh, cost and odometer' },
  { name: 'logos', description: 'Company and branch logos' },
  { name: 'overview', description: 'The fleet at a glance' },
  { name: 'notifications', description: "Reminders: each person's inbox, settings and calendar feed; a company's check and deliveries" },
  { name: 'webhooks', description: "A company's webhooks: each new reminder as a signed JSON POST to the admins' receivers" },
];

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
async function apiDocs(app: FastifyInstance) {
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
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
      security: [{ cookie: [] }, { bearer: [] }],
    },
    transform: documentRoute,
    transformObject: documentApi,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(apiDocs, { name: 'api-docs' });

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the very zod schemas that validate each route: /api/docs (UI) and /api/docs/json. */
async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fleet API', version: '1', description: 'Companies, branches, employees, vehicles and their maintenance.' },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'access_token' },
        },
      },
      security: [{ cookie: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(apiDocs, { name: 'api-docs' });

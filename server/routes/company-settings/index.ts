import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canChangeCompanySettings } from '../../../contract/permissions';
import { idParams, one, versioned } from '../../../contract/schemas/common';
import { companySettings, companySettingsInput } from '../../../contract/schemas/company';
import { findCompanySettings, updateCompanySettings } from './repository';
import { failures, SIGNED_IN } from '../failures';

const tags = ['companies'];

/**
 * A company's fleet health thresholds, under /api/companies/:id/settings. Everyone reads their own
 * company's; admins change them (contract/permissions.ts), a superadmin those of any company.
 */
export default async function companySettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:id/settings',
    {
      schema: {
        tags,
        summary: "The company's due-soon thresholds (days and km)",
        params: idParams,
        response: { 200: one(companySettings), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ data: await findCompanySettings(request.db, request.actor, request.params.id) }),
  );

  app.put(
    '/:id/settings',
    {
      schema: {
        tags,
        summary: "Change the company's due-soon thresholds (admins; `version` as read, else 409)",
        params: idParams,
        body: versioned(companySettingsInput),
        response: { 200: one(companySettings), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allowWhen(canChangeCompanySettings),
    },
    async (request) => ({ data: await updateCompanySettings(request.db, request.actor, request.params.id, request.body) }),
  );
}

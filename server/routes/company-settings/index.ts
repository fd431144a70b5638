import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canChangeCompanySettings } from '../../../contract/permissions';
import { idParams, one } from '../../../contract/schemas/common';
import { companySettings, companySettingsUpdateBody } from '../../../contract/schemas/company';
import { findCompanySettings, updateCompanySettings } from './repository';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { keepReminderSchedule } from '../../reminders/keep-schedule';

/**
 * A company's settings (fleet health thresholds, time zone, send hour), under /api/companies/:id/settings. Everyone reads their own
 * company's; admins change them (contract/permissions.ts), a superadmin those of any company.
 */
export default async function companySettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:id/settings',
    {
      schema: {
        summary: "The company's due-soon thresholds (days and km), its time zone and the hour its reminders go out",
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
        summary:
          "Change the company's thresholds, time zone and send hour (admins; `version` as read, else 409; a time zone or hour left out is kept)",
        params: idParams,
        body: companySettingsUpdateBody,
        response: { 200: one(companySettings), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allowWhen(canChangeCompanySettings),
    },
    async (request) => {
      const settings = await updateCompanySettings(request.db, request.actor, request.params.id, request.body);
      // The daily reminder check follows the new zone and hour (server/reminders/schedule.ts).
      await keepReminderSchedule(app, request.log, settings.company_id, { timeZone: settings.time_zone, sendHour: settings.send_hour });
      return { data: settings };
    },
  );
}

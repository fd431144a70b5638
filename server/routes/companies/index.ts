import type { FastifyInstance } from 'fastify';
import { company, companyInput, companyListQuery, companyUpdateBody } from '../../../contract/schemas/company';
import { DEFAULT_SEND_HOUR, DEFAULT_TIME_ZONE } from '../../../contract/time-zones';
import { keepReminderSchedule } from '../../reminders/keep-schedule';
import { recordRoutes } from '../record-routes';
import { createCompany, deleteCompany, findCompany, listCompanies, updateCompany } from './repository';

/**
 * Companies are the tenants; only a superadmin manages them (docs/product.md, Roles and scope). Each
 * has its daily reminder check from the moment it exists, until it is deleted.
 */
export default async function companyRoutes(app: FastifyInstance) {
  recordRoutes(app, {
    resource: 'companies',
    row: company,
    logo: true,
    list: { summary: 'List companies', query: companyListQuery, run: ({ db }, query) => listCompanies(db, query) },
    show: { summary: 'One company', run: ({ db }, id) => findCompany(db, id) },
    create: {
      summary: 'Create a company (multipart with an optional `logo` file, or JSON)',
      body: companyInput,
      failures: [409],
      run: async ({ db, log }, body, logo) => {
        const created = await createCompany(db, body, logo);
        await keepReminderSchedule(app, log, created.id, { timeZone: DEFAULT_TIME_ZONE, sendHour: DEFAULT_SEND_HOUR });
        return created;
      },
    },
    edit: {
      summary: 'Update a company (multipart or JSON; `logo` empty removes it; `version` as read, else 409)',
      body: companyUpdateBody,
      run: ({ db }, id, body, logo) => updateCompany(db, id, body, logo),
    },
    delete: {
      summary: 'Delete a company that has no branches, employees or vehicles left',
      failures: [409],
      run: async ({ db, log }, id) => {
        const deleted = await deleteCompany(db, id);
        // Its daily reminder check goes with it.
        await keepReminderSchedule(app, log, id, null);
        return deleted;
      },
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { company, companyInput, companyListQuery, companyUpdateBody } from '../../../contract/schemas/company';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import { bodiesWithLogo } from '../../../contract/schemas/files';
import { readFormWithLogo } from '../../logos/logo-file';
import { parseInput } from '../../validation';
import { createCompany, deleteCompany, findCompany, listCompanies, updateCompany } from './repository';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { keepReminderSchedule } from '../../reminders/keep-schedule';
import { DEFAULT_SEND_HOUR, DEFAULT_TIME_ZONE } from '../../../contract/time-zones';

const tags = ['companies'];

/** Companies are the tenants; only a superadmin manages them (docs/product.md, Roles and scope). */
export default async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'List companies',
        querystring: companyListQuery,
        response: { 200: listOf(company), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('companies', 'list'),
    },
    async (request) => listCompanies(request.db, request.query),
  );

  app.get(
    '/:id',
    {
      schema: { tags, summary: 'One company', params: idParams, response: { 200: one(company), ...failures(...SIGNED_IN, 404) } },
      onRequest: app.allow('companies', 'show'),
    },
    async (request) => ({ data: await findCompany(request.db, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a company (multipart with an optional `logo` file, or JSON)',
        docs: { body: bodiesWithLogo(companyInput) },
        response: { 201: one(company), ...failures(...SIGNED_IN, 409, 413, 415) },
      },
      onRequest: app.allow('companies', 'create'),
      config: { readsMultipart: true },
    },
    async (request, reply) => {
      const form = await readFormWithLogo(request);
      const input = parseInput(companyInput, form.fields);
      const created = await createCompany(request.db, input, form.logo);
      await keepReminderSchedule(app, request.log, created.id, { timeZone: DEFAULT_TIME_ZONE, sendHour: DEFAULT_SEND_HOUR });
      return reply.code(201).send({ data: created });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Update a company (multipart or JSON; `logo` empty removes it; `version` as read, else 409)',
        params: idParams,
        docs: { body: bodiesWithLogo(companyUpdateBody) },
        response: { 200: one(company), ...failures(...SIGNED_IN, 404, 409, 413, 415) },
      },
      onRequest: app.allow('companies', 'edit'),
      config: { readsMultipart: true },
    },
    async (request) => {
      const form = await readFormWithLogo(request);
      const input = parseInput(companyUpdateBody, form.fields);
      return { data: await updateCompany(request.db, request.params.id, input, form.logo) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a company that has no branches, employees or vehicles left',
        params: idParams,
        response: { 200: one(company), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('companies', 'delete'),
    },
    async (request) => {
      const deleted = await deleteCompany(request.db, request.params.id);
      // Its daily reminder check goes with it.
      await keepReminderSchedule(app, request.log, request.params.id, null);
      return { data: deleted };
    },
  );
}

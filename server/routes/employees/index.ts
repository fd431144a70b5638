import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, one } from '../../../contract/schemas/common';
import {
  employee,
  employeeCreated,
  employeeCreateInput,
  employeeListQuery,
  employeeUpdateBody,
  invitation,
} from '../../../contract/schemas/employee';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { recordRoutes } from '../record-routes';
import type { RouteSettings } from '../route-settings';
import { createEmployee, deleteEmployee, findEmployee, listEmployees, reissueInvitation, updateEmployee } from './repository';

/**
 * Employees are the people who sign in. Superadmins, admins and moderators manage them, each within
 * their scope and granting only the roles docs/product.md (Roles and scope) lists for them; creating
 * one yields the one-time sign-up link of the invitation flow. The link starts with PUBLIC_URL, or is
 * a path that the browser completes with the address it is on: the request's Host header is anyone's
 * to write, and a link built from it could send the invited person to another site.
 */
export default async function employeeRoutes(fastify: FastifyInstance, options: RouteSettings) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const baseUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';

  recordRoutes(app, {
    resource: 'employees',
    row: employee,
    list: {
      summary: 'List the employees the caller may see',
      query: employeeListQuery,
      run: ({ db, actor, now }, query) => listEmployees(db, actor, query, now),
    },
    show: { summary: 'One employee', run: ({ db, actor, now }, id) => findEmployee(db, actor, id, now) },
    edit: {
      summary: 'Update an employee (the username cannot change; `version` as read, else 409)',
      body: employeeUpdateBody,
      run: ({ db, actor, now }, id, body) => updateEmployee(db, actor, id, body, now),
    },
    delete: {
      summary: 'Delete an employee; what they recorded stays',
      run: ({ db, actor, now }, id) => deleteEmployee(db, actor, id, now),
    },
  });

  // Its answer carries the invitation beside the employee, so it is not a usual create.
  app.post(
    '/',
    {
      schema: {
        summary: 'Create an employee; answers it with its one-time sign-up link',
        body: employeeCreateInput,
        response: { 201: employeeCreated, ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('employees', 'create'),
    },
    async (request, reply) => reply.code(201).send(await createEmployee(request.db, request.actor, request.body, baseUrl, app.now())),
  );

  app.post(
    '/:id/invitation',
    {
      schema: {
        operationId: 'reissueEmployeeInvitation',
        summary: 'Issue a new sign-up link (voiding the earlier one) while the employee has not signed up',
        params: idParams,
        response: { 200: one(invitation), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('employees', 'edit'),
    },
    async (request) => ({ data: await reissueInvitation(request.db, request.actor, request.params.id, baseUrl) }),
  );
}

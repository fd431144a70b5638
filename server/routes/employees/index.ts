import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import {
  employee,
  employeeCreated,
  employeeCreateInput,
  employeeListQuery,
  employeeUpdateBody,
  invitation,
} from '../../../contract/schemas/employee';
import { createEmployee, deleteEmployee, findEmployee, listEmployees, reissueInvitation, updateEmployee } from './repository';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import type { RouteSettings } from '../route-settings';

const tags = ['employees'];

/**
 * Employees are the people who sign in. Superadmins, admins and moderators manage them, each within
 * their scope and granting only the roles docs/product.md (Roles and scope) lists for them; creating one yields the
 * one-time sign-up link of the invitation flow.
 */
export default async function employeeRoutes(fastify: FastifyInstance, options: RouteSettings) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const baseUrl = options.publicUrl?.replace(/\/+$/, '') ?? '';

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'List the employees the caller may see',
        querystring: employeeListQuery,
        response: { 200: listOf(employee), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('employees', 'list'),
    },
    async (request) => listEmployees(request.db, request.actor, request.query, app.now()),
  );

  app.get(
    '/:id',
    {
      schema: { tags, summary: 'One employee', params: idParams, response: { 200: one(employee), ...failures(...SIGNED_IN, 404) } },
      onRequest: app.allow('employees', 'show'),
    },
    async (request) => ({ data: await findEmployee(request.db, request.actor, request.params.id, app.now()) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create an employee; answers it with its one-time sign-up link',
        body: employeeCreateInput,
        response: { 201: employeeCreated, ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('employees', 'create'),
    },
    async (request, reply) => reply.code(201).send(await createEmployee(request.db, request.actor, request.body, baseUrl, app.now())),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Update an employee (the username cannot change; `version` as read, else 409)',
        params: idParams,
        body: employeeUpdateBody,
        response: { 200: one(employee), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('employees', 'edit'),
    },
    async (request) => ({ data: await updateEmployee(request.db, request.actor, request.params.id, request.body, app.now()) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an employee; what they recorded stays',
        params: idParams,
        response: { 200: one(employee), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('employees', 'delete'),
    },
    async (request) => ({ data: await deleteEmployee(request.db, request.actor, request.params.id, app.now()) }),
  );

  app.post(
    '/:id/invitation',
    {
      schema: {
        tags,
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

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { branch, branchInput, branchListQuery, branchUpdateBody } from '../../../contract/schemas/branch';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import { bodiesWithLogo } from '../../../contract/schemas/files';
import { readFormWithLogo } from '../../logos/logo-file';
import { parseInput } from '../../validation';
import { createBranch, deleteBranch, findBranch, listBranches, updateBranch } from './repository';
import { failures, SIGNED_IN } from '../../api-docs/failures';

const tags = ['branches'];

/**
 * Branches of a company. Every role reads the branches it may see (the sidebar's branch selector
 * needs them); superadmins and admins manage them.
 */
export default async function branchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'List the branches the caller may see',
        querystring: branchListQuery,
        response: { 200: listOf(branch), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('branches', 'list'),
    },
    async (request) => listBranches(request.db, request.actor, request.query),
  );

  app.get(
    '/:id',
    {
      schema: { tags, summary: 'One branch', params: idParams, response: { 200: one(branch), ...failures(...SIGNED_IN, 404) } },
      onRequest: app.allow('branches', 'show'),
    },
    async (request) => ({ data: await findBranch(request.db, request.actor, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a branch (multipart with an optional `logo` file, or JSON); a superadmin names company_id',
        docs: { body: bodiesWithLogo(branchInput) },
        response: { 201: one(branch), ...failures(...SIGNED_IN, 404, 409, 413, 415) },
      },
      onRequest: app.allow('branches', 'create'),
      config: { readsMultipart: true },
    },
    async (request, reply) => {
      const form = await readFormWithLogo(request);
      const input = parseInput(branchInput, form.fields);
      return reply.code(201).send({ data: await createBranch(request.db, request.actor, input, form.logo) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Update a branch (multipart or JSON; `logo` empty removes it; `version` as read, else 409)',
        params: idParams,
        docs: { body: bodiesWithLogo(branchUpdateBody) },
        response: { 200: one(branch), ...failures(...SIGNED_IN, 404, 409, 413, 415) },
      },
      onRequest: app.allow('branches', 'edit'),
      config: { readsMultipart: true },
    },
    async (request) => {
      const form = await readFormWithLogo(request);
      const input = parseInput(branchUpdateBody, form.fields);
      return { data: await updateBranch(request.db, request.actor, request.params.id, input, form.logo) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a branch that has no employees or vehicles left',
        params: idParams,
        response: { 200: one(branch), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('branches', 'delete'),
    },
    async (request) => ({ data: await deleteBranch(request.db, request.actor, request.params.id) }),
  );
}

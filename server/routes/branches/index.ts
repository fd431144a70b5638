import type { FastifyInstance } from 'fastify';
import { branch, branchInput, branchListQuery, branchUpdateBody } from '../../../contract/schemas/branch';
import { recordRoutes } from '../record-routes';
import { createBranch, deleteBranch, findBranch, listBranches, updateBranch } from './repository';

/**
 * Branches of a company. Every role reads the branches it may see (the sidebar's branch selector
 * needs them); superadmins and admins manage them.
 */
export default async function branchRoutes(app: FastifyInstance) {
  recordRoutes(app, {
    resource: 'branches',
    row: branch,
    logo: true,
    list: {
      summary: 'List the branches the caller may see',
      query: branchListQuery,
      run: ({ db, actor }, query) => listBranches(db, actor, query),
    },
    show: { summary: 'One branch', run: ({ db, actor }, id) => findBranch(db, actor, id) },
    create: {
      summary: 'Create a branch (multipart with an optional `logo` file, or JSON); a superadmin names company_id',
      body: branchInput,
      failures: [404, 409],
      run: ({ db, actor }, body, logo) => createBranch(db, actor, body, logo),
    },
    edit: {
      summary: 'Update a branch (multipart or JSON; `logo` empty removes it; `version` as read, else 409)',
      body: branchUpdateBody,
      run: ({ db, actor }, id, body, logo) => updateBranch(db, actor, id, body, logo),
    },
    delete: {
      summary: 'Delete a branch that has no employees or vehicles left',
      failures: [409],
      run: ({ db, actor }, id) => deleteBranch(db, actor, id),
    },
  });
}

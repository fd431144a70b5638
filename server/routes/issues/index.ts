import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import {
  issue,
  issueComment,
  issueCommentInput,
  issueExportQuery,
  issueInput,
  issueListQuery,
  issueUpdateBody,
} from '../../../contract/schemas/issue';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { csvRoutes } from '../../csv/routes';
import { recordRoutes } from '../record-routes';
import { issueCsvColumns } from './csv-sheet';
import { addComment, createIssue, deleteIssue, findIssue, issueListForExport, listComments, listIssues, updateIssue } from './repository';

/**
 * Issues (docs/inspections.md, Issues): the defects of the vehicles one sees. Everyone who sees a
 * vehicle lists, reads, reports and comments on its issues; admins and moderators (in their branches)
 * edit, assign, resolve and delete them (contract/permissions.ts). A new critical issue takes its
 * vehicle out of service and tells its admins and moderators at once.
 */
export default async function issueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  recordRoutes(app, {
    resource: 'issues',
    row: issue,
    list: {
      summary:
        'List issues: `q` in the title, description and plate; by vehicle, status (`open_any`: open or in progress), priority, assignee, inspection and the day reported',
      query: issueListQuery,
      run: ({ db, actor }, query) => listIssues(db, actor, query),
    },
    show: { summary: 'One issue', run: ({ db, actor }, id) => findIssue(db, actor, id) },
    create: {
      summary:
        "Report an issue of an active vehicle; a user's report is open and unassigned. A critical one takes the vehicle out of service and tells its admins and moderators (inbox, email, webhook `issue.created`)",
      body: issueInput,
      idempotent: true,
      failures: [404],
      run: ({ db, actor, now, reminders }, body) => createIssue(db, actor, body, { now, reminders }),
    },
    edit: {
      summary:
        'Update an issue (the full body, with the `version` it was read at, else 409): assign it (an employee who sees the vehicle), resolve or close it',
      body: issueUpdateBody,
      run: ({ db, actor, now }, id, body) => updateIssue(db, actor, id, body, now),
    },
    delete: { summary: 'Delete an issue and its comments', run: ({ db, actor }, id) => deleteIssue(db, actor, id) },
  });

  app.get(
    '/:id/comments',
    {
      schema: {
        operationId: 'listIssueComments',
        summary: "An issue's comments, oldest first (no paging)",
        params: idParams,
        response: { 200: listOf(issueComment), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('issues', 'show'),
    },
    async (request) => listComments(request.db, request.actor, request.params.id),
  );

  app.post(
    '/:id/comments',
    {
      schema: {
        operationId: 'addIssueComment',
        summary: 'Comment on an issue: anyone who may read it, users included',
        params: idParams,
        body: issueCommentInput,
        response: { 201: one(issueComment), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('issues', 'show'),
    },
    async (request, reply) =>
      reply.code(201).send({ data: await addComment(request.db, request.actor, request.params.id, request.body.body) }),
  );

  csvRoutes(app, {
    resource: 'issues',
    export: {
      query: issueExportQuery,
      list: (db, actor, query) => issueListForExport(db, actor, query),
      columns: issueCsvColumns,
    },
  });
}

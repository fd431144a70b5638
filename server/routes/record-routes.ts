import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { resourceTable } from '../../contract/history';
import { canAccess, type Resource, readsHistory } from '../../contract/permissions';
import { historyEntry, recordHistoryQuery } from '../../contract/schemas/history';
import { idParams, listOf, one } from '../../contract/schemas/common';
import { bodiesWithLogo } from '../../contract/schemas/files';
import type { Actor } from '../actor';
import { failures, SIGNED_IN, type FailureStatus } from '../api-docs/failures';
import type { Executor } from '../db/client';
import { readFormWithLogo, type LogoChange } from '../logos/logo-file';
import type { ReminderQueue } from '../reminders/schedule';
import { parseInput } from '../validation';
import { recordHistory } from './history/repository';
import { answerOnce, idempotencyHeaders } from './idempotency';

/**
 * Who asks, in the request's transaction, at the app's moment: what every repository call takes; and
 * the reminder queue, for what tells people at once (a new critical issue; null where none runs).
 */
interface Caller {
  db: Executor;
  actor: Actor;
  now: Date;
  log: FastifyBaseLogger;
  reminders: ReminderQueue | null;
}

interface Route {
  /** What the route does, as /api/docs says it. */
  summary: string;
  /** The failures it may answer beyond a signed-in route's (400, 401, 403, 503). */
  failures?: FailureStatus[];
  /** A name of its own, for a route that is not what its method says (DELETE that archives). */
  operationId?: string;
}

type ListAnswer<Row> = { data: Row[]; totalCount: number; totalPages: number };

/**
 * The usual routes of a resource (docs/adding-a-resource.md), each one present when the spec has it:
 * GET / (a page: `query`), GET /:id, POST / (`body`, 201), PUT /:id (`body` with the version read,
 * else 409) and DELETE /:id. Each answers `{ data }` with the resource's `row`, or the list's
 * `{ data, totalCount, totalPages }`; with GET /:id, GET /:id/history (the record's changes, docs/history.md).
 * Its role check is the resource's column of the matrix
 * (contract/permissions.ts), run on onRequest, before the body is validated, so that a caller
 * without the right gets 401 or 403 rather than field errors.
 */
interface RecordRoutes<
  Row extends z.ZodType,
  Query extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  ListRow extends z.ZodType = Row,
> {
  resource: Resource;
  row: Row;
  /**
   * Its create and edit take a `logo` file beside the fields (multipart, or JSON with `logo: null` to
   * remove it; docs/architecture.md, Logos), which their `run` gets as a LogoChange.
   */
  logo?: true;
  /** `row`: a list of rows of another shape than a record's (the meter log lists every source's readings). */
  list?: Route & { query: Query; row?: ListRow; run(caller: Caller, query: z.output<Query>): Promise<ListAnswer<z.output<ListRow>>> };
  show?: Route & { run(caller: Caller, id: string): Promise<z.output<Row>> };
  /**
   * `idempotent`: it honours an `Idempotency-Key` (idempotency.ts), for a record a phone's outbox sends
   * and sends again until it hears the answer. Not with `logo`: the key's hash is of the JSON body.
   */
  create?: Route & {
    body: Create;
    idempotent?: true;
    run(caller: Caller, body: z.output<Create>, logo: LogoChange): Promise<z.output<Row>>;
  };
  edit?: Route & { body: Update; run(caller: Caller, id: string, body: z.output<Update>, logo: LogoChange): Promise<z.output<Row>> };
  delete?: Route & { run(caller: Caller, id: string): Promise<z.output<Row>> };
}

/** Registers a resource's usual routes (RecordRoutes) on its plugin. */
export function recordRoutes<
  Row extends z.ZodType,
  Query extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  ListRow extends z.ZodType = Row,
>(fastify: FastifyInstance, spec: RecordRoutes<Row, Query, Create, Update, ListRow>) {
  // The zod type provider cannot see through generic schemas: the spec's own types say what each part
  // is, and fastify has checked each part with its schema before the handler runs.
  const app = fastify;
  const { resource, row } = spec;
  const caller = (request: FastifyRequest): Caller => ({
    db: request.db,
    actor: request.actor,
    now: app.now(),
    log: request.log,
    reminders: app.reminderQueue,
  });
  // A body with a logo is read by the route itself, once it has come (the request's transaction waits for it).
  const withLogo = spec.logo === true;
  const bodyOf = <Body extends z.ZodType>(schema: Body) =>
    withLogo
      ? {
          schema: { docs: { body: bodiesWithLogo(schema as unknown as z.ZodObject) } },
          config: { readsMultipart: true },
          failed: [413, 415] as FailureStatus[],
        }
      : { schema: { body: schema }, config: {}, failed: [] as FailureStatus[] };
  const read = async <Body extends z.ZodType>(request: FastifyRequest, schema: Body): Promise<[z.output<Body>, LogoChange]> => {
    if (!withLogo) return [request.body as z.output<Body>, { kind: 'keep' }];
    const form = await readFormWithLogo(request);
    return [parseInput(schema, form.fields), form.logo];
  };
  const documented = (route: Route, ...statuses: FailureStatus[]) => ({
    summary: route.summary,
    ...(route.operationId && { operationId: route.operationId }),
    failures: failures(...SIGNED_IN, ...statuses, ...(route.failures ?? [])),
  });

  if (spec.list) {
    const { list } = spec;
    const { summary, failures: failed } = documented(list);
    app.get(
      '/',
      {
        schema: { summary, querystring: list.query, response: { 200: listOf(list.row ?? row), ...failed } },
        onRequest: app.allow(resource, 'list'),
      },
      async (request) => list.run(caller(request), request.query as z.output<Query>),
    );
  }
  if (spec.show) {
    const { show } = spec;
    const { failures: failed, ...docs } = documented(show, 404);
    app.get<{ Params: { id: string } }>(
      '/:id',
      { schema: { ...docs, params: idParams, response: { 200: one(row), ...failed } }, onRequest: app.allow(resource, 'show') },
      async (request) => ({ data: await show.run(caller(request), request.params.id) }),
    );
    // Every record that can be shown has its history, to those who may see both (contract/history.ts).
    app.get<{ Params: { id: string }; Querystring: { page: number; limit: number } }>(
      '/:id/history',
      {
        schema: {
          summary: `Who changed one of the ${resource} and when: every change of it and of its parts, newest first (docs/history.md)`,
          params: idParams,
          querystring: recordHistoryQuery,
          response: { 200: listOf(historyEntry), ...failures(...SIGNED_IN, 404) },
        },
        onRequest: app.allowWhen((role) => canAccess(role, resource, 'show') && readsHistory(role)),
      },
      async (request) => {
        // Its own answer: a record the caller cannot see is a 404 here as it is there.
        await show.run(caller(request), request.params.id);
        return recordHistory(request.db, request.actor, resourceTable(resource), request.params.id, request.query);
      },
    );
  }
  if (spec.create) {
    const { create } = spec;
    const idempotent = create.idempotent === true;
    if (idempotent && withLogo) throw new Error(`${resource}: an idempotent create takes no logo`);
    const body = bodyOf(create.body);
    const { failures: failed, ...docs } = documented(
      idempotent ? { ...create, summary: `${create.summary}. \`Idempotency-Key\`: sent again, the first answer` } : create,
      ...body.failed,
      ...(idempotent ? [422 as const] : []),
    );
    app.post(
      '/',
      {
        schema: { ...docs, ...body.schema, ...(idempotent && { headers: idempotencyHeaders }), response: { 201: one(row), ...failed } },
        config: body.config,
        onRequest: app.allow(resource, 'create'),
      },
      async (request, reply) => {
        // The body first: with a logo, the request's transaction (request.db) begins once it is read.
        const [body, logo] = await read(request, create.body);
        const make = async () => ({ data: await create.run(caller(request), body, logo) });
        if (!idempotent) return reply.code(201).send(await make());
        const { status, answer } = await answerOnce(request, 201, body, make);
        return reply.code(status as 201).send(answer);
      },
    );
  }
  if (spec.edit) {
    const { edit } = spec;
    const body = bodyOf(edit.body);
    const { failures: failed, ...docs } = documented(edit, 404, 409, ...body.failed);
    app.put<{ Params: { id: string } }>(
      '/:id',
      {
        schema: { ...docs, params: idParams, ...body.schema, response: { 200: one(row), ...failed } },
        config: body.config,
        onRequest: app.allow(resource, 'edit'),
      },
      async (request) => {
        const [body, logo] = await read(request, edit.body);
        return { data: await edit.run(caller(request), request.params.id, body, logo) };
      },
    );
  }
  if (spec.delete) {
    const remove = spec.delete;
    const { failures: failed, ...docs } = documented(remove, 404);
    app.delete<{ Params: { id: string } }>(
      '/:id',
      { schema: { ...docs, params: idParams, response: { 200: one(row), ...failed } }, onRequest: app.allow(resource, 'delete') },
      async (request) => ({ data: await remove.run(caller(request), request.params.id) }),
    );
  }
}

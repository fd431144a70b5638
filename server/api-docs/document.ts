import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import type { z } from 'zod';
import { FAILURE_REASONS, type FailureStatus } from './failures';
import { operationIdOf } from './operation-ids';

/*
 * /api/docs is built from the zod schemas that check each route (fastify-type-provider-zod turns them
 * into JSON Schema); these two functions add what the schemas cannot say, in one place for every
 * route (docs/api.md): an operationId each, the bodies and answers a handler reads or writes itself,
 * the failures every route may answer, all as the shared `Error` component, and JSON Schema that
 * OpenAPI 3.0 and its linters take.
 */

/** What /api/docs says of a route beyond the schemas Fastify checks. */
interface RouteDocs {
  /** A body the handler reads itself (`config: { readsMultipart: true }`): its schema for each media type it takes. */
  body?: Partial<Record<'application/json' | 'multipart/form-data', z.ZodType>>;
  /** Query fields the handler reads itself. */
  querystring?: z.ZodType;
  /** A success (200) that is a file rather than JSON: what it is, and its media types. */
  file?: { description: string; mediaTypes: readonly string[] };
}

declare module 'fastify' {
  interface FastifySchema {
    /** For /api/docs only (server/api-docs/document.ts); Fastify checks nothing here. */
    docs?: RouteDocs;
  }
}

type Json = Record<string, unknown>;
type Input = Parameters<SwaggerTransform>[0];

/** A zod schema as a request's JSON Schema, named components as `$ref`s. */
const requestSchema = (input: Input, body: z.ZodType) => (jsonSchemaTransform({ ...input, schema: { body } }).schema as Json).body;

/** Each route: its operationId, its path without a trailing slash, and what its `docs` add. */
export const documentRoute: SwaggerTransform = (input) => {
  const { schema, url, route } = input;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const method = [route.method].flat()[0]!;
  // `/api/vehicles/` and `/api/vehicles` answer the same handler; the docs name the second.
  const path = url.length > 1 ? url.replace(/\/$/, '') : url;
  const { docs, ...declared } = schema;
  const operationId = declared.operationId ?? operationIdOf(method, path);
  if (!operationId) throw new Error(`${method} ${path} needs an operationId in its schema (server/api-docs/operation-ids.ts)`);
  const converted = jsonSchemaTransform({
    ...input,
    schema: { ...declared, operationId, querystring: declared.querystring ?? docs?.querystring },
  }).schema as Json;
  if (docs?.body) {
    const content = Object.entries(docs.body).map(([mediaType, body]) => [mediaType, { schema: requestSchema(input, body!) }]);
    converted.body = { content: Object.fromEntries(content) };
  }
  if (docs?.file) {
    const content = docs.file.mediaTypes.map((mediaType) => [mediaType, { schema: { type: 'string', format: 'binary' } }]);
    converted.response = {
      ...(converted.response as Json),
      200: { description: docs.file.description, content: Object.fromEntries(content) },
    };
  }
  return { schema: converted, url: path };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Methods whose body Fastify reads, and whose requests the same-origin check looks at (server/plugins/same-origin.ts). */
const WRITES = new Set<string>(['post', 'put', 'delete', 'patch']);

/**
 * What any route may answer beside what it declares: a body Fastify cannot read (400), or too large
 * (413), or of a type the route does not take (415); a write from another site's page (403); too many
 * requests from its caller this minute (429, server/plugins/rate-limits.ts); and a failure nobody
 * foresaw (500).
 */
const answeredByAll = (method: string): FailureStatus[] => (WRITES.has(method) ? [400, 403, 413, 415, 429, 500] : [429, 500]);

const count = (description: string): OpenAPIV3.HeaderObject => ({
  description,
  schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 2_147_483_647 },
});

/** Every API answer says how many requests its caller may still make this minute (server/plugins/rate-limits.ts). */
const RATE_LIMIT_HEADERS: Record<string, OpenAPIV3.HeaderObject> = {
  'X-RateLimit-Limit': count('Requests its caller may make in a minute'),
  'X-RateLimit-Remaining': count('Requests its caller may still make this minute'),
  'X-RateLimit-Reset': count('Seconds until the count starts again'),
};

/** Failures that say when to try again. */
const RETRY_AFTER = new Set(['429', '503']);

const ERROR_REF = { $ref: '#/components/schemas/Error' };

function failure(status: string, declared: OpenAPIV3.ResponseObject | undefined): OpenAPIV3.ResponseObject {
  return {
    description: declared?.description ?? FAILURE_REASONS[Number(status) as FailureStatus],
    headers: {
      ...RATE_LIMIT_HEADERS,
      ...(RETRY_AFTER.has(status) && {
        'Retry-After': {
          description: 'Seconds to wait before sending the request again',
          schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 86_400 },
        },
      }),
    },
    content: { 'application/json': { schema: ERROR_REF } },
  };
}

/** What a success without a description of its own says (@fastify/swagger would say `Default Response`). */
const SUCCESSES: Record<string, string> = { 200: 'Done', 201: 'Created', 304: 'Not modified' };

function success(status: string, declared: OpenAPIV3.ResponseObject): OpenAPIV3.ResponseObject {
  const description = declared.description === 'Default Response' ? (SUCCESSES[status] ?? 'Done') : declared.description;
  return { ...declared, description, headers: { ...declared.headers, ...RATE_LIMIT_HEADERS } };
}

/** An operation's answers: every failure as the `Error` component, those of every route added, in order of status. */
function answers(method: string, declared: OpenAPIV3.ResponsesObject): OpenAPIV3.ResponsesObject {
  const statuses = new Set([...Object.keys(declared), ...answeredByAll(method).map(String)]);
  return Object.fromEntries(
    [...statuses].sort().map((status) => {
      const answer = declared[status] as OpenAPIV3.ResponseObject | undefined;
      return [status, Number(status) >= 400 ? failure(status, answer) : success(status, answer!)];
    }),
  );
}

/** Formats whose strings are all of one length: a uuid, a date (yyyy-MM-dd). */
const FORMAT_LENGTHS: Record<string, number> = { uuid: 36, date: 10 };

/** The longest string a schema takes, if it says. */
const longest = (schema: Json): number | undefined =>
  typeof schema.maxLength === 'number'
    ? schema.maxLength
    : Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'string')
      ? Math.max(0, ...schema.enum.map((value: string) => value.length))
      : undefined;

/**
 * JSON Schema as OpenAPI 3.0 and its linters want it, adding only what the schema already implies:
 * - a string of a fixed-length format (uuid, date) says its length;
 * - a choice whose options are all of one type says that type too (`branchId`: an id or empty; a
 *   record or null), as a `nullable` needs a `type` beside it, and a choice of strings its longest;
 * - an integer says its format: int32 when its bounds fit, else int64 (JSON numbers hold up to 2^53);
 * - a body's example (zod's `examples`, kept where the body has no transforms: an issue's comment) is
 *   OpenAPI 3.0's one `example`.
 */
function tidier(components: Record<string, unknown>) {
  const typeOf = (schema: Json): unknown => {
    const ref = schema.$ref;
    if (typeof ref === 'string') return (components[ref.slice(ref.lastIndexOf('/') + 1)] as Json | undefined)?.type;
    return schema.type;
  };
  const tidy = (schema: unknown): void => {
    if (typeof schema !== 'object' || schema === null || '$ref' in schema) return;
    const node = schema as Json;
    for (const key of ['items', 'additionalProperties', 'not']) tidy(node[key]);
    for (const key of ['anyOf', 'oneOf', 'allOf']) for (const option of (node[key] as unknown[] | undefined) ?? []) tidy(option);
    for (const property of Object.values((node.properties as Json | undefined) ?? {})) tidy(property);

    if (node.type === 'string' && node.maxLength === undefined && typeof node.format === 'string' && node.format in FORMAT_LENGTHS)
      node.maxLength = FORMAT_LENGTHS[node.format];
    const options = (node.anyOf ?? node.oneOf ?? node.allOf) as Json[] | undefined;
    if (options && node.type === undefined) {
      const types = new Set(options.map(typeOf));
      const [only] = types;
      if (types.size === 1 && typeof only === 'string') node.type = only;
      const lengths = options.map(longest);
      if (only === 'string' && lengths.every((length) => length !== undefined)) node.maxLength = Math.max(...lengths);
    }
    if (Array.isArray(node.examples)) {
      if (node.example === undefined && node.examples.length > 0) node.example = node.examples[0];
      delete node.examples;
    }
    if (node.type === 'integer' && node.format === undefined) {
      const fits = (value: unknown) => typeof value === 'number' && Math.abs(value) <= 2_147_483_647;
      node.format = fits(node.minimum) && fits(node.maximum) ? 'int32' : 'int64';
    }
  };
  return tidy;
}

/** The schemas an operation holds: its parameters', its bodies' and its answers' (and their headers'). */
function* schemasOf(operation: OpenAPIV3.OperationObject): Generator<unknown> {
  for (const parameter of operation.parameters ?? []) yield (parameter as OpenAPIV3.ParameterObject).schema;
  for (const media of Object.values((operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {})) yield media.schema;
  for (const answer of Object.values(operation.responses) as OpenAPIV3.ResponseObject[]) {
    for (const media of Object.values(answer.content ?? {})) yield media.schema;
    for (const header of Object.values(answer.headers ?? {})) yield (header as OpenAPIV3.HeaderObject).schema;
  }
}

/** The components the operations use, directly or through one another. */
function usedComponents(document: OpenAPIV3.Document): Set<string> {
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const ref = (value as Json).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (!used.has(name)) {
        used.add(name);
        visit(document.components?.schemas?.[name]);
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(document.paths);
  return used;
}

/**
 * The whole document: the named components (components.ts), every operation's failures, tidy
 * schemas, and only the components something uses (the type provider writes each named schema
 * both as a request's and as an answer's).
 */
export const documentApi: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as OpenAPIV3.Document;
  const operations = Object.values(document.paths).flatMap((item) =>
    METHODS.filter((method) => item?.[method]).map((method) => ({ method, operation: item![method]! })),
  );
  const schemas = document.components?.schemas ?? {};
  const tidy = tidier(schemas);
  for (const { method, operation } of operations) {
    operation.responses = answers(method, operation.responses);
    for (const schema of schemasOf(operation)) tidy(schema);
  }
  const used = usedComponents(document);
  for (const name of Object.keys(schemas)) {
    if (used.has(name)) tidy(schemas[name]);
    else delete schemas[name];
  }
  return document;
};

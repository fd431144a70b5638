import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * The serializer needs no metadata: the names /api/docs gives the contract's schemas
 * (server/api-docs/components.ts) would otherwise move each named one into `$defs` behind a `$ref`.
 */
const NO_METADATA = z.registry<Record<string, unknown>>();

/**
 * Answers are written by fast-json-stringify from each route's response schema, as Fastify does by
 * default: the contract's zod schema is turned into JSON Schema once, when the route is registered,
 * and the function compiled from it writes only the schema's fields. Checking every answer with zod
 * and then calling JSON.stringify cost several times as much on a page of 25 vehicles.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
    metadata: NO_METADATA,
  }) as JsonSchema;
  return fastJson(nullableTypes(jsonSchema) as Parameters<typeof fastJson>[0]);
};

/**
 * zod writes "string or null" as `anyOf: [{ type: 'string' }, { type: 'null' }]`, which
 * fast-json-stringify can only settle by validating each value; `type: ['string', 'null']` says the
 * same and is written directly.
 */
function nullableTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableTypes);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullableTypes(value)])) as JsonSchema;
  const options = node.anyOf as JsonSchema[] | undefined;
  if (options?.length === 2) {
    const nullIndex = options.findIndex((option) => option.type === 'null' && Object.keys(option).length === 1);
    const other = options[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _anyOf, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
}

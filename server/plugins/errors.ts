import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DUPLICATE_NAMES, messages, type DuplicateName } from '../../contract/messages';
import { HttpError, type FieldError } from '../errors';

interface PgError {
  code?: string;
  constraint?: string;
}

/** Every failure leaves as `{ message, errors?, code? }`, the shape the browser reads (docs/architecture.md, Errors). */
async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & PgError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ message: error.message, ...(error.errors && { errors: error.errors }), ...(error.code && { code: error.code }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? messages.validationFailed,
      }));
      return reply.code(400).send({ message: fieldErrors[0]?.message ?? messages.validationFailed, errors: fieldErrors });
    }
    // drizzle wraps the driver's error (DrizzleQueryError, with the statement); its cause says what happened.
    const database = driverError(error);
    if (database.code === '23505') {
      return reply.code(409).send({ message: duplicateMessage(database.constraint) });
    }
    if (database.code === '23503') {
      return reply.code(409).send({ message: 'This record is still referenced by other records' });
    }
    if (typeof database.code === 'string' && database.code.startsWith('22')) {
      // PostgreSQL's data exceptions (a value it cannot take: not an id, out of range, a character it
      // cannot store) come from what was sent. The checks before the database should have said so;
      // logged without the statement, answered as the sender's mistake.
      request.log.warn({ code: database.code }, 'a value the database refused');
      return reply.code(400).send({ message: messages.validationFailed });
    }
    if (database.code === '40P01' || database.code === '40001') {
      // Two transactions that each waited for the other (a deadlock), or a snapshot overtaken: neither
      // is the sender's fault, and the same request sent again goes through.
      request.log.warn({ code: database.code }, 'a transaction gave way to a concurrent one');
      return reply.code(503).header('retry-after', '1').send({ message: messages.concurrentChange });
    }
    if (isDatabaseUnavailable(database)) {
      request.log.warn({ err: database }, 'the database is not available');
      return reply.code(503).header('retry-after', '5').send({ message: messages.databaseUnavailable });
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: messages.internal });
  });
}

/**
 * The router's own refusals, which never reach the error handler: a path whose escapes do not decode
 * (`/api/vehicles/%`) and a path parameter over its length. Fastify would answer them in a shape of
 * its own; the sender's mistake answers like every other, `{ message }` with the router's status.
 * Given to Fastify as its `frameworkErrors` option (server/app.ts).
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  return reply.code(status).send({ message: status < 500 ? messages.malformedUrl : messages.internal });
}

/**
 * What Node.js's HTTP parser refuses before Fastify sees a request: a request line with bytes an
 * address may not hold (`/api/overview?branchId=…`, pasted as it is), a broken header, headers too
 * large, a request that took too long to arrive. Fastify would answer `{"message":"Client Error"}`;
 * Fleet answers `{ message }` as for every other refusal. Given to Fastify as its `clientErrorHandler`.
 */
export function clientError(error: NodeJS.ErrnoException & { code?: string }, socket: Duplex) {
  // A connection reset leaves nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, messages.requestTooSlow]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, messages.headersTooLarge]
        : error.code === 'HPE_INVALID_CHARACTER' || error.code === 'HPE_INVALID_URL'
          ? [400, messages.malformedUrl]
          : [400, messages.malformedRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The driver's own error under drizzle's wrapping: the first in the chain of causes with a code, or
 * else the innermost (a connection that timed out has no code, only its message).
 */
function driverError(error: Error & PgError): PgError & { message?: string } {
  let current: Error = error;
  for (let depth = 0; depth < 5; depth++) {
    if (typeof (current as PgError).code === 'string') return current;
    if (!(current.cause instanceof Error)) break;
    current = current.cause;
  }
  return current;
}

/**
 * The database gone or going: its connection refused, reset or ended (57P01-57P03, class 08), too
 * many connections (53300), or none to be had in time. A passing state, not a fault of the request.
 */
function isDatabaseUnavailable(error: { code?: string; message?: string }): boolean {
  const code = error.code ?? '';
  if (/^(57P0[123]|08...|53300)$/.test(code)) return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code)) return true;
  return /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
    error.message ?? '',
  );
}

/** Unique violations that slip past the friendly checks (two requests racing) still say what clashed. */
function duplicateMessage(constraint: string | undefined): string {
  const what: Record<string, DuplicateName> = {
    companies_name_key: DUPLICATE_NAMES.company_name,
    branches_company_id_name_key: DUPLICATE_NAMES.branch_name,
    employees_username_key: DUPLICATE_NAMES.employee_username,
    employees_email_key: DUPLICATE_NAMES.employee_email,
    vehicles_company_id_plate_key: DUPLICATE_NAMES.vehicle_plate,
    parts_company_number_key: DUPLICATE_NAMES.part_number,
  };
  return messages.duplicate((constraint && what[constraint]) || DUPLICATE_NAMES.record);
}

export default fp(errors, { name: 'errors' });

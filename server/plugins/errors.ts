import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../contract/messages';
import { HttpError, type FieldError } from '../errors';

interface PgError {
  code?: string;
  constraint?: string;
}

/** Every failure leaves as `{ message, errors? }`, the shape the browser reads (spec §8). */
async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & PgError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...(error.errors && { errors: error.errors }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? messages.validationFailed,
      }));
      return reply.code(400).send({ message: fieldErrors[0]?.message ?? messages.validationFailed, errors: fieldErrors });
    }
    if (error.code === '23505') {
      return reply.code(409).send({ message: duplicateMessage(error.constraint) });
    }
    if (error.code === '23503') {
      return reply.code(409).send({ message: 'This record is still referenced by other records' });
    }
    if (typeof error.code === 'string' && error.code.startsWith('22')) {
      // PostgreSQL's data exceptions (a value it cannot take: not an id, out of range, a character it
      // cannot store) come from what was sent. The checks before the database should have said so;
      // logged without the statement, answered as the sender's mistake.
      request.log.warn({ code: error.code }, 'a value the database refused');
      return reply.code(400).send({ message: messages.validationFailed });
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: messages.internal });
  });
}

/** Unique violations that slip past the friendly checks (two requests racing) still say what clashed. */
function duplicateMessage(constraint: string | undefined): string {
  const what: Record<string, string> = {
    companies_name_key: 'A company with this name',
    branches_company_id_name_key: 'A branch with this name',
    employees_username_key: 'An employee with this username',
    employees_email_key: 'An employee with this email',
    vehicles_company_id_plate_key: 'An active vehicle with this license plate',
  };
  return messages.duplicate((constraint && what[constraint]) || 'This record');
}

export default fp(errors, { name: 'errors' });

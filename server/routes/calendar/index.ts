import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../contract/messages';
import { calendarFeed } from '../../../contract/schemas/calendar';
import { errorBody, one } from '../../../contract/schemas/common';
import { notFound } from '../../errors';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { calendarText } from './feed';
import { calendarItems, calendarKey, currentToken, feedOwner, replaceToken } from './repository';
import type { RouteSettings } from '../route-settings';

/** `<token>.ics`: documented as long as a token makes it; any other value is a feed that does not exist (404). */
const feedFile = z.object({
  file: z.string().meta({ maxLength: 68, description: 'The secret token of the feed, then `.ics`' }),
});

/**
 * The calendar feed of reminders (docs/reminders.md, Calendar feed): each person's secret address,
 * which a calendar program fetches without signing in, and the person's own calls to read and to
 * replace it. Registered under /api.
 */
export default async function calendarRoutes(fastify: FastifyInstance, options: RouteSettings) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const key = calendarKey(options.jwtSecret);
  const baseUrl = options.publicUrl?.replace(/\/+$/, '');
  const urlOf = (token: string) => `${baseUrl ?? ''}/api/calendar/${token}.ics`;

  app.get(
    '/calendar/:file',
    {
      schema: {
        operationId: 'getCalendarFeed',
        summary:
          "A person's reminders as a calendar to subscribe to, at the secret address GET /api/me/calendar gives: an all-day event on each due date of the vehicles they are told of; no sign-in",
        security: [],
        params: feedFile,
        docs: { file: { description: 'The feed, as iCalendar (RFC 5545)', mediaTypes: ['text/calendar'] } },
        response: {
          200: z.string().describe('The feed, as iCalendar'),
          ...failures(400, 503),
          404: errorBody.describe('No feed has this token: it is unknown, was replaced, or is no token at all'),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const owner = file.endsWith('.ics') ? await feedOwner(app.db, file.slice(0, -'.ics'.length)) : undefined;
      if (!owner) throw notFound(messages.notFound('Calendar'));
      // No signed-in request, so no request transaction under row-level security: the owner's
      // connection, held to the feed's person by the query itself.
      const items = await calendarItems(app.db, owner.employeeId);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // A person's feed, behind a secret address: no shared cache keeps it, and it changes as records do.
          .header('cache-control', 'private, no-cache')
          .send(calendarText(items, { baseUrl, now: app.now(), language: owner.language }))
      );
    },
  );

  app.get(
    '/me/calendar',
    {
      schema: {
        operationId: 'getMyCalendar',
        summary: "The secret address of the caller's calendar feed of reminders; the first call makes it",
        response: { 200: one(calendarFeed), ...failures(...SIGNED_IN) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const token = await currentToken(request.db, request.actor, key);
      // The address is a credential: no cache keeps it (as for access tokens).
      reply.header('cache-control', 'no-store');
      return { data: { url: urlOf(token) } };
    },
  );

  app.post(
    '/me/calendar',
    {
      schema: {
        operationId: 'replaceMyCalendar',
        summary: "A new secret address for the caller's calendar feed; the old one answers 404 from now on",
        response: { 200: one(calendarFeed), ...failures(...SIGNED_IN) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const token = await replaceToken(request.db, request.actor, key);
      reply.header('cache-control', 'no-store');
      return { data: { url: urlOf(token) } };
    },
  );
}

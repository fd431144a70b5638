import { z } from 'zod';

/**
 * GET and POST /api/me/calendar: the address of the signed-in person's calendar feed of reminders,
 * which any calendar program can subscribe to (docs/reminders.md, Calendar feed). Absolute when Fleet
 * knows its public address, else a path from Fleet's own origin.
 */
export const calendarFeed = z.object({ url: z.string() });

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CompanySchedule } from './schedule';

/**
 * Puts a company's daily reminder check at its send hour after its settings were saved, or takes it
 * away with the company (`settings` null). A failure here
 * does not undo the save: the check keeps its old hour until the next start, which schedules every
 * company again (Reminders.scheduleAll), and the log says so.
 */
export async function keepReminderSchedule(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  companyId: string,
  settings: CompanySchedule | null,
) {
  try {
    await (settings ? app.reminderQueue?.scheduleCompany(companyId, settings) : app.reminderQueue?.unscheduleCompany(companyId));
  } catch (error) {
    log.warn({ err: error, companyId }, "the company's reminder check could not be scheduled; it will be at the next start");
  }
}

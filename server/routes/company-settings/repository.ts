import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import type { CompanySettings, companySettingsInput } from '../../../contract/schemas/company';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { atomically } from '../../db/atomically';
import { companies } from '../../db/schema';
import { assertCurrentVersion, badRequest, notFound } from '../../errors';
import { allOf } from '../../db/lists';
import { inCompany } from '../../scope/scope';

const columns = {
  company_id: companies.id,
  due_soon_days: companies.dueSoonDays,
  due_soon_km: companies.dueSoonKm,
  time_zone: companies.timeZone,
  send_hour: companies.sendHour,
  history_retention_days: companies.historyRetentionDays,
  version: companies.version,
};

/** Another company's settings do not exist for anyone but a superadmin. */
export async function findCompanySettings(db: Executor, actor: Actor, companyId: string): Promise<CompanySettings> {
  const [row] = await db
    .select(columns)
    .from(companies)
    .where(allOf(eq(companies.id, companyId), inCompany(actor, companies.id)));
  if (!row) throw notFound(messages.notFound('Company'));
  return row;
}

export async function updateCompanySettings(
  db: Executor,
  actor: Actor,
  companyId: string,
  input: z.output<typeof companySettingsInput> & { version: number },
): Promise<CompanySettings> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select({ version: companies.version })
      .from(companies)
      .where(allOf(eq(companies.id, companyId), inCompany(actor, companies.id)))
      .for('no key update');
    if (!current) throw notFound(messages.notFound('Company'));
    assertCurrentVersion(current.version, input.version);
    if (input.time_zone !== undefined) await assertDatabaseKnowsZone(tx, input.time_zone);
    const [row] = await tx
      .update(companies)
      .set({
        dueSoonDays: input.due_soon_days,
        dueSoonKm: input.due_soon_km,
        timeZone: input.time_zone,
        sendHour: input.send_hour,
        historyRetentionDays: input.history_retention_days,
        updatedAt: sql`now()`,
      })
      .where(eq(companies.id, companyId))
      .returning(columns);
    return row!;
  });
}

/**
 * The zone is counted in by PostgreSQL too (`at time zone`): a name the browser's and Node's database
 * know but this PostgreSQL's does not (a zone renamed or added lately) is refused here, not left to
 * fail every later list.
 */
async function assertDatabaseKnowsZone(db: Executor, timeZone: string): Promise<void> {
  const { rows } = await db.execute<{ known: boolean }>(
    sql`select exists (select from pg_timezone_names where name = ${timeZone}) as known`,
  );
  if (!rows[0]!.known) throw badRequest(messages.timeZone, [{ field: 'time_zone', message: messages.timeZone }]);
}

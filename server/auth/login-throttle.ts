import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema';

export interface ThrottleSettings {
  /** Failed sign-ins allowed per account from one address in the window. */
  maxFailures: number;
  windowMinutes: number;
}

/** An address gets ten times an (account, address) pair's allowance: offices share one. */
const ADDRESS_FACTOR = 10;

/**
 * What a failure counts against. The account is the employee the name resolved to, so that the
 * username and the email are one account; a name that matches no one counts under that name. The
 * pair (account, address) is what a guesser is slowed at: someone guessing from elsewhere never
 * locks the real user out of their own address. The address alone limits guessing many accounts
 * from one place.
 */
interface ThrottleSubjects {
  pair: string;
  address: string;
}

export function throttleSubjects(account: string, address: string): ThrottleSubjects {
  return { pair: `pair:${account}|${address}`, address: `ip:${address}` };
}

/** The account a sign-in names: the employee's id when the name is theirs, else the name itself. */
export const accountKey = (employeeId: string | undefined, name: string) =>
  employeeId ? `employee:${employeeId}` : `name:${name.toLowerCase()}`;

/**
 * Reserves an attempt before the password is checked, or answers undefined when the pair or the
 * address has used up its allowance. The reservation is written as a failure at once, in a
 * transaction that holds both subjects' locks, so that parallel guesses queue behind each other and
 * each one sees the ones before it, on every instance (the counts live in PostgreSQL). A sign-in that
 * succeeds takes its reservation back (`release`).
 */
export async function reserveAttempt(
  db: Database,
  settings: ThrottleSettings,
  subjects: ThrottleSubjects,
): Promise<{ ids: string[] } | undefined> {
  return db.transaction(async (tx) => {
    // In a fixed order, so that two attempts sharing one subject cannot each hold what the other needs.
    for (const subject of [subjects.address, subjects.pair].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${subject}, 0))`);
    }
    const result = await tx.execute<{ pair_failures: number; address_failures: number }>(sql`
      select count(*) filter (where subject = ${subjects.pair})::int as pair_failures,
             count(*) filter (where subject = ${subjects.address})::int as address_failures
        from ${loginFailures}
       where subject in (${subjects.pair}, ${subjects.address}) and failed_at > now() - make_interval(mins => ${settings.windowMinutes})`);
    const counts = result.rows[0]!;
    if (counts.pair_failures >= settings.maxFailures || counts.address_failures >= settings.maxFailures * ADDRESS_FACTOR) return undefined;
    // Old failures no longer count; dropping them here keeps the table small without a scheduler.
    await tx.execute(
      sql`delete from ${loginFailures} where subject in (${subjects.pair}, ${subjects.address}) and failed_at <= now() - make_interval(mins => ${settings.windowMinutes})`,
    );
    const reserved = await tx
      .insert(loginFailures)
      .values([{ subject: subjects.pair }, { subject: subjects.address }])
      .returning({ id: loginFailures.id });
    return { ids: reserved.map((row) => row.id) };
  });
}

/**
 * After a sign-in that succeeded: its reservation was no failure, and the pair starts again from
 * nothing. The address keeps the failures it made for other accounts.
 */
export async function release(db: Database, subjects: ThrottleSubjects, reservation: { ids: string[] }) {
  await db.execute(sql`delete from ${loginFailures}
    where id = any(${`{${reservation.ids.join(',')}}`}::uuid[]) or subject = ${subjects.pair}`);
}

import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { dateStatus, type DueStatus } from '../../../contract/due-rules';
import { todayIn } from '../../../contract/time-zones';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { companies, documents } from '../../db/schema';

/*
 * When a document falls due (docs/documents.md, Expiry): on the day it expires, by the due rules of
 * contract/due-rules.ts with its company's "due soon" days, counted from the company's today. A
 * renewal supersedes the document it renews (contract/document-expiry.ts): the superseded one falls due
 * no more.
 */

/**
 * Another document of the same kind for the same subject renews this one (contract/document-expiry.ts):
 * the database's document_is_due (migration 0016), which the vehicles' and employees' kept expiries,
 * the reminders and the overview use too. A document without an expiry has nothing to supersede.
 */
export const superseded = sql<boolean>`(${documents.expiresOn} is not null and not document_is_due(${documents}))`;

/** Where the `expires` filter reads today and the "due soon" days. */
interface ExpirySources {
  today: SQLWrapper;
  soonDays: SQLWrapper;
  /** The values come from each document's company, joined: a superadmin's list across companies. */
  joinsCompany: boolean;
}

/**
 * The caller's company's today and days as constants, which bound the expiry index; a superadmin's
 * list counts each document from its own company's midnight and thresholds.
 */
export async function expirySources(db: Executor, actor: Actor, now: Date): Promise<ExpirySources> {
  if (!actor.companyId)
    return {
      today: sql`((${now.toISOString()}::timestamptz at time zone ${companies.timeZone})::date)`,
      soonDays: companies.dueSoonDays,
      joinsCompany: true,
    };
  const [company] = await db
    .select({ timeZone: companies.timeZone, dueSoonDays: companies.dueSoonDays })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  return {
    today: sql`${todayIn(company!.timeZone, now)}::date`,
    soonDays: sql`${company!.dueSoonDays}::integer`,
    joinsCompany: false,
  };
}

/** `expires=overdue`: expired before today; `expires=soon`: expires from today to the last "due soon" day. Current documents only. */
export function expiresCondition(filter: 'soon' | 'overdue', sources: ExpirySources): SQL {
  const { today, soonDays } = sources;
  return filter === 'overdue'
    ? sql`(${documents.expiresOn} < ${today} and not ${superseded})`
    : sql`(${documents.expiresOn} >= ${today} and ${documents.expiresOn} <= ${today} + ${soonDays} and not ${superseded})`;
}

/** A row's status, as the contract's rules give it on its company's today; none without an expiry or once renewed. */
export function expiryStatusOf(
  row: { expires_on: string | null; superseded: boolean; time_zone: string; due_soon_days: number },
  now: Date,
): DueStatus | null {
  if (row.expires_on === null || row.superseded) return null;
  return dateStatus(row.expires_on, todayIn(row.time_zone, now), { due_soon_days: row.due_soon_days, due_soon_km: 0 });
}

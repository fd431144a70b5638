import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, todayIn } from '../../contract/time-zones';
import type { Actor } from '../actor';
import type { Executor } from '../db/client';
import { companies } from '../db/schema';
import { vehiclesWithCompanies, type DueSources } from './due-sql';

/**
 * The day it is at `now` for the caller's company, in its time zone (contract/time-zones.ts). A
 * superadmin belongs to no company and counts in UTC.
 */
export async function companyToday(db: Executor, actor: Actor, now: Date): Promise<string> {
  if (!actor.companyId) return todayIn(DEFAULT_TIME_ZONE, now);
  const [company] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, actor.companyId));
  return todayIn(company?.timeZone ?? DEFAULT_TIME_ZONE, now);
}

/**
 * Where the due rules read a vehicle's values for the caller: the vehicles joined with their companies,
 * with today a constant for a caller of one company. As a constant it bounds the indexes on the next
 * due dates; worked out per row from each company's zone (a superadmin's list across companies) it
 * cannot, under row-level security (`timezone()` is not leakproof).
 */
export async function dueSourcesFor(db: Executor, actor: Actor, now: Date): Promise<DueSources> {
  const sources = vehiclesWithCompanies(now);
  if (!actor.companyId) return sources;
  return { ...sources, today: sql`${await companyToday(db, actor, now)}::date` };
}

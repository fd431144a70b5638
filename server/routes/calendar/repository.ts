import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../contract/languages';
import type { DUE_ITEMS } from '../../../contract/schemas/notification';
import type { Actor } from '../../actor';
import { hashToken } from '../../auth/tokens';
import type { Executor } from '../../db/client';
import { calendarFeeds, documents, employees, notificationPreferences, vehicles } from '../../db/schema';
import { toldOfHolder, toldOfVehicle } from '../../reminders/recipients';
import { dueSubjectColumns, holder, type DueSubject } from '../../reminders/subject';

/*
 * Calendar feeds (docs/reminders.md, Calendar feed): each person's secret token, and what their feed
 * holds. A token is HMAC-SHA256 of the person and their feed's random seed under a key of the
 * server's, so that GET /api/me/calendar can show the same address again while the table keeps only
 * the seed and the token's hash: neither opens a feed without the key.
 */

/** A token as Fleet makes them: 64 lowercase hex characters. Anything else is looked up nowhere. */
const TOKEN = /^[0-9a-f]{64}$/;

/** The key tokens are made with: the server's secret, under a label of its own, so that it signs nothing else. */
export const calendarKey = (secret: string): Buffer => createHmac('sha256', secret).update('fleet calendar feed tokens').digest();

const tokenOf = (key: Buffer, employeeId: string, seed: string) => createHmac('sha256', key).update(`${employeeId}:${seed}`).digest('hex');

/** A feed with a new seed for the person, and its token. */
function newFeed(actor: Actor, key: Buffer) {
  const tokenSeed = randomBytes(32).toString('hex');
  const token = tokenOf(key, actor.id, tokenSeed);
  return { token, row: { employeeId: actor.id, companyId: actor.companyId, tokenSeed, tokenHash: hashToken(token) } };
}

const feedOf = async (db: Executor, employeeId: string) =>
  (
    await db
      .select({ tokenSeed: calendarFeeds.tokenSeed, tokenHash: calendarFeeds.tokenHash })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.employeeId, employeeId))
  )[0];

/** The token of the caller's feed; the first time they ask, their feed begins. */
export async function currentToken(db: Executor, actor: Actor, key: Buffer): Promise<string> {
  let feed = await feedOf(db, actor.id);
  if (!feed) {
    // Two first requests at once: the second keeps the first one's feed.
    await db.insert(calendarFeeds).values(newFeed(actor, key).row).onConflictDoNothing({ target: calendarFeeds.employeeId });
    feed = (await feedOf(db, actor.id))!;
  }
  const token = tokenOf(key, actor.id, feed.tokenSeed);
  // The server's secret changed since the feed began: the old token still hashes to the stored hash,
  // but cannot be shown again; the one shown from now on is the one that opens the feed.
  if (hashToken(token) !== feed.tokenHash) {
    await db
      .update(calendarFeeds)
      .set({ tokenHash: hashToken(token) })
      .where(eq(calendarFeeds.employeeId, actor.id));
  }
  return token;
}

/** A new token for the caller's feed: the old one opens nothing from now on. */
export async function replaceToken(db: Executor, actor: Actor, key: Buffer): Promise<string> {
  const { token, row } = newFeed(actor, key);
  await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({
      target: calendarFeeds.employeeId,
      set: { tokenSeed: row.tokenSeed, tokenHash: row.tokenHash, createdAt: sql`now()` },
    });
  return token;
}

/** The employee whose feed the token opens; undefined for a token of no feed (unknown, replaced, or no token at all). */
/** Whose feed the token opens, and the language their reminders are in (English until they choose). */
export async function feedOwner(db: Executor, token: string): Promise<{ employeeId: string; language: Language } | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const [feed] = await db
    .select({ employeeId: calendarFeeds.employeeId, language: notificationPreferences.language })
    .from(calendarFeeds)
    .leftJoin(notificationPreferences, eq(notificationPreferences.employeeId, calendarFeeds.employeeId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!feed) return undefined;
  return { employeeId: feed.employeeId, language: feed.language && isLanguage(feed.language) ? feed.language : 'en' };
}

/** One date something falls due on one vehicle, or one document expires: an event of the feed. */
export interface CalendarItem extends DueSubject {
  item: (typeof DUE_ITEMS)[number];
  dueDate: string;
  /** The odometer reading the service falls due at too, if it has one. */
  dueKm: number | null;
  /** The day is the km forecast's (contract/km-forecast.ts), not a date the rules fix. */
  forecast: boolean;
}

/**
 * What the employee's feed holds: the next legislation control and the next service of every active
 * vehicle they are told of, and the expiry of every document they are told of (contract/document-expiry.ts), (the service on its date, or on its km forecast's day when that comes first
 * or it has no date), as reminders tell them (their scope and chosen branches), overdue
 * ones too. A superadmin belongs to no company: nothing. Read without row-level security (there is no
 * signed-in request), so the employee's own company is the condition.
 */
export async function calendarItems(db: Executor, employeeId: string): Promise<CalendarItem[]> {
  const rows = await db
    .select({
      vehicleId: vehicles.id,
      licensePlate: vehicles.licensePlate,
      model: vehicles.model,
      nextLegislationControl: vehicles.nextLegislationControl,
      nextServiceDate: vehicles.nextServiceDate,
      nextServiceKm: vehicles.nextServiceKm,
      serviceKmForecast: vehicles.serviceKmForecast,
    })
    .from(employees)
    .leftJoin(notificationPreferences, eq(notificationPreferences.employeeId, employees.id))
    .innerJoin(vehicles, and(eq(vehicles.companyId, employees.companyId), eq(vehicles.isActive, true)))
    .where(and(eq(employees.id, employeeId), toldOfVehicle(vehicles.companyId, vehicles.id)))
    .orderBy(vehicles.licensePlate, vehicles.id);
  const documentItems = await db
    .select({
      ...dueSubjectColumns,
      dueDate: sql<string>`${documents.expiresOn}`,
    })
    .from(employees)
    .leftJoin(notificationPreferences, eq(notificationPreferences.employeeId, employees.id))
    .innerJoin(documents, eq(documents.companyId, employees.companyId))
    .leftJoin(vehicles, and(eq(vehicles.companyId, documents.companyId), eq(vehicles.id, documents.vehicleId)))
    .leftJoin(holder, and(eq(holder.companyId, documents.companyId), eq(holder.id, documents.employeeId)))
    .where(
      and(
        eq(employees.id, employeeId),
        sql`document_is_due(${documents})`,
        sql`case when ${documents.vehicleId} is not null then ${vehicles.isActive} and ${toldOfVehicle(vehicles.companyId, vehicles.id)}
                 else ${toldOfHolder(holder.companyId, holder.id)} end`,
      ),
    )
    .orderBy(documents.expiresOn, documents.id);
  const vehicleItems = rows.flatMap(({ nextLegislationControl, nextServiceDate, nextServiceKm, serviceKmForecast, ...found }) => {
    const vehicle = { ...found, documentId: null, documentKind: null, employeeName: null };
    const items: CalendarItem[] = [];
    if (nextLegislationControl)
      items.push({ ...vehicle, item: 'legislation', dueDate: nextLegislationControl, dueKm: null, forecast: false });
    // The service falls due at whichever comes first: its date, or the day its km are likely reached.
    const forecastFirst = serviceKmForecast !== null && (nextServiceDate === null || serviceKmForecast < nextServiceDate);
    const serviceDay = forecastFirst ? serviceKmForecast : nextServiceDate;
    if (serviceDay) items.push({ ...vehicle, item: 'service', dueDate: serviceDay, dueKm: nextServiceKm, forecast: forecastFirst });
    return items;
  });
  return [...vehicleItems, ...documentItems.map((document) => ({ ...document, item: 'document' as const, dueKm: null, forecast: false }))];
}

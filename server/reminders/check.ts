import { eq, sql } from 'drizzle-orm';
import { hourIn, todayIn } from '../../contract/time-zones';
import type { Database, Transaction } from '../db/client';
import { companies, documents, employees, inspectionForms, notifications, reminders, vehicles } from '../db/schema';
import { dueExpressions, vehicleDueSources } from '../health/due-sql';
import { owesInspection } from '../health/inspection-due-sql';
import { recipientsOf } from './recipients';

/** What one check raised: the new reminders, for the channels that tell people of them. */
export interface CheckResult {
  companyId: string;
  /** The company's day the check ran on. */
  today: string;
  reminderIds: string[];
}

/**
 * Puts the other channels' deliveries of new reminders on their way, inside the check's transaction:
 * either the reminders and their deliveries are there, or neither (server/reminders/schedule.ts).
 */
export type Deliver = (tx: Transaction, result: CheckResult) => Promise<void>;

/** Weeks between reminders of an item that stays overdue (docs/reminders.md, When to tell). */
const OVERDUE_REPEAT_DAYS = 7;

/**
 * The reminder check of one company on the day it is at `now` there (docs/reminders.md, When to tell).
 * Items are a vehicle's legislation control and service, and every document that falls due (a vehicle's or
 * an employee's, contract/document-expiry.ts); and every inspection an active vehicle owes today and
 * has not had by the check's hour (contract/inspection-due.ts), once per vehicle, form and day. Every item due soon or overdue is a reminder of its change (ok → soon, soon → overdue, or straight to
 * overdue), and an item still overdue a whole week, or several, after its first overdue reminder
 * raises one for that week. Each is inserted once: the unique index on the change
 * (reminders_once_key) turns a second insert, from this instance or another, into nothing; the
 * advisory lock keeps two checks of the company from interleaving at all. The in-app inbox gets its
 * copies in the same transaction, so a reminder never exists without them.
 */
export async function checkCompany(db: Database, companyId: string, now: Date, deliver?: Deliver): Promise<CheckResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fleet.reminder-check'), hashtext(${companyId}))`);
    const [company] = await tx
      .select({
        timeZone: companies.timeZone,
        sendHour: companies.sendHour,
        due_soon_days: companies.dueSoonDays,
        due_soon_km: companies.dueSoonKm,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) return { companyId, today: todayIn('UTC', now), reminderIds: [] };
    const today = todayIn(company.timeZone, now);
    const sources = vehicleDueSources({ due_soon_days: company.due_soon_days, due_soon_km: company.due_soon_km, today }, now);
    const { legislationRank, serviceRank } = dueExpressions(sources);
    const soonUntil = sql`${sources.today} + ${sources.dueSoonDays}`;
    const ofCompany = sql`${vehicles.companyId} = ${companyId} and ${vehicles.isActive}`;

    const { rows } = await tx.execute<{ id: string }>(sql`
      with due as (
        select ${vehicles.id} as vehicle_id, 'legislation' as item, ${legislationRank} as rank,
               ${vehicles.nextLegislationControl} as due_date, null::integer as due_km
          from ${vehicles}
         where ${ofCompany} and ${vehicles.nextLegislationControl} <= ${soonUntil}
        union all
        select ${vehicles.id}, 'service', ${serviceRank}, ${vehicles.nextServiceDate}, ${vehicles.nextServiceKm}
          from ${vehicles}
         where ${ofCompany}
           and (${vehicles.nextServiceDate} <= ${soonUntil} or ${vehicles.serviceKmLeft} <= ${sources.dueSoonKm} or ${vehicles.serviceKmForecast} <= ${soonUntil})
      ),
      -- Documents that fall due (contract/document-expiry.ts): an active vehicle's, or an employee's.
      due_documents as (
        select d.vehicle_id, d.id as document_id, 'document' as item,
               case when d.expires_on < ${sources.today} then 2 else 1 end as rank, d.expires_on as due_date, null::integer as due_km
          from ${documents} d
          left join ${vehicles} on ${vehicles.companyId} = d.company_id and ${vehicles.id} = d.vehicle_id
          left join ${employees} on ${employees.companyId} = d.company_id and ${employees.id} = d.employee_id
         where d.company_id = ${companyId} and d.expires_on <= ${soonUntil} and document_is_due(d)
           and (${vehicles.isActive} or ${employees.id} is not null)
      ),
      subjects as (
        select vehicle_id, null::uuid as document_id, item, rank, due_date, due_km from due
        union all
        select vehicle_id, document_id, item, rank, due_date, due_km from due_documents
      ),
      changes as (
        select due.*, case when due.rank = 2 then 'overdue' else 'soon' end as status,
               -- The first overdue reminder of this very due date or reading: the weeks count from it.
               (select min(${reminders.raisedOn}) from ${reminders}
                 where coalesce(${reminders.issueId}, ${reminders.documentId}, ${reminders.partId}, ${reminders.vehicleId}) = coalesce(due.document_id, due.vehicle_id)
                   and ${reminders.item} = due.item and ${reminders.status} = 'overdue'
                   and ${reminders.dueDate} is not distinct from due.due_date and ${reminders.dueKm} is not distinct from due.due_km) as overdue_since
          from subjects as due
         where due.rank >= 1
      )
      insert into ${reminders} (company_id, vehicle_id, document_id, item, status, due_date, due_km, week, raised_on)
      select ${companyId}, vehicle_id, document_id, item, status, due_date, due_km,
             -- Never before the first: a clock set back (or a zone moved west) counts as week 0 again.
             case when status = 'overdue' and overdue_since is not null
                  then greatest(0, (${today}::date - overdue_since) / ${OVERDUE_REPEAT_DAYS})::integer else 0 end,
             ${today}::date
        from changes
      on conflict do nothing
      returning id`);
    // Inspections owed today and not made by the send hour (docs/inspections.md): one reminder per
    // vehicle, form and day, to the vehicle's admins and moderators (recipients.ts). A check run earlier
    // in the day (Run the check now) leaves them until the hour has come.
    const owed =
      hourIn(company.timeZone, now) < company.sendHour
        ? { rows: [] }
        : await tx.execute<{ id: string }>(sql`
      insert into ${reminders} (company_id, vehicle_id, form_id, item, status, due_date, raised_on)
      select ${companyId}, ${vehicles.id}, ${inspectionForms.id}, 'inspection', 'soon', ${today}::date, ${today}::date
        from ${inspectionForms}
        join ${vehicles} on ${vehicles.companyId} = ${inspectionForms.companyId}
       where ${inspectionForms.companyId} = ${companyId}
         and ${owesInspection(sql`${today}::date`, sql`${company.timeZone}::text`)}
      on conflict do nothing
      returning id`);
    const reminderIds = [...rows, ...owed.rows].map((row) => row.id);
    if (reminderIds.length > 0) {
      await tx.execute(sql`
        insert into ${notifications} (company_id, employee_id, reminder_id)
        select ${companyId}, told.employee_id, told.reminder_id from (${recipientsOf(reminderIds, 'in_app')}) as told
        on conflict do nothing`);
    }
    const result = { companyId, today, reminderIds };
    if (reminderIds.length > 0) await deliver?.(tx, result);
    return result;
  });
}

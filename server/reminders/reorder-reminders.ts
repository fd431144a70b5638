import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { companies, notifications, reminders } from '../db/schema';
import type { Deliver } from './check';
import { recipientsOf } from './recipients';

/** A branch's stock of a part that a change has just taken below the part's reorder level. */
interface FellBelow {
  companyId: string;
  partId: string;
  branchId: string;
}

/**
 * Tells at once that a branch now holds fewer of a part than its reorder level (docs/work-orders.md,
 * Reorder reminders), in the transaction of the stock change that took it there, as a new critical
 * issue is told (issue-reminders.ts): a reminder (item `reorder`, status `open`, due and raised on the
 * company's today; once per part, branch and day, by reminders_once_key), its inbox copies for those
 * who keep the branch's stock (recipients.ts, toldOfBranchStock), and, when a reminder queue runs, its
 * email, webhook and push deliveries and their jobs (schedule.ts, Reminders.deliver), which go out once
 * the transaction commits. A change rolled back tells nobody.
 */
export async function tellOfLowStock(tx: Transaction, fell: FellBelow, now: Date, deliver: Deliver | null): Promise<void> {
  // The company's own day (docs/reminders.md, A company's today): the same part and branch falling
  // again that day is the same reminder, and raises nothing new.
  const { rows } = await tx.execute<{ id: string; raised_on: string }>(sql`
    insert into ${reminders} (company_id, part_id, branch_id, item, status, due_date, raised_on)
    select ${companies.id}, ${fell.partId}, ${fell.branchId}, 'reorder', 'open', today.day, today.day
      from ${companies}
     cross join lateral (select (${now.toISOString()}::timestamptz at time zone ${companies.timeZone})::date as day) as today
     where ${companies.id} = ${fell.companyId}
    on conflict do nothing
    returning id, raised_on::text`);
  const [raised] = rows;
  if (!raised) return;
  await tx.execute(sql`
    insert into ${notifications} (company_id, employee_id, reminder_id)
    select ${fell.companyId}, told.employee_id, told.reminder_id
      from (${recipientsOf([raised.id], 'in_app')}) as told
    on conflict do nothing`);
  await deliver?.(tx, { companyId: fell.companyId, today: raised.raised_on, reminderIds: [raised.id] });
}

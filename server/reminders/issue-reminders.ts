import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { companies, issues, notifications, reminders } from '../db/schema';
import { uuidList } from '../scope/branch-links';
import type { Deliver } from './check';
import { recipientsOf } from './recipients';

/**
 * Tells at once of new critical issues (docs/inspections.md, Reminders and the overview), in the
 * transaction that raised them: a reminder of each (item `issue`, status `open`, due when the issue
 * says; once, by reminders_once_key), its inbox copies for the vehicle's admins and moderators
 * (recipients.ts), and, when a reminder queue runs, its email, webhook and push deliveries and their jobs
 * (schedule.ts, Reminders.deliver), which go out once the transaction commits, as a check's do. An
 * issue rolled back tells nobody.
 */
export async function tellOfNewIssues(tx: Transaction, issueIds: readonly string[], now: Date, deliver: Deliver | null): Promise<void> {
  if (issueIds.length === 0) return;
  // The company's own day (docs/reminders.md, A company's today), as the check's reminders carry theirs.
  const { rows } = await tx.execute<{ id: string; company_id: string; raised_on: string }>(sql`
    insert into ${reminders} (company_id, vehicle_id, issue_id, item, status, due_date, raised_on)
    select ${issues.companyId}, ${issues.vehicleId}, ${issues.id}, 'issue', 'open', ${issues.dueOn},
           (${now.toISOString()}::timestamptz at time zone ${companies.timeZone})::date
      from ${issues}
      join ${companies} on ${companies.id} = ${issues.companyId}
     where ${issues.id} = any(${uuidList(issueIds)})
    on conflict do nothing
    returning id, company_id, raised_on::text`);
  if (rows.length === 0) return;
  const reminderIds = rows.map((row) => row.id);
  await tx.execute(sql`
    insert into ${notifications} (company_id, employee_id, reminder_id)
    select ${reminders.companyId}, told.employee_id, told.reminder_id
      from (${recipientsOf(reminderIds, 'in_app')}) as told
      join ${reminders} on ${reminders.id} = told.reminder_id
    on conflict do nothing`);
  if (!deliver) return;
  // The queue's deliveries are a company's: one call per company whose issues these are.
  for (const companyId of new Set(rows.map((row) => row.company_id))) {
    const raised = rows.filter((row) => row.company_id === companyId);
    await deliver(tx, { companyId, today: raised[0]!.raised_on, reminderIds: raised.map((row) => row.id) });
  }
}

import { isOpenIssue, type IssuePriority, type IssueSource, type IssueStatus } from '../../contract/inspections';
import { atomically } from '../db/atomically';
import type { Executor } from '../db/client';
import { issues } from '../db/schema';
import type { Deliver } from '../reminders/check';
import { tellOfNewIssues } from '../reminders/issue-reminders';

/** An issue to raise: from a failed inspection item, or reported by hand (docs/inspections.md, Issues). */
interface NewIssue {
  companyId: string;
  vehicleId: string;
  title: string;
  description: string | null;
  priority: IssuePriority;
  source: IssueSource;
  /** Open unless the office records it as it stands already (in progress, resolved). */
  status?: IssueStatus;
  inspectionId?: string | null;
  itemId?: string | null;
  photoId?: string | null;
  odometer: number | null;
  assigneeId?: string | null;
  dueOn?: string | null;
  reportedBy: string | null;
  reportedByName: string | null;
}

/**
 * What a raise needs besides its transaction: the app's moment (the company's day a reminder is
 * raised on), and the reminder queue that sends email and webhook calls once the transaction commits
 * (`app.reminderQueue`; null where none runs, as in most tests: the inbox is told all the same).
 */
export interface RaiseContext {
  now: Date;
  reminders: { readonly deliver: Deliver } | null;
}

/**
 * Raises issues, in the caller's transaction: the one way every issue is born, whether an inspection's
 * failed item or a person's report, so that what a new issue sets off happens for each alike. The
 * vehicle's open counts follow by the issues' trigger (issue-counts.sql); a new open critical issue,
 * which takes its vehicle out of service, tells the vehicle's admins and moderators at once, in the
 * inbox, by email, by the webhook event `issue.created` and by Web Push (server/reminders/issue-reminders.ts).
 */
export async function raiseIssues(tx: Executor, raised: NewIssue[], context: RaiseContext): Promise<string[]> {
  if (raised.length === 0) return [];
  return atomically(tx, async (transaction) => {
    const rows = await transaction
      .insert(issues)
      .values(
        raised.map((issue) => {
          const status = issue.status ?? 'open';
          return {
            companyId: issue.companyId,
            vehicleId: issue.vehicleId,
            title: issue.title,
            description: issue.description,
            priority: issue.priority,
            status,
            source: issue.source,
            inspectionId: issue.inspectionId ?? null,
            itemId: issue.itemId ?? null,
            photoId: issue.photoId ?? null,
            odometer: issue.odometer,
            assigneeId: issue.assigneeId ?? null,
            dueOn: issue.dueOn ?? null,
            reportedBy: issue.reportedBy,
            reportedByName: issue.reportedByName,
            resolvedAt: isOpenIssue(status) ? null : context.now.toISOString(),
          };
        }),
      )
      .returning({ id: issues.id, priority: issues.priority, status: issues.status });
    const critical = rows.filter((row) => row.priority === 'critical' && isOpenIssue(row.status)).map((row) => row.id);
    await tellOfNewIssues(transaction, critical, context.now, context.reminders?.deliver ?? null);
    return rows.map((row) => row.id);
  });
}

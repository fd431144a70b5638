import type { IssuePriority, IssueSource } from '../../contract/inspections';
import type { Executor } from '../db/client';
import { issues } from '../db/schema';

/** An issue to raise: from a failed inspection item, or reported by hand (docs/inspections.md, Issues). */
export interface NewIssue {
  companyId: string;
  vehicleId: string;
  title: string;
  description: string | null;
  priority: IssuePriority;
  source: IssueSource;
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
 * Raises issues, in the caller's transaction: the one way every issue is born, whether an inspection's
 * failed item or a person's report, so that what a new issue sets off happens for each alike. The
 * vehicle's open counts follow by the issues' trigger (issue-counts.sql).
 */
export async function raiseIssues(tx: Executor, raised: NewIssue[]): Promise<string[]> {
  if (raised.length === 0) return [];
  const rows = await tx
    .insert(issues)
    .values(
      raised.map((issue) => ({
        companyId: issue.companyId,
        vehicleId: issue.vehicleId,
        title: issue.title,
        description: issue.description,
        priority: issue.priority,
        status: 'open' as const,
        source: issue.source,
        inspectionId: issue.inspectionId ?? null,
        itemId: issue.itemId ?? null,
        photoId: issue.photoId ?? null,
        odometer: issue.odometer,
        assigneeId: issue.assigneeId ?? null,
        dueOn: issue.dueOn ?? null,
        reportedBy: issue.reportedBy,
        reportedByName: issue.reportedByName,
      })),
    )
    .returning({ id: issues.id });
  return rows.map((row) => row.id);
}

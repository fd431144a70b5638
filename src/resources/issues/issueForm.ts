import type { RaRecord } from 'ra-core';
import { issueInput } from '../../../contract/schemas/issue';
import { toFormDate, toFormText } from '../shared/forms/formValues';

/**
 * What "Report an issue" starts with: medium priority, open, nobody assigned, no due date, the vehicle
 * chosen already when reported from its page. Every field of the contract is there, blank: its due date
 * must be given, if only as a blank.
 */
export function emptyIssue(vehicleId?: string): Record<string, unknown> {
  return { vehicle_id: vehicleId ?? null, title: '', description: '', priority: 'medium', assignee_id: '', due_on: '', odometer: '' };
}

/** An issue as the edit form holds it (docs/screens.md, States): its due date yyyy-MM-dd, missing texts and choices empty. */
export function toIssueForm(issue: RaRecord): Record<string, unknown> {
  return {
    vehicle_id: issue.vehicle_id,
    title: issue.title,
    description: toFormText(issue.description),
    priority: issue.priority,
    status: issue.status,
    assignee_id: issue.assignee_id ?? '',
    due_on: toFormDate(issue.due_on),
    odometer: issue.odometer ?? '',
  };
}

/** The whole update body of an issue with only its status changed (the issue page's quick buttons), as the contract reads it. */
export function withStatus(issue: RaRecord, status: string): Record<string, unknown> {
  return issueInput.parse({ ...toIssueForm(issue), status });
}

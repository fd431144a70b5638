import type { Notification } from '../../../contract/schemas/notification';
import { parts } from '../../resourceDefinitions/parts';
import { vehicleDetailsPath } from '../../resourceDefinitions/vehicles';

/** Whose item a reminder is, as the inbox names it: the vehicle's plate, the employee's name, or the branch's (a part to reorder). */
export const subjectName = (reminder: Notification): string =>
  reminder.license_plate ?? reminder.employee_name ?? reminder.branch_name ?? '';

/**
 * Where opening a reminder goes: a new critical issue's, the issue (the issues screen's details,
 * `issues/:id/show`); a part to reorder, the parts; a vehicle's item or inspection owed, its vehicle's
 * page; an employee's document, the documents list.
 */
export function reminderPath(basename: string, reminder: Notification): string {
  if (reminder.issue_id) return `${basename}/issues/${reminder.issue_id}/show`;
  if (reminder.part_id) return `${basename}/${parts.name}`;
  return reminder.vehicle_id ? vehicleDetailsPath(basename, reminder.vehicle_id) : `${basename}/documents`;
}

import type { Notification } from '../../../contract/schemas/notification';
import { vehicleDetailsPath } from '../../resourceDefinitions/vehicles';

/** Whose item a reminder is, as the inbox names it: the vehicle's plate, or the employee's name. */
export const subjectName = (reminder: Notification): string => reminder.license_plate ?? reminder.employee_name ?? '';

/**
 * Where opening a reminder goes: a new critical issue's, the issue (the issues screen's details,
 * `issues/:id/show`); a vehicle's item or inspection owed, its vehicle's page; an employee's document,
 * the documents list.
 */
export function reminderPath(basename: string, reminder: Notification): string {
  if (reminder.issue_id) return `${basename}/issues/${reminder.issue_id}/show`;
  return reminder.vehicle_id ? vehicleDetailsPath(basename, reminder.vehicle_id) : `${basename}/documents`;
}

import type { Notification } from '../../../contract/schemas/notification';
import { vehicleDetailsPath } from '../../resourceDefinitions/vehicles';

/** Whose item a reminder is, as the inbox names it: the vehicle's plate, or the employee's name. */
export const subjectName = (reminder: Notification): string => reminder.license_plate ?? reminder.employee_name ?? '';

/** Where opening a reminder goes: its vehicle's page, or for an employee's document the documents list. */
export function reminderPath(basename: string, reminder: Notification): string {
  return reminder.vehicle_id ? vehicleDetailsPath(basename, reminder.vehicle_id) : `${basename}/documents`;
}

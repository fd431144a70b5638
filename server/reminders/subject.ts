import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { documents, employees, reminders, vehicles } from '../db/schema';

/*
 * Whose item a reminder is (contract/schemas/notification.ts, reminderSubject): a vehicle's own item,
 * a vehicle's paper, or an employee's paper. The inbox, the email and the webhooks read a reminder with
 * its subject through these joins, left joins all, since each reminder has only some of them.
 */

/** The employee whose paper a reminder is about. */
export const holder = alias(employees, 'holder');

export const subjectJoins = {
  vehicle: and(eq(vehicles.companyId, reminders.companyId), eq(vehicles.id, reminders.vehicleId)),
  document: and(eq(documents.companyId, reminders.companyId), eq(documents.id, reminders.documentId)),
  holder: and(eq(holder.companyId, documents.companyId), eq(holder.id, documents.employeeId)),
};

/** An employee as the screens name one: their full name, else their username. */
export const holderName = sql<string | null>`case when ${holder.id} is not null
  then coalesce(nullif(concat_ws(' ', ${holder.firstName}, ${holder.lastName}), ''), ${holder.username}) end`;

/** The subject's fields as the API names them. */
export const subjectColumns = {
  vehicle_id: vehicles.id,
  license_plate: vehicles.licensePlate,
  model: vehicles.model,
  document_id: documents.id,
  document_kind: documents.kind,
  employee_id: holder.id,
  employee_name: holderName,
};

import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DocumentKind } from '../../contract/document-kinds';
import type { IssuePriority } from '../../contract/inspections';
import { branches, documents, employees, inspectionForms, issues, parts, reminders, stockChanges, vehicles } from '../db/schema';

/*
 * Whose item a reminder is (contract/schemas/notification.ts, reminderSubject): a vehicle's own item,
 * a vehicle's document, or an employee's document; and for an issue or an inspection owed, the issue
 * or the form, for a part to reorder the part and its branch (reminderRecords). The inbox, the email
 * and the webhooks read a reminder with its subject through these joins, left joins all, since each
 * reminder has only some of them.
 */

/** The employee whose document a reminder is about. */
export const holder = alias(employees, 'holder');

export const subjectJoins = {
  vehicle: and(eq(vehicles.companyId, reminders.companyId), eq(vehicles.id, reminders.vehicleId)),
  document: and(eq(documents.companyId, reminders.companyId), eq(documents.id, reminders.documentId)),
  holder: and(eq(holder.companyId, documents.companyId), eq(holder.id, documents.employeeId)),
  issue: and(eq(issues.companyId, reminders.companyId), eq(issues.id, reminders.issueId)),
  form: and(eq(inspectionForms.companyId, reminders.companyId), eq(inspectionForms.id, reminders.formId)),
  part: and(eq(parts.companyId, reminders.companyId), eq(parts.id, reminders.partId)),
  branch: and(eq(branches.companyId, reminders.companyId), eq(branches.id, reminders.branchId)),
};

/**
 * What the branch of a reminder to reorder held when it was told: the stock its change left, logged in
 * the reminder's own transaction (so at its very moment, now() being the transaction's). A work order
 * that takes the part twice from one branch logs two changes at that moment; the lower is the later.
 */
export const onHandWhenTold = sql<number | null>`(select ${stockChanges.onHandAfter} from ${stockChanges}
   where ${stockChanges.companyId} = ${reminders.companyId} and ${stockChanges.partId} = ${reminders.partId}
     and ${stockChanges.branchId} = ${reminders.branchId} and ${stockChanges.createdAt} <= ${reminders.createdAt}
   order by ${stockChanges.createdAt} desc, ${stockChanges.onHandAfter} asc limit 1)`.mapWith(Number);

/** An employee as the screens name one: their full name, else their username. */
export const holderName = sql<string | null>`case when ${holder.id} is not null
  then coalesce(nullif(concat_ws(' ', ${holder.firstName}, ${holder.lastName}), ''), ${holder.username}) end`;

/** The reminder's own fields as the API names them (the inbox and the webhooks' calls). */
export const reminderColumns = {
  item: reminders.item,
  status: reminders.status,
  due_date: reminders.dueDate,
  due_km: reminders.dueKm,
  week: reminders.week,
  raised_on: reminders.raisedOn,
};

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

/** The issue or the form a reminder names (contract/schemas/notification.ts, reminderRecords), through the joins above. */
export const recordColumns = {
  issue_id: issues.id,
  issue_title: issues.title,
  issue_priority: issues.priority,
  form_id: inspectionForms.id,
  form_name: inspectionForms.name,
  part_id: parts.id,
  part_number: parts.number,
  part_name: parts.name,
  part_unit: parts.unit,
  branch_id: branches.id,
  branch_name: branches.name,
  on_hand: onHandWhenTold,
  reorder_level: parts.reorderLevel,
};

/** The subject as the email and the calendar feed name it: its vehicle, or its document and the document's holder. */
export interface DueSubject {
  vehicleId: string | null;
  licensePlate: string | null;
  model: string | null;
  /** The document that expires (item `document`), and for an employee's document its holder's name. */
  documentId: string | null;
  documentKind: DocumentKind | null;
  employeeName: string | null;
}

/** The issue, the inspection form or the part a reminder names, under the names of the email's entries. */
export interface RecordSubject {
  issueId: string | null;
  issueTitle: string | null;
  issuePriority: IssuePriority | null;
  issueDescription: string | null;
  formName: string | null;
  partNumber: string | null;
  partName: string | null;
  partUnit: string | null;
  branchName: string | null;
  onHand: number | null;
  reorderLevel: number | null;
}

export const recordSubjectColumns = {
  issueId: issues.id,
  issueTitle: issues.title,
  issuePriority: issues.priority,
  issueDescription: issues.description,
  formName: inspectionForms.name,
  partNumber: parts.number,
  partName: parts.name,
  partUnit: parts.unit,
  branchName: branches.name,
  onHand: onHandWhenTold,
  reorderLevel: parts.reorderLevel,
};

/** The subject's fields under the names of DueSubject, read through the joins above. */
export const dueSubjectColumns = {
  vehicleId: vehicles.id,
  licensePlate: vehicles.licensePlate,
  model: vehicles.model,
  documentId: documents.id,
  documentKind: documents.kind,
  employeeName: holderName,
};

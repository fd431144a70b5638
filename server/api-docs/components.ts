import { z } from 'zod';
import { accessTokenAnswer, loginInput, registerInput, sessionUser } from '../../contract/schemas/auth';
import { branch } from '../../contract/schemas/branch';
import { branchRef, errorBody } from '../../contract/schemas/common';
import { company, companySettings, companySettingsUpdateBody } from '../../contract/schemas/company';
import { document, documentAttachment, documentInput, documentUpdateBody } from '../../contract/schemas/document';
import { employee, employeeCreateInput, employeeUpdateBody, invitation } from '../../contract/schemas/employee';
import { importIssue, importResult } from '../../contract/schemas/imports';
import {
  generalMaintenance,
  generalMaintenanceInput,
  generalMaintenanceUpdateBody,
  mandatoryMaintenance,
  mandatoryMaintenanceInput,
  mandatoryMaintenanceUpdateBody,
} from '../../contract/schemas/maintenance';
import { fuelEntry, fuelEntryInput, fuelEntryUpdateBody } from '../../contract/schemas/fuel-entry';
import { inspection, inspectionInput, inspectionPhoto, inspectionSummary } from '../../contract/schemas/inspection';
import { inspectionForm, inspectionFormInput, inspectionFormUpdateBody } from '../../contract/schemas/inspection-form';
import { issue, issueComment, issueCommentInput, issueInput, issueUpdateBody } from '../../contract/schemas/issue';
import { meterLogEntry, meterReading, meterReadingInput, meterReadingUpdateBody } from '../../contract/schemas/meter-reading';
import { overview } from '../../contract/schemas/overview';
import { historyEntry } from '../../contract/schemas/history';
import { delivery, notification } from '../../contract/schemas/notification';
import { notificationSettings, notificationSettingsUpdateBody } from '../../contract/schemas/notification-settings';
import { pushSubscription, pushSubscriptionInput } from '../../contract/schemas/push';
import { vehicle, vehicleInput, vehicleUpdateBody } from '../../contract/schemas/vehicle';
import {
  workOrder,
  workOrderAttachment,
  workOrderComment,
  workOrderCommentInput,
  workOrderCompletion,
  workOrderInput,
  workOrderUpdateBody,
} from '../../contract/schemas/work-order';
import { webhook, webhookCreateBody, webhookTestResult, webhookUpdateBody, webhookWithSecret } from '../../contract/schemas/webhook';

/**
 * The contract's schemas that /api/docs shows once, under components/schemas, and refers to by
 * `$ref` wherever a route uses them: the records, the error, and the JSON bodies. The zod type
 * provider names a request's schema `<name>Input` (fastify-type-provider-zod), so a body's name here
 * is what comes before that: `NewVehicle` is shown as `NewVehicleInput`.
 *
 * Names live in zod's global registry, which the docs read; nothing else reads names from it (the
 * response serializer reads no metadata, server/plugins/response-serializer.ts).
 */
const COMPONENTS: ReadonlyArray<readonly [z.ZodType, string]> = [
  [errorBody, 'Error'],
  [sessionUser, 'SessionUser'],
  [accessTokenAnswer, 'AccessToken'],
  [company, 'Company'],
  [companySettings, 'CompanySettings'],
  [branch, 'Branch'],
  [branchRef, 'BranchRef'],
  [employee, 'Employee'],
  [invitation, 'Invitation'],
  [vehicle, 'Vehicle'],
  [generalMaintenance, 'GeneralMaintenance'],
  [mandatoryMaintenance, 'MandatoryMaintenance'],
  [document, 'Document'],
  [documentAttachment, 'DocumentAttachment'],
  [fuelEntry, 'FuelEntry'],
  [meterLogEntry, 'MeterLogEntry'],
  [meterReading, 'MeterReading'],
  [importResult, 'ImportResult'],
  [importIssue, 'ImportIssue'],
  [overview, 'Overview'],
  [notification, 'Notification'],
  [delivery, 'Delivery'],
  [notificationSettings, 'NotificationSettings'],
  [notificationSettingsUpdateBody, 'NotificationSettingsUpdate'],
  [webhook, 'Webhook'],
  [webhookWithSecret, 'WebhookWithSecret'],
  [webhookTestResult, 'WebhookTestResult'],
  [pushSubscription, 'PushSubscription'],
  [inspectionForm, 'InspectionForm'],
  [inspectionSummary, 'InspectionSummary'],
  [inspection, 'Inspection'],
  [inspectionPhoto, 'InspectionPhoto'],
  [issue, 'Issue'],
  [issueComment, 'IssueComment'],
  [workOrder, 'WorkOrder'],
  [workOrderComment, 'WorkOrderComment'],
  [workOrderAttachment, 'WorkOrderAttachment'],
  [historyEntry, 'HistoryEntry'],
  // Request bodies: shown as <name>Input.
  [loginInput, 'Credentials'],
  [registerInput, 'Registration'],
  [companySettingsUpdateBody, 'CompanySettingsUpdate'],
  [employeeCreateInput, 'NewEmployee'],
  [employeeUpdateBody, 'EmployeeUpdate'],
  [vehicleInput, 'NewVehicle'],
  [vehicleUpdateBody, 'VehicleUpdate'],
  [generalMaintenanceInput, 'NewGeneralMaintenance'],
  [generalMaintenanceUpdateBody, 'GeneralMaintenanceUpdate'],
  [mandatoryMaintenanceInput, 'NewMandatoryMaintenance'],
  [mandatoryMaintenanceUpdateBody, 'MandatoryMaintenanceUpdate'],
  [meterReadingInput, 'NewMeterReading'],
  [meterReadingUpdateBody, 'MeterReadingUpdate'],
  [documentInput, 'NewDocument'],
  [documentUpdateBody, 'DocumentUpdate'],
  [fuelEntryInput, 'NewFuelEntry'],
  [fuelEntryUpdateBody, 'FuelEntryUpdate'],
  [webhookCreateBody, 'NewWebhook'],
  [webhookUpdateBody, 'WebhookUpdate'],
  [pushSubscriptionInput, 'NewPushSubscription'],
  [inspectionFormInput, 'NewInspectionForm'],
  [inspectionFormUpdateBody, 'InspectionFormUpdate'],
  [inspectionInput, 'NewInspection'],
  [issueInput, 'NewIssue'],
  [issueUpdateBody, 'IssueUpdate'],
  [issueCommentInput, 'NewIssueComment'],
  [workOrderInput, 'NewWorkOrder'],
  [workOrderUpdateBody, 'WorkOrderUpdate'],
  [workOrderCompletion, 'WorkOrderCompletion'],
  [workOrderCommentInput, 'NewWorkOrderComment'],
];

/** Names the components; safe to call again (a second app in the same process). */
export function nameComponents() {
  for (const [schema, id] of COMPONENTS) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}

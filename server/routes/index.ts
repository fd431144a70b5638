import type { FastifyPluginAsync } from 'fastify';
import type { RouteSettings } from './route-settings';
import authRoutes from './auth';
import branchRoutes from './branches';
import calendarRoutes from './calendar';
import companyRoutes from './companies';
import companySettingsRoutes from './company-settings';
import documentRoutes from './documents';
import employeeRoutes from './employees';
import fuelEntryRoutes from './fuel-entries';
import generalMaintenanceRoutes from './general-maintenance';
import historyRoutes from './history';
import inspectionFormRoutes from './inspection-forms';
import inspectionRoutes from './inspections';
import issueRoutes from './issues';
import logoRoutes from './logos';
import mandatoryMaintenanceRoutes from './mandatory-maintenance';
import meterReadingRoutes from './meter-readings';
import notificationRoutes from './notifications';
import notificationSettingsRoutes from './notification-settings';
import overviewRoutes from './overview';
import pushRoutes from './push';
import vehicleRoutes from './vehicles';
import vehicleCodeRoutes from './vehicles/by-code';
import vendorRoutes from './vendors';
import partRoutes from './parts';
import webhookRoutes from './webhooks';
import workOrderRoutes from './work-orders';

/** What /api/docs says of each group of routes: one tag per resource. */
const TAGS = {
  auth: 'Signing in and out: cookie sessions for the browser, access tokens for other clients; sign-up by invitation',
  companies: 'The tenants (a superadmin manages them) and their fleet health thresholds',
  branches: "A company's branches",
  employees: 'The people who sign in, their roles and branches, and their sign-up links',
  vehicles: 'Vehicles with their fleet health: the next legislation control and service',
  'general-maintenances': 'Maintenance records of any kind',
  'mandatory-maintenances': 'The mandatory services and legislation controls',
  documents: "A vehicle's or an employee's documents, their expiry and their attachments",
  'meter-readings': 'The meter log: every odometer reading of a vehicle, and readings of their own',
  'fuel-entries': 'Fillings and charges: litres or kWh, cost and odometer',
  vendors: 'The shops and suppliers a company works with',
  parts: "A company's parts catalogue, each branch's stock and its log",
  'inspection-forms': "A company's inspection forms: the items a vehicle is checked against, in sections, and how often",
  inspections: "Vehicles checked against a form: each item's answer, photos, the odometer; failed items raise issues",
  issues:
    'Issues (defects) of the vehicles: reported by hand or by a failed inspection item; a critical one takes its vehicle out of service',
  'work-orders':
    'Work orders: the repair of a vehicle with its labour, parts and other costs; completing one takes its parts from stock and writes its maintenance record',
  logos: 'Company and branch logos',
  overview: 'The fleet at a glance',
  notifications: "Reminders: each person's inbox, settings and calendar feed; a company's check and deliveries",
  webhooks: "A company's webhooks: each new reminder as a signed JSON POST to the admins' receivers",
  push: "Web Push: each person's devices that show their reminders and new critical issues as notifications",
  history:
    "Who changed what, and when: every change of every record, kept by the database; each record's own at /api/<resource>/:id/history",
} as const;

type Tag = keyof typeof TAGS;

interface RouteFamily {
  /** Where its routes live. */
  prefix: string;
  /** The tag of its routes in /api/docs. */
  tag: Tag;
  plugin: FastifyPluginAsync<RouteSettings>;
}

/**
 * Every route family of the API, in the order the app registers them (server/app.ts) and /api/docs
 * lists them: a new resource is a line here (docs/adding-a-resource.md).
 */
export const ROUTE_FAMILIES: readonly RouteFamily[] = [
  { prefix: '/api/auth', tag: 'auth', plugin: authRoutes },
  { prefix: '/api/companies', tag: 'companies', plugin: companyRoutes },
  { prefix: '/api/companies', tag: 'companies', plugin: companySettingsRoutes },
  { prefix: '/api/branches', tag: 'branches', plugin: branchRoutes },
  { prefix: '/api/employees', tag: 'employees', plugin: employeeRoutes },
  { prefix: '/api/vehicles', tag: 'vehicles', plugin: vehicleRoutes },
  { prefix: '/api/vehicle-codes', tag: 'vehicles', plugin: vehicleCodeRoutes },
  { prefix: '/api/general-maintenances', tag: 'general-maintenances', plugin: generalMaintenanceRoutes },
  { prefix: '/api/mandatory-maintenances', tag: 'mandatory-maintenances', plugin: mandatoryMaintenanceRoutes },
  { prefix: '/api/documents', tag: 'documents', plugin: documentRoutes },
  { prefix: '/api/fuel-entries', tag: 'fuel-entries', plugin: fuelEntryRoutes },
  { prefix: '/api/meter-readings', tag: 'meter-readings', plugin: meterReadingRoutes },
  { prefix: '/api/vendors', tag: 'vendors', plugin: vendorRoutes },
  { prefix: '/api/parts', tag: 'parts', plugin: partRoutes },
  { prefix: '/api/inspection-forms', tag: 'inspection-forms', plugin: inspectionFormRoutes },
  { prefix: '/api/inspections', tag: 'inspections', plugin: inspectionRoutes },
  { prefix: '/api/issues', tag: 'issues', plugin: issueRoutes },
  { prefix: '/api/work-orders', tag: 'work-orders', plugin: workOrderRoutes },
  { prefix: '/api/logos', tag: 'logos', plugin: logoRoutes },
  { prefix: '/api/overview', tag: 'overview', plugin: overviewRoutes },
  { prefix: '/api/notifications', tag: 'notifications', plugin: notificationRoutes },
  { prefix: '/api/me/notification-settings', tag: 'notifications', plugin: notificationSettingsRoutes },
  { prefix: '/api/webhooks', tag: 'webhooks', plugin: webhookRoutes },
  { prefix: '/api/push', tag: 'push', plugin: pushRoutes },
  { prefix: '/api/history', tag: 'history', plugin: historyRoutes },
  // The feed at /api/calendar and the person's own address at /api/me/calendar.
  { prefix: '/api', tag: 'notifications', plugin: calendarRoutes },
];

/** The tags of /api/docs, in the order of the families. */
export const ROUTE_TAGS = [...new Set(ROUTE_FAMILIES.map((family) => family.tag))].map((name) => ({ name, description: TAGS[name] }));

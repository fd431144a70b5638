import { middayUtc } from './support/test-app';
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canAccess, canChangeCompanySettings, RESOURCES, type Action, type Resource, readsHistory } from '../../contract/permissions';
import { ROLES, type Role } from '../../contract/roles';
import { errorBody } from '../../contract/schemas/common';
import { issueInvitation } from '../../server/auth/invitations';
import {
  branches,
  deliveries,
  issueComments,
  issues,
  workOrderAttachments,
  workOrderComments,
  workOrderLines,
  workOrders,
  logoFiles,
  meterReadings,
  notifications,
  pushSubscriptions,
  reminders,
  vehicles,
  webhooks,
} from '../../server/db/schema';
import { Client, signIn, type Answer } from './support/client';
import { makeAttachment, makeDocument } from './support/documents';
import { fingerprint } from './support/fingerprint';
import { JPEG, PNG } from './support/images';
import {
  makeBranch,
  makeCompany,
  makeEmployee,
  makeGeneralMaintenance,
  makeMandatoryMaintenance,
  makeFuelEntry,
  makeVehicle,
  PASSWORD,
} from './support/fixtures';
import { apiRoutes, methodOf, type RouteKey } from './support/route-table';
import { worldTest } from './support/world';
import {
  branchCreate,
  companyCreate,
  companySettingsUpdate,
  documentCreate,
  exampleCreate,
  exampleUpdate,
  employeeCreate,
  generalMaintenanceCreate,
  importPayload,
  inspectionCreate,
  inspectionFormCreate,
  inspectionPhotoUpload,
  maintenanceImport,
  mandatoryMaintenanceCreate,
  fuelEntryCreate,
  fuelImport,
  issueCreate,
  workOrderCreate,
  meterReadingCreate,
  meterReadingsImport,
  send,
  updates,
  vehicleCreate,
  vehiclesImport,
  type Payload,
} from './support/valid-requests';

/*
 * Who may call which route on what (docs/security.md): every route of the API, taken from the app itself,
 * times every role and the signed-out caller, times the record the call is about. The table below is
 * the spec, after contract/permissions.ts and docs/product.md, Roles and scope: a record outside the
 * caller's scope answers 404, never 403; a role without the right answers 403 whatever the record; a
 * caller who is not signed in answers 401. A route without a row fails the test by name.
 *
 * Each cell sends a valid request: an allowed call must really succeed (and its effect is read back),
 * a refused one must change nothing (every table of records is compared before and after).
 */

type Caller = Role | 'signed out';
const CALLERS: readonly Caller[] = [...ROLES, 'signed out'];

/**
 * The record a call is about, seen from the caller (company A, whose moderator and user are assigned
 * to branch North only):
 * - own: in the caller's scope (company A, branch North);
 * - other branch: in the caller's company, in a branch the caller is not assigned to (South);
 * - other company: in company B.
 * A route with an id addresses the record; a list, an export or the overview is asked for it (ids=,
 * branchId=); a create or an import names it (its company, branch or vehicle).
 */
const TARGETS = ['own', 'other branch', 'other company'] as const;
type Target = (typeof TARGETS)[number];

/** 200, and the list, export or overview shows the record. */
const SHOWN = '200 with it';
/** 200, and the record is not in it. */
const HIDDEN = '200 without it';
/** The target means nothing for this route (a company has no branch; signing in is about no record). */
const NA = '-';
type Expected = 200 | 201 | 302 | 400 | 401 | 403 | 404 | typeof SHOWN | typeof HIDDEN | typeof NA;
type Row = Record<Caller, readonly [own: Expected, otherBranch: Expected, otherCompany: Expected]>;

/** The same for everyone, signed in or not, about no record. */
const PUBLIC = (status: Expected): Row => ({
  superadmin: [status, NA, NA],
  admin: [status, NA, NA],
  moderator: [status, NA, NA],
  user: [status, NA, NA],
  'signed out': [status, NA, NA],
});

//                                                 own     other branch  other company
const WRITTEN: Record<RouteKey, Row> = {
  'GET /api/companies': {
    superadmin: [SHOWN, NA, SHOWN],
    admin: [403, NA, 403],
    moderator: [403, NA, 403],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },
  'POST /api/companies': {
    superadmin: [201, NA, NA],
    admin: [403, NA, NA],
    moderator: [403, NA, NA],
    user: [403, NA, NA],
    'signed out': [401, NA, NA],
  },
  'GET /api/companies/:id': {
    superadmin: [200, NA, 200],
    admin: [403, NA, 403],
    moderator: [403, NA, 403],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },
  'PUT /api/companies/:id': {
    superadmin: [200, NA, 200],
    admin: [403, NA, 403],
    moderator: [403, NA, 403],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },
  'DELETE /api/companies/:id': {
    superadmin: [200, NA, 200],
    admin: [403, NA, 403],
    moderator: [403, NA, 403],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },
  'GET /api/companies/:id/settings': {
    superadmin: [200, NA, 200],
    admin: [200, NA, 404],
    moderator: [200, NA, 404],
    user: [200, NA, 404],
    'signed out': [401, NA, 401],
  },
  'PUT /api/companies/:id/settings': {
    superadmin: [200, NA, 200],
    admin: [200, NA, 404],
    moderator: [403, NA, 403],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },

  'GET /api/branches': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  'POST /api/branches': {
    superadmin: [201, NA, 201],
    admin: [201, NA, 404],
    moderator: [403, NA, 403],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },
  'GET /api/branches/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'PUT /api/branches/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [403, 403, 403],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  'DELETE /api/branches/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [403, 403, 403],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },

  'GET /api/employees': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  // A create names the company and the branch; a branch one does not see is a field error, like any id that does not exist.
  'POST /api/employees': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 404],
    moderator: [201, 400, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  'GET /api/employees/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  'PUT /api/employees/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  'DELETE /api/employees/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  'POST /api/employees/:id/invitation': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },

  'GET /api/vehicles': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  'GET /api/vehicles/export.csv': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  // The labels of the vehicles asked for by id: one outside the caller's scope answers 404, as GET /:id.
  'GET /api/vehicles/labels.pdf': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'POST /api/vehicles/import': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 404],
    moderator: [201, 400, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  'POST /api/vehicles': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 404],
    moderator: [201, 400, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  'GET /api/vehicles/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  // A vehicle's time out of service: whoever sees the vehicle (docs/work-orders.md, Downtime).
  'GET /api/vehicles/:id/downtime': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  // A QR label's code finds the vehicle only for someone who sees it (docs/yard.md): as GET /:id.
  'GET /api/vehicle-codes/:code': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'PUT /api/vehicles/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  'DELETE /api/vehicles/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  // Who may archive may restore.
  'POST /api/vehicles/:id/restore': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },

  'GET /api/general-maintenances': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  'GET /api/general-maintenances/export.csv': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  // A record names its vehicle; a vehicle one does not see is a field error, as on the form.
  'POST /api/general-maintenances/import': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 404],
    moderator: [201, 400, 404],
    user: [201, 400, 404],
    'signed out': [401, 401, 401],
  },
  'POST /api/general-maintenances': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 400],
    moderator: [201, 400, 400],
    user: [201, 400, 400],
    'signed out': [401, 401, 401],
  },
  'GET /api/general-maintenances/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'PUT /api/general-maintenances/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'DELETE /api/general-maintenances/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },

  'GET /api/mandatory-maintenances': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  'GET /api/mandatory-maintenances/export.csv': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  'POST /api/mandatory-maintenances/import': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 404],
    moderator: [201, 400, 404],
    user: [201, 400, 404],
    'signed out': [401, 401, 401],
  },
  'POST /api/mandatory-maintenances': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 400],
    moderator: [201, 400, 400],
    user: [201, 400, 400],
    'signed out': [401, 401, 401],
  },
  'GET /api/mandatory-maintenances/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'PUT /api/mandatory-maintenances/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'DELETE /api/mandatory-maintenances/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },

  // Fuel entries are scoped and allowed exactly as maintenance records are (docs/fuel.md).
  'GET /api/fuel-entries': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  'GET /api/fuel-entries/export.csv': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  'POST /api/fuel-entries/import': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 404],
    moderator: [201, 400, 404],
    user: [201, 400, 404],
    'signed out': [401, 401, 401],
  },
  'POST /api/fuel-entries': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 400],
    moderator: [201, 400, 400],
    user: [201, 400, 400],
    'signed out': [401, 401, 401],
  },
  'GET /api/fuel-entries/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'PUT /api/fuel-entries/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'DELETE /api/fuel-entries/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },

  // Issues are a vehicle's, seen with it (docs/inspections.md): everyone reports and comments; the
  // office edits and deletes. A vehicle one does not see answers 404 to a report, as any record does.
  'GET /api/issues': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  'GET /api/issues/export.csv': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  'POST /api/issues': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 404],
    moderator: [201, 404, 404],
    user: [201, 404, 404],
    'signed out': [401, 401, 401],
  },
  'GET /api/issues/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'PUT /api/issues/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  'DELETE /api/issues/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  // Whoever may read an issue reads and writes its comments.
  'GET /api/issues/:id/comments': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'POST /api/issues/:id/comments': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 404],
    moderator: [201, 404, 404],
    user: [201, 404, 404],
    'signed out': [401, 401, 401],
  },

  // Work orders are a vehicle's, seen with it (docs/work-orders.md): the office writes, completes and
  // deletes them; drivers read their vehicles' and comment on them.
  ...workOrderRows(),

  // The meter log: every reading of the vehicles one sees; readings of their own are recorded like maintenance.
  'GET /api/meter-readings': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  'POST /api/meter-readings/import': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 404],
    moderator: [201, 400, 404],
    user: [201, 400, 404],
    'signed out': [401, 401, 401],
  },
  'POST /api/meter-readings': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 400],
    moderator: [201, 400, 400],
    user: [201, 400, 400],
    'signed out': [401, 401, 401],
  },
  'GET /api/meter-readings/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'PUT /api/meter-readings/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'DELETE /api/meter-readings/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },

  // Inspections are a vehicle's records, scoped as fuel entries are; nobody edits one, users do not delete one.
  'GET /api/inspections': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  'GET /api/inspections/export.csv': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  // An inspection names its vehicle (and the form of the vehicle's company): a vehicle one does not see is a field error.
  'POST /api/inspections': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 400],
    moderator: [201, 400, 400],
    user: [201, 400, 400],
    'signed out': [401, 401, 401],
  },
  'GET /api/inspections/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'DELETE /api/inspections/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  // Its photos: added by who may record inspections, read by who sees it, removed by who may delete it.
  'POST /api/inspections/:id/photos': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 404],
    moderator: [201, 404, 404],
    user: [201, 404, 404],
    'signed out': [401, 401, 401],
  },
  'GET /api/inspections/:id/photos/:photoId': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'DELETE /api/inspections/:id/photos/:photoId': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },

  // The target is a document of a vehicle in the caller's branch, in the other branch, in company B
  // (an employee's documents: tests/api/documents.test.ts). Users read; moderators change within their branches.
  'GET /api/documents': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },
  // A document names its vehicle; a vehicle one does not see is a field error, as for maintenance.
  'POST /api/documents': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 400],
    moderator: [201, 400, 400],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  'GET /api/documents/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'PUT /api/documents/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  'DELETE /api/documents/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  // A document's attachments: read with the right to see it, added and removed with the right to edit it.
  'GET /api/documents/:id/attachments': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'POST /api/documents/:id/attachments': {
    superadmin: [201, 201, 201],
    admin: [201, 201, 404],
    moderator: [201, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },
  'GET /api/documents/:id/attachments/:attachmentId': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'DELETE /api/documents/:id/attachments/:attachmentId': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  },

  // A logo is seen where its record is: here a branch's logo.
  'GET /api/logos/:id': {
    superadmin: [200, 200, 200],
    admin: [200, 200, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  // Asked for a branch: its vehicles count only where the caller sees them.
  'GET /api/overview': {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  },

  // Everyone's inbox is their own: the target is a reminder in the caller's inbox, in a colleague's
  // (userA2's, of branch South) or in company B's admin's. A superadmin belongs to no company and has none.
  'GET /api/notifications': {
    superadmin: [200, NA, NA],
    admin: [SHOWN, HIDDEN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, NA, NA],
  },
  'POST /api/notifications/:id/read': {
    superadmin: [NA, 404, 404],
    admin: [200, 404, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'POST /api/notifications/read-all': {
    superadmin: [200, NA, NA],
    admin: [200, NA, NA],
    moderator: [200, NA, NA],
    user: [200, NA, NA],
    'signed out': [401, NA, NA],
  },
  // The company's email and webhook deliveries: its admins read them.
  'GET /api/notifications/deliveries': {
    superadmin: [403, NA, NA],
    admin: [SHOWN, NA, HIDDEN],
    moderator: [403, NA, 403],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },
  // One's own reminder settings: everyone of a company (a superadmin belongs to none).
  'GET /api/me/notification-settings': {
    superadmin: [403, NA, NA],
    admin: [200, NA, NA],
    moderator: [200, NA, NA],
    user: [200, NA, NA],
    'signed out': [401, NA, NA],
  },
  'PUT /api/me/notification-settings': {
    superadmin: [403, NA, NA],
    admin: [200, NA, NA],
    moderator: [200, NA, NA],
    user: [200, NA, NA],
    'signed out': [401, NA, NA],
  },
  // A test email to oneself: this Fleet has no SMTP server, so it says email is not set up.
  'POST /api/me/notification-settings/test-email': {
    superadmin: [403, NA, NA],
    admin: [400, NA, NA],
    moderator: [400, NA, NA],
    user: [400, NA, NA],
    'signed out': [401, NA, NA],
  },
  // The company's check, run now: its admins (contract/permissions.ts, managesCompanyReminders).
  'POST /api/notifications/run': {
    superadmin: [403, NA, NA],
    admin: [200, NA, NA],
    moderator: [403, NA, NA],
    user: [403, NA, NA],
    'signed out': [401, NA, NA],
  },

  // A company's webhooks: its admins manage them (contract/permissions.ts, managesCompanyReminders).
  'GET /api/webhooks': {
    superadmin: [403, NA, 403],
    admin: [SHOWN, NA, HIDDEN],
    moderator: [403, NA, 403],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },
  'POST /api/webhooks': {
    superadmin: [403, NA, NA],
    admin: [201, NA, NA],
    moderator: [403, NA, NA],
    user: [403, NA, NA],
    'signed out': [401, NA, NA],
  },
  'GET /api/webhooks/:id': {
    superadmin: [403, NA, 403],
    admin: [200, NA, 404],
    moderator: [403, NA, 403],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },
  'PUT /api/webhooks/:id': {
    superadmin: [403, NA, 403],
    admin: [200, NA, 404],
    moderator: [403, NA, 403],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },
  'DELETE /api/webhooks/:id': {
    superadmin: [403, NA, 403],
    admin: [200, NA, 404],
    moderator: [403, NA, 403],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },
  'POST /api/webhooks/:id/test': {
    superadmin: [403, NA, 403],
    admin: [200, NA, 404],
    moderator: [403, NA, 403],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },

  // Web Push: the key is anyone's who is signed in; each person's devices are their own, a colleague's
  // (userA2's, of branch South) and company B's admin's are not. A superadmin gets no reminders.
  'GET /api/push/key': {
    superadmin: [200, NA, NA],
    admin: [200, NA, NA],
    moderator: [200, NA, NA],
    user: [200, NA, NA],
    'signed out': [401, NA, NA],
  },
  'GET /api/push/subscriptions': {
    superadmin: [403, NA, NA],
    admin: [SHOWN, HIDDEN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, NA, NA],
  },
  'POST /api/push/subscriptions': {
    superadmin: [403, NA, NA],
    admin: [201, NA, NA],
    moderator: [201, NA, NA],
    user: [201, NA, NA],
    'signed out': [401, NA, NA],
  },
  'DELETE /api/push/subscriptions': {
    superadmin: [403, 403, 403],
    admin: [200, 404, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },
  'DELETE /api/push/subscriptions/:id': {
    superadmin: [403, 403, 403],
    admin: [200, 404, 404],
    moderator: [200, 404, 404],
    user: [200, 404, 404],
    'signed out': [401, 401, 401],
  },

  // The feed's secret address is the credential, whoever fetches it: here the user's (of company A).
  'GET /api/calendar/:file': PUBLIC(200),
  // Everyone has an address of their own; a superadmin's feed is empty.
  'GET /api/me/calendar': {
    superadmin: [200, NA, NA],
    admin: [200, NA, NA],
    moderator: [200, NA, NA],
    user: [200, NA, NA],
    'signed out': [401, NA, NA],
  },
  'POST /api/me/calendar': {
    superadmin: [200, NA, NA],
    admin: [200, NA, NA],
    moderator: [200, NA, NA],
    user: [200, NA, NA],
    'signed out': [401, NA, NA],
  },

  // Each role signs in with its own password; signed out, with one that is wrong.
  'POST /api/auth/login': {
    superadmin: [200, NA, NA],
    admin: [200, NA, NA],
    moderator: [200, NA, NA],
    user: [200, NA, NA],
    'signed out': [401, NA, NA],
  },
  'POST /api/auth/token': {
    superadmin: [200, NA, NA],
    admin: [200, NA, NA],
    moderator: [200, NA, NA],
    user: [200, NA, NA],
    'signed out': [401, NA, NA],
  },
  'POST /api/auth/refresh-token': {
    superadmin: [200, NA, NA],
    admin: [200, NA, NA],
    moderator: [200, NA, NA],
    user: [200, NA, NA],
    'signed out': [401, NA, NA],
  },
  // Signing out without a session has nothing to end and says so with 200: the browser may sign out twice.
  'POST /api/auth/log-out': PUBLIC(200),
  'GET /api/auth/me': {
    superadmin: [200, NA, NA],
    admin: [200, NA, NA],
    moderator: [200, NA, NA],
    user: [200, NA, NA],
    'signed out': [401, NA, NA],
  },
  // The invitation is the credential, whoever sends it.
  'GET /api/auth/invitation': PUBLIC(200),
  'POST /api/auth/register': PUBLIC(201),

  'GET /api/health': PUBLIC(200),
  // The API's description is public; it holds no records.
  'GET /api/docs': PUBLIC(200),
  'GET /api/docs/json': PUBLIC(200),
  'GET /api/docs/yaml': PUBLIC(200),
  // Swagger UI's page is served at /api/docs; its static copy sends the browser there.
  'GET /api/docs/static/index.html': PUBLIC(302),
  'GET /api/docs/static/swagger-initializer.js': PUBLIC(200),
  'GET /api/docs/static/*': PUBLIC(200),
};

const apiRouteList = await apiRoutes();
const routes = apiRouteList.map((route) => route.key);
/** The JSON body schema a route declares. */
const bodyOf = (route: string) => apiRouteList.find((candidate) => candidate.key === route)?.schema?.body;

/**
 * The resources added after those written out above (docs/adding-a-resource.md): each is a company's
 * records, not a branch's or a vehicle's, and its own API test writes out what each role may do. Its
 * five routes' rows follow from its column of contract/permissions.ts: a role without the right gets
 * 403; one with it reaches its own company's record and, but for a superadmin, not another company's
 * (404, or left out of a list). A resource scoped by branch or vehicle writes its rows out above.
 */
const LATER = RESOURCES.filter((resource) => !(`GET /api/${resource}` in WRITTEN));

function companyRecordRows(resource: Resource): Record<RouteKey, Row> {
  const row = (action: Action, status: Expected, otherCompany: Expected): Row => ({
    ...(Object.fromEntries(
      ROLES.map((role) => [
        role,
        canAccess(role, resource, action) ? [status, NA, role === 'superadmin' ? status : otherCompany] : [403, NA, 403],
      ]),
    ) as unknown as Record<Role, Row[Role]>),
    'signed out': [401, NA, 401],
  });
  const path = `/api/${resource}`;
  const rows: Record<string, Row> = {
    [`GET ${path}`]: row('list', SHOWN, HIDDEN),
    [`POST ${path}`]: row('create', 201, 404),
    [`GET ${path}/:id`]: row('show', 200, 404),
    [`PUT ${path}/:id`]: row('edit', 200, 404),
    [`DELETE ${path}/:id`]: row('delete', 200, 404),
  };
  return Object.fromEntries(Object.entries(rows).filter(([route]) => routes.includes(route as RouteKey))) as Record<RouteKey, Row>;
}

/**
 * A part's stock (docs/work-orders.md): whoever reads the catalogue exports it and reads each branch's stock and its log;
 * a change of stock is an edit of the part's, in a branch the caller sees. The catalogue's import (docs/csv.md) adds parts.
 */
/** Work orders' rows: a vehicle's records, written by the office, read and commented on by its drivers. */
function workOrderRows(): Record<string, Row> {
  const path = '/api/work-orders';
  const office = (status: Expected): Row => ({
    superadmin: [status, status, status],
    admin: [status, status, 404],
    moderator: [status, 404, 404],
    user: [403, 403, 403],
    'signed out': [401, 401, 401],
  });
  const readers = (status: Expected): Row => ({
    superadmin: [status, status, status],
    admin: [status, status, 404],
    moderator: [status, 404, 404],
    user: [status, 404, 404],
    'signed out': [401, 401, 401],
  });
  const listed: Row = {
    superadmin: [SHOWN, SHOWN, SHOWN],
    admin: [SHOWN, SHOWN, HIDDEN],
    moderator: [SHOWN, HIDDEN, HIDDEN],
    user: [SHOWN, HIDDEN, HIDDEN],
    'signed out': [401, 401, 401],
  };
  return {
    [`GET ${path}`]: listed,
    [`GET ${path}/export.csv`]: listed,
    // A vehicle one does not see is a field error of the new work order, as for fuel and maintenance.
    [`POST ${path}`]: { ...office(201), admin: [201, 201, 400], moderator: [201, 400, 400] },
    [`GET ${path}/:id`]: readers(200),
    [`PUT ${path}/:id`]: office(200),
    [`DELETE ${path}/:id`]: office(200),
    [`POST ${path}/:id/complete`]: office(200),
    [`GET ${path}/:id/comments`]: readers(200),
    [`POST ${path}/:id/comments`]: readers(201),
    // Its invoices and photos: read with the right to read it, added and removed with the right to edit it.
    [`GET ${path}/:id/attachments`]: readers(200),
    [`POST ${path}/:id/attachments`]: office(201),
    [`GET ${path}/:id/attachments/:attachmentId`]: readers(200),
    [`DELETE ${path}/:id/attachments/:attachmentId`]: office(200),
  };
}

const PART_STOCK_ROWS: Record<string, Row> = {
  'GET /api/parts/export.csv': {
    superadmin: [SHOWN, NA, SHOWN],
    admin: [SHOWN, NA, HIDDEN],
    moderator: [SHOWN, NA, HIDDEN],
    user: [SHOWN, NA, HIDDEN],
    'signed out': [401, NA, 401],
  },
  'GET /api/parts/:id/stock': {
    superadmin: [200, NA, 200],
    admin: [200, NA, 404],
    moderator: [200, NA, 404],
    user: [200, NA, 404],
    'signed out': [401, NA, 401],
  },
  'GET /api/parts/:id/adjustments': {
    superadmin: [200, NA, 200],
    admin: [200, NA, 404],
    moderator: [200, NA, 404],
    user: [200, NA, 404],
    'signed out': [401, NA, 401],
  },
  'POST /api/parts/:id/adjustments': {
    superadmin: [201, NA, 201],
    admin: [201, NA, 404],
    moderator: [201, NA, 404],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },
  // The import adds parts, so it takes the right to add one; it names the target's company, as a superadmin does.
  'POST /api/parts/import': {
    superadmin: [201, NA, 201],
    admin: [201, NA, 404],
    moderator: [201, NA, 404],
    user: [403, NA, 403],
    'signed out': [401, NA, 401],
  },
};

const RECORD_ROWS: Record<RouteKey, Row> = Object.assign({}, ...LATER.map(companyRecordRows), PART_STOCK_ROWS, WRITTEN);

/**
 * History (docs/history.md). A record's, GET /api/<resource>/:id/history, answers as its GET /:id
 * does to those who read history, and 403 to users, who read none. The company's list and its CSV,
 * asked for a vehicle's (entityId): every company's to a superadmin, the caller's company's to an
 * admin, a moderator's branches' to a moderator.
 */
const recordHistoryRows = Object.fromEntries(
  Object.entries(RECORD_ROWS)
    .filter(([route]) => routes.includes(`${route}/history` as RouteKey))
    .map(([route, row]) => [
      `${route}/history`,
      Object.fromEntries(
        Object.entries(row).map(([caller, cells]) => [
          caller,
          caller !== 'signed out' && !readsHistory(caller as Role) ? cells.map((cell) => (cell === NA ? NA : 403)) : cells,
        ]),
      ) as Row,
    ]),
) as Record<RouteKey, Row>;
const historyList: Row = {
  superadmin: [SHOWN, SHOWN, SHOWN],
  admin: [SHOWN, SHOWN, HIDDEN],
  moderator: [SHOWN, HIDDEN, HIDDEN],
  user: [403, 403, 403],
  'signed out': [401, 401, 401],
};
const EXPECTED: Record<RouteKey, Row> = {
  ...RECORD_ROWS,
  ...recordHistoryRows,
  ['GET /api/history' as RouteKey]: historyList,
  ['GET /api/history/export.csv' as RouteKey]: historyList,
};

// The matrix is about who may do what, not how often: some 1,700 cells from one address and a few
// sessions would pass the rate limits (a signed-out caller's 300 a minute) on a fast machine.
const { t, world, as } = await worldTest({ now: () => middayUtc('2026-06-15'), requestsPerMinute: false });

/** What one cell sends, and what must hold when it succeeds. */
interface Attempt {
  send(client: Client): Promise<Answer>;
  /** For a read: its address, which HEAD must answer alike. */
  url?: string;
  /** For a list, an export or the overview: whether the answer shows the target. */
  shows?(answer: Answer): boolean;
  /** After a 2xx: checks that the call did what it says. */
  done?(answer: Answer): Promise<void> | void;
}
type Scenario = (caller: Caller, target: Target) => Promise<Attempt>;

const company = (target: Target) => (target === 'other company' ? world.companyB : world.companyA);
/** B's East: a branch name company A does not have, so an import cannot match it by name in A. */
const branch = (target: Target) =>
  ({ own: world.branches.a1, 'other branch': world.branches.a2, 'other company': world.branches.b2 })[target];
const isBranchScoped = (caller: Caller) => caller === 'moderator' || caller === 'user';

/** Reads a record as the superadmin, who sees every one. */
async function read(path: string): Promise<Answer> {
  return as.superadmin.get(path);
}
async function readData(path: string) {
  return readDataAs(as.superadmin, path);
}
async function readDataAs(client: Client, path: string) {
  const answer = await client.get(path);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.data;
}

/** A user of company A who has not signed up yet, and the token of their sign-up link. */
async function invitedUser() {
  const invited = await makeEmployee(t.db, {
    role: 'user',
    companyId: world.companyA.id,
    branchIds: [world.branches.a1.id],
    signedUp: false,
  });
  const { link } = await issueInvitation(t.db, invited, '');
  return { invited, invite: new URL(link, 'http://fleet.example').searchParams.get('invite')! };
}

const get = (url: string, rest: Omit<Attempt, 'send' | 'url'> = {}): Attempt => ({ url, send: (client) => client.get(url), ...rest });
const listShows = (id: string) => (answer: Answer) => (answer.body.data as Array<{ id: string }>).some((row) => row.id === id);
/** An export asked for one record by id has a row besides its header when it shows it. */
const exportShows = (answer: Answer) =>
  answer.raw
    .toString('utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim()).length > 1;
const created = (path: string) => async (answer: Answer) => {
  expect((await read(`${path}/${answer.body.data.id}`)).status).toBe(200);
};
const imported = (answer: Answer) => {
  expect(answer.body.data).toMatchObject({ dry_run: false, created: 1 });
};

/** Companies and their settings: the superadmin's targets are new companies, everyone else's their own or company B. */
async function companyTarget(caller: Caller, target: Target) {
  return caller === 'superadmin' ? makeCompany(t.db) : company(target);
}

/** A branch to address: a scoped caller's own is the branch they are assigned to; the others are new. */
async function branchTarget(caller: Caller, target: Target) {
  return target === 'own' && isBranchScoped(caller) ? world.branches.a1 : makeBranch(t.db, company(target).id);
}

async function vehicleTarget(target: Target) {
  return makeVehicle(t.db, company(target).id, [branch(target).id]);
}

/** A document of a vehicle in the target's branch. */
async function documentTarget(target: Target) {
  const vehicle = await vehicleTarget(target);
  return makeDocument(t.db, { companyId: vehicle.companyId, vehicleId: vehicle.id });
}

/** A PNG attached to a new document of the target's. */
async function attachmentTarget(target: Target) {
  const document = await documentTarget(target);
  return { document, attachment: await makeAttachment(t.db, document) };
}

async function employeeTarget(target: Target) {
  return makeEmployee(t.db, { role: 'user', companyId: company(target).id, branchIds: [branch(target).id], signedUp: false });
}

/**
 * A reminder in someone's inbox: the caller's own (a signed-out caller's is the user's), a colleague's
 * in branch South, or company B's admin's.
 */
/**
 * A webhook of the target's company. Its address is written straight into the database, since the
 * API refuses a private one: a test call to it fails at once, without leaving this machine.
 */
async function webhookTarget(target: Target) {
  const [row] = await t.db
    .insert(webhooks)
    .values({ companyId: company(target).id, url: 'http://127.0.0.1:9/fleet', secret: 'a-secret-for-the-matrix' })
    .returning({ id: webhooks.id });
  return row!;
}

/**
 * A device with Web Push on: the caller's own (a signed-out caller's is the user's), a colleague's in
 * branch South, or company B's admin's. Written straight into the database, at a public address.
 */
async function pushTarget(caller: Caller, target: Target) {
  const owner =
    target === 'other company'
      ? world.people.adminB
      : target === 'other branch'
        ? world.people.userA2
        : world.people[caller === 'signed out' ? 'user' : caller];
  const [row] = await t.db
    .insert(pushSubscriptions)
    .values({ employeeId: owner.id, endpoint: `https://93.184.215.14/push/${randomUUID()}`, p256dh: 'BKey', auth: 'auth' })
    .returning({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint });
  return row!;
}
const pushGone = (id: string) => async () =>
  expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).toEqual([]);

async function notificationTarget(caller: Caller, target: Target) {
  const owner =
    target === 'other company'
      ? world.people.adminB
      : target === 'other branch'
        ? world.people.userA2
        : world.people[caller === 'signed out' || caller === 'superadmin' ? 'user' : caller];
  const vehicle = await makeVehicle(t.db, owner.companyId!, [target === 'other company' ? world.branches.b1.id : world.branches.a1.id]);
  const [reminder] = await t.db
    .insert(reminders)
    .values({
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      item: 'legislation',
      status: 'soon',
      dueDate: '2026-07-01',
      raisedOn: '2026-06-15',
    })
    .returning();
  const [entry] = await t.db
    .insert(notifications)
    .values({ companyId: vehicle.companyId, employeeId: owner.id, reminderId: reminder!.id })
    .returning();
  return entry!;
}

/** A new logo on the target's branch. */
async function logoTarget(target: Target) {
  const { id: branchId, companyId } = branch(target);
  const [logo] = await t.db
    .insert(logoFiles)
    .values({
      companyId,
      mimeType: 'image/png',
      byteSize: PNG.length,
      sha256: createHash('sha256').update(PNG).digest('hex'),
      content: PNG,
    })
    .returning();
  await t.db.update(branches).set({ logoId: logo!.id }).where(eq(branches.id, branchId));
  return logo!;
}

/** The five routes of a record kind: list, one, create, update, delete. */
function recordRoutes(
  path: string,
  spec: {
    make(caller: Caller, target: Target): Promise<{ id: string }>;
    create(target: Target): Promise<Payload> | Payload;
    /** After a delete, as the superadmin reads it: gone, or for a vehicle archived. */
    deleted(read: Answer): boolean;
  },
): Record<string, Scenario> {
  return {
    [`GET ${path}`]: async (caller, target) => {
      const { id } = await spec.make(caller, target);
      return get(`${path}?ids=${id}`, { shows: listShows(id) });
    },
    [`GET ${path}/:id`]: async (caller, target) => {
      const { id } = await spec.make(caller, target);
      return get(`${path}/${id}`, { done: (answer) => expect(answer.body.data.id).toBe(id) });
    },
    [`POST ${path}`]: async (_caller, target) => {
      const payload = await spec.create(target);
      return { send: (client) => send(client, 'POST', path, payload), done: created(path) };
    },
    [`PUT ${path}/:id`]: async (caller, target) => {
      const { id } = await spec.make(caller, target);
      const update = updates[path.slice('/api/'.length)] ?? exampleUpdate(bodyOf(`POST ${path}`));
      const edit = update(await readData(`${path}/${id}`));
      return {
        send: (client) => send(client, 'PUT', `${path}/${id}`, edit.payload),
        done: async () => expect(edit.changed(await readData(`${path}/${id}`))).toBe(true),
      };
    },
    [`DELETE ${path}/:id`]: async (caller, target) => {
      const { id } = await spec.make(caller, target);
      return {
        send: (client) => client.delete(`${path}/${id}`),
        done: async () => expect(spec.deleted(await read(`${path}/${id}`))).toBe(true),
      };
    },
  };
}

/** The CSV routes of a list: the export asked for the target by id, the import naming it. */
function csvRoutes(
  path: string,
  make: (target: Target) => Promise<{ id: string }>,
  file: (target: Target) => Promise<Payload> | Payload,
): Record<string, Scenario> {
  return {
    [`GET ${path}/export.csv`]: async (_caller, target) => {
      const { id } = await make(target);
      return get(`${path}/export.csv?ids=${id}`, { shows: exportShows });
    },
    [`POST ${path}/import`]: async (_caller, target) => {
      const payload = await file(target);
      return { send: (client) => send(client, 'POST', `${path}/import`, payload), done: imported };
    },
  };
}

const maintenance = (kind: 'general' | 'mandatory') => {
  const path = `/api/${kind}-maintenances`;
  const make = async (target: Target) => {
    const vehicle = await vehicleTarget(target);
    return kind === 'general' ? makeGeneralMaintenance(t.db, vehicle) : makeMandatoryMaintenance(t.db, vehicle);
  };
  return {
    ...recordRoutes(path, {
      make: (_caller, target) => make(target),
      create: async (target) => {
        const vehicle = await vehicleTarget(target);
        return kind === 'general' ? generalMaintenanceCreate(vehicle.id) : mandatoryMaintenanceCreate(vehicle.id);
      },
      deleted: (answer) => answer.status === 404,
    }),
    ...csvRoutes(path, make, async (target) =>
      importPayload(maintenanceImport(kind, company(target).id, (await vehicleTarget(target)).licensePlate)),
    ),
  };
};

/** A work order of a new vehicle in the target's branch, written straight into the tables. */
async function workOrderTarget(target: Target) {
  const vehicle = await vehicleTarget(target);
  const [row] = await t.db
    .insert(workOrders)
    .values({
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      title: 'Wipers',
      priority: 'low',
      recordKind: 'general',
      serviceType: 'Wipers',
      issuedOn: '2026-07-01',
      otherCost: 12,
    })
    .returning({ id: workOrders.id, version: workOrders.version });
  await t.db.insert(workOrderLines).values({
    companyId: vehicle.companyId,
    workOrderId: row!.id,
    position: 0,
    kind: 'other',
    description: 'Blades',
    quantity: 1,
    unitCost: 12,
  });
  return row!;
}

/** A work order of a new vehicle in the target's branch with an invoice's photo attached, written straight into the tables. */
async function workOrderAttachmentTarget(target: Target) {
  const workOrder = await workOrderTarget(target);
  const content = PNG;
  const [attachment] = await t.db
    .insert(workOrderAttachments)
    .values({
      companyId: company(target).id,
      workOrderId: workOrder.id,
      fileName: 'invoice.png',
      mimeType: 'image/png',
      byteSize: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
    })
    .returning({ id: workOrderAttachments.id });
  return { workOrder, attachment: attachment! };
}

/** Work orders: the five record routes, the export, completing one, its comments and its attachments. */
const workOrderScenarios = () => {
  const path = '/api/work-orders';
  return {
    ...recordRoutes(path, {
      make: (_caller, target) => workOrderTarget(target),
      create: async (target) => workOrderCreate((await vehicleTarget(target)).id),
      deleted: (answer) => answer.status === 404,
    }),
    [`GET ${path}/export.csv`]: async (_caller: Caller, target: Target) => {
      const { id } = await workOrderTarget(target);
      return get(`${path}/export.csv?ids=${id}`, { shows: exportShows });
    },
    [`POST ${path}/:id/complete`]: async (_caller: Caller, target: Target) => {
      const { id, version } = await workOrderTarget(target);
      return {
        send: (client: Client) => client.post(`${path}/${id}/complete`, { version, completed_on: '2026-05-20', odometer: 51_000 }),
        done: async () => expect((await readData(`${path}/${id}`)).status).toBe('completed'),
      };
    },
    [`GET ${path}/:id/comments`]: async (_caller: Caller, target: Target) => {
      const { id } = await workOrderTarget(target);
      await t.db.insert(workOrderComments).values({ companyId: company(target).id, workOrderId: id, body: 'Seen it', authorName: 'Test' });
      return get(`${path}/${id}/comments`, {
        done: (answer) => expect(answer.body.data.map((row: { body: string }) => row.body)).toEqual(['Seen it']),
      });
    },
    [`POST ${path}/:id/comments`]: async (_caller: Caller, target: Target) => {
      const { id } = await workOrderTarget(target);
      return {
        send: (client: Client) => client.post(`${path}/${id}/comments`, { body: 'Discs on Thursday' }),
        done: async () =>
          expect((await readData(`${path}/${id}/comments`)).map((row: { body: string }) => row.body)).toEqual(['Discs on Thursday']),
      };
    },
    [`GET ${path}/:id/attachments`]: async (_caller: Caller, target: Target) => {
      const { workOrder, attachment } = await workOrderAttachmentTarget(target);
      return get(`${path}/${workOrder.id}/attachments`, {
        done: (answer) => expect(answer.body.data.map((row: { id: string }) => row.id)).toEqual([attachment.id]),
      });
    },
    [`POST ${path}/:id/attachments`]: async (_caller: Caller, target: Target) => {
      const { id } = await workOrderTarget(target);
      const url = `${path}/${id}/attachments`;
      return {
        send: (client: Client) =>
          client.multipart('POST', url, {}, { field: 'file', filename: 'invoice.png', contentType: 'image/png', content: PNG }),
        done: async (answer: Answer) => expect((await readData(url)).map((row: { id: string }) => row.id)).toEqual([answer.body.data.id]),
      };
    },
    [`GET ${path}/:id/attachments/:attachmentId`]: async (_caller: Caller, target: Target) => {
      const { workOrder, attachment } = await workOrderAttachmentTarget(target);
      return get(`${path}/${workOrder.id}/attachments/${attachment.id}`, { done: (answer) => expect(answer.raw.equals(PNG)).toBe(true) });
    },
    [`DELETE ${path}/:id/attachments/:attachmentId`]: async (_caller: Caller, target: Target) => {
      const { workOrder, attachment } = await workOrderAttachmentTarget(target);
      const url = `${path}/${workOrder.id}/attachments/${attachment.id}`;
      return { send: (client: Client) => client.delete(url), done: async () => expect((await read(url)).status).toBe(404) };
    },
  } satisfies Record<string, Scenario>;
};

/** Fuel entries: the five record routes and the CSV ones, on a new vehicle of the target's branch. */
const fuel = () => {
  const path = '/api/fuel-entries';
  const make = async (target: Target) => makeFuelEntry(t.db, await vehicleTarget(target));
  return {
    ...recordRoutes(path, {
      make: (_caller, target) => make(target),
      create: async (target) => fuelEntryCreate((await vehicleTarget(target)).id),
      deleted: (answer) => answer.status === 404,
    }),
    ...csvRoutes(path, make, async (target) => importPayload(fuelImport(company(target).id, (await vehicleTarget(target)).licensePlate))),
  };
};

/** An issue of a new vehicle in the target's branch, written straight into the table. */
async function issueTarget(target: Target) {
  const vehicle = await vehicleTarget(target);
  const [row] = await t.db
    .insert(issues)
    .values({ companyId: vehicle.companyId, vehicleId: vehicle.id, title: 'Wipers smear', priority: 'low', source: 'reported' })
    .returning({ id: issues.id });
  return row!;
}

/** Issues: the five record routes, the export, and an issue's comments. */
const issueRoutes = () => {
  const path = '/api/issues';
  return {
    ...recordRoutes(path, {
      make: (_caller, target) => issueTarget(target),
      create: async (target) => issueCreate((await vehicleTarget(target)).id),
      deleted: (answer) => answer.status === 404,
    }),
    [`GET ${path}/export.csv`]: async (_caller: Caller, target: Target) => {
      const { id } = await issueTarget(target);
      return get(`${path}/export.csv?ids=${id}`, { shows: exportShows });
    },
    [`GET ${path}/:id/comments`]: async (_caller: Caller, target: Target) => {
      const { id } = await issueTarget(target);
      await t.db.insert(issueComments).values({ companyId: company(target).id, issueId: id, body: 'Seen it', authorName: 'Test' });
      return get(`${path}/${id}/comments`, {
        done: (answer) => expect(answer.body.data.map((row: { body: string }) => row.body)).toEqual(['Seen it']),
      });
    },
    [`POST ${path}/:id/comments`]: async (_caller: Caller, target: Target) => {
      const { id } = await issueTarget(target);
      return {
        send: (client: Client) => client.post(`${path}/${id}/comments`, { body: 'Pads ordered' }),
        done: async () => expect((await readData(`${path}/${id}`)).comment_count).toBe(1),
      };
    },
  } satisfies Record<string, Scenario>;
};

/** A reading of its own on a new vehicle of the target's branch. */
async function meterReadingTarget(target: Target) {
  const vehicle = await vehicleTarget(target);
  const [row] = await t.db
    .insert(meterReadings)
    .values({ companyId: vehicle.companyId, vehicleId: vehicle.id, readOn: '2026-06-01', km: 50_000, totalKm: 50_000 })
    .returning({ id: meterReadings.id });
  return row!;
}

/** Each company's walk-around check, for every vehicle type and branch: made once, as its admin would. */
const inspectionForms = new Map<string, Promise<string>>();
function inspectionFormOf(companyId: string): Promise<string> {
  let form = inspectionForms.get(companyId);
  if (!form) {
    form = send(as.superadmin, 'POST', '/api/inspection-forms', inspectionFormCreate(companyId)).then((answer) => {
      expect(answer.status, said(answer)).toBe(201);
      return answer.body.data.id as string;
    });
    inspectionForms.set(companyId, form);
  }
  return form;
}

/** A new vehicle of the target's branch and a body that inspects it against its company's form. */
async function inspectionOf(target: Target) {
  const vehicle = await vehicleTarget(target);
  return inspectionCreate(vehicle.id, await inspectionFormOf(vehicle.companyId));
}

/** An inspection of a new vehicle of the target's branch, recorded as a superadmin records one. */
async function inspectionTarget(target: Target): Promise<{ id: string }> {
  const answer = await send(as.superadmin, 'POST', '/api/inspections', await inspectionOf(target));
  expect(answer.status, said(answer)).toBe(201);
  return answer.body.data;
}

/** A photo of the worn tread on a new inspection of the target's. */
async function inspectionPhotoTarget(target: Target) {
  const inspection = await inspectionTarget(target);
  const answer = await send(as.superadmin, 'POST', `/api/inspections/${inspection.id}/photos`, inspectionPhotoUpload());
  expect(answer.status, said(answer)).toBe(201);
  return { inspection, photo: answer.body.data as { id: string } };
}

/** Inspections: listed, exported, recorded, read and deleted; never edited, never imported. */
const inspectionScenarios = (): Record<string, Scenario> => {
  const path = '/api/inspections';
  const { [`PUT ${path}/:id`]: _noEdit, ...records } = recordRoutes(path, {
    make: (_caller, target) => inspectionTarget(target),
    create: inspectionOf,
    deleted: (answer) => answer.status === 404,
  });
  const { [`POST ${path}/import`]: _noImport, ...csv } = csvRoutes(path, inspectionTarget, () => ({ json: {} }));
  return {
    ...records,
    ...csv,
    [`POST ${path}/:id/photos`]: async (_caller, target) => {
      const { id } = await inspectionTarget(target);
      return {
        send: (client) => send(client, 'POST', `${path}/${id}/photos`, inspectionPhotoUpload()),
        done: async (answer) => {
          expect((await readData(`${path}/${id}`)).photos.map((row: { id: string }) => row.id)).toEqual([answer.body.data.id]);
        },
      };
    },
    [`GET ${path}/:id/photos/:photoId`]: async (_caller, target) => {
      const { inspection, photo } = await inspectionPhotoTarget(target);
      return get(`${path}/${inspection.id}/photos/${photo.id}`, { done: (answer) => expect(answer.raw.equals(JPEG)).toBe(true) });
    },
    [`DELETE ${path}/:id/photos/:photoId`]: async (_caller, target) => {
      const { inspection, photo } = await inspectionPhotoTarget(target);
      const url = `${path}/${inspection.id}/photos/${photo.id}`;
      return { send: (client) => client.delete(url), done: async () => expect((await read(url)).status).toBe(404) };
    },
  };
};

/**
 * A resource added later: its record in the target's company, made as a superadmin makes one, from its
 * schema's example; the scenarios of the routes it has, as its rows are (companyRecordRows).
 */
const laterRecordRoutes = (resource: Resource) => {
  const path = `/api/${resource}`;
  const create = (target: Target) => exampleCreate(bodyOf(`POST ${path}`), company(target).id);
  const scenarios = recordRoutes(path, {
    make: async (_caller, target) => {
      const answer = await send(as.superadmin, 'POST', path, create(target));
      expect(answer.status, said(answer)).toBe(201);
      return answer.body.data as { id: string };
    },
    create,
    deleted: (answer) => answer.status === 404,
  });
  return Object.fromEntries(Object.entries(scenarios).filter(([route]) => routes.includes(route as RouteKey)));
};

/** A part of the target's company, with two in stock in a branch the moderator and the user see (A1), or B1. */
async function partTarget(target: Target) {
  const companyId = company(target).id;
  const branchId = target === 'other company' ? world.branches.b1.id : world.branches.a1.id;
  const made = await send(as.superadmin, 'POST', '/api/parts', {
    json: { number: `P-${randomUUID().slice(0, 8)}`, name: 'Brake pads', unit: 'set', company_id: companyId },
  });
  expect(made.status, said(made)).toBe(201);
  const id = (made.body.data as { id: string }).id;
  const moved = await send(as.superadmin, 'POST', `/api/parts/${id}/adjustments`, {
    json: { branch_id: branchId, quantity: 2, reason: 'Delivery' },
  });
  expect(moved.status, said(moved)).toBe(201);
  return { id, branchId };
}

/** A part's stock, its log, and a change of it; the catalogue's export and import. */
const partStockScenarios = () =>
  ({
    'GET /api/parts/export.csv': async (_caller: Caller, target: Target) => {
      const { id } = await partTarget(target);
      return get(`/api/parts/export.csv?ids=${id}`, { shows: exportShows });
    },
    'GET /api/parts/:id/stock': async (_caller: Caller, target: Target) => {
      const { id, branchId } = await partTarget(target);
      return get(`/api/parts/${id}/stock`, {
        done: (answer) =>
          expect(answer.body.data.find((row: { branch: { id: string } }) => row.branch.id === branchId)).toMatchObject({ on_hand: 2 }),
      });
    },
    'GET /api/parts/:id/adjustments': async (_caller: Caller, target: Target) => {
      const { id } = await partTarget(target);
      return get(`/api/parts/${id}/adjustments`, {
        done: (answer) => expect(answer.body.data.map((row: { reason: string }) => row.reason)).toEqual(['Delivery']),
      });
    },
    'POST /api/parts/:id/adjustments': async (_caller: Caller, target: Target) => {
      const { id, branchId } = await partTarget(target);
      return {
        send: (client: Client) => client.post(`/api/parts/${id}/adjustments`, { branch_id: branchId, quantity: -1, reason: 'Used' }),
        done: async () => {
          const stock = (await readData(`/api/parts/${id}/stock`)) as Array<{ branch: { id: string }; on_hand: number }>;
          expect(stock.find((row) => row.branch.id === branchId)?.on_hand).toBe(1);
        },
      };
    },
    'POST /api/parts/import': async (_caller: Caller, target: Target) => {
      const payload = importPayload({
        fields: { companyId: company(target).id },
        content: `number,name,unit,unit_cost\nI-${randomUUID().slice(0, 8)},Brake pads,set,64.90\n`,
      });
      return { send: (client: Client) => send(client, 'POST', '/api/parts/import', payload), done: imported };
    },
  }) satisfies Record<string, Scenario>;

/** A signed-in client of the caller's own, for the routes that change or end a session. */
const freshSession = (caller: Caller) =>
  caller === 'signed out' ? Promise.resolve(new Client(t.app)) : signIn(t.app, world.people[caller].username, PASSWORD);

/** A record's history: the record its GET /:id reads, at /history. */
const historyOf =
  (show: Scenario): Scenario =>
  async (caller, target) => {
    const { url } = await show(caller, target);
    return get(`${url!}/history`, { done: (answer) => expect(Array.isArray(answer.body.data)).toBe(true) });
  };

const SHOWN_SCENARIOS: Record<string, Scenario> = {
  ...recordRoutes('/api/companies', {
    make: companyTarget,
    create: () => companyCreate(),
    deleted: (answer) => answer.status === 404,
  }),
  'GET /api/companies/:id/settings': async (caller, target) => get(`/api/companies/${(await companyTarget(caller, target)).id}/settings`),
  'PUT /api/companies/:id/settings': async (caller, target) => {
    const url = `/api/companies/${(await companyTarget(caller, target)).id}/settings`;
    const before = await readData(url);
    const payload = companySettingsUpdate(before);
    const { due_soon_days, due_soon_km } = (payload as { json: Record<string, unknown> }).json;
    return {
      send: (client) => send(client, 'PUT', url, payload),
      done: async () => expect(await readData(url)).toMatchObject({ due_soon_days, due_soon_km }),
    };
  },

  ...recordRoutes('/api/branches', {
    make: branchTarget,
    create: (target) => branchCreate(company(target).id),
    deleted: (answer) => answer.status === 404,
  }),

  ...recordRoutes('/api/employees', {
    make: (_caller, target) => employeeTarget(target),
    create: (target) => employeeCreate(company(target).id, branch(target).id),
    deleted: (answer) => answer.status === 404,
  }),
  'POST /api/employees/:id/invitation': async (_caller, target) => {
    const { id } = await employeeTarget(target);
    return {
      send: (client) => client.post(`/api/employees/${id}/invitation`),
      done: (answer) => expect(answer.body.data.link).toMatch(/\/sign-up\?invite=/),
    };
  },

  ...recordRoutes('/api/vehicles', {
    make: (_caller, target) => vehicleTarget(target),
    create: (target) => vehicleCreate(company(target).id, branch(target).id),
    deleted: (answer) => answer.status === 200 && answer.body.data.is_active === false,
  }),
  'POST /api/vehicles/:id/restore': async (_caller, target) => {
    const { id } = await makeVehicle(t.db, company(target).id, [branch(target).id], { isActive: false });
    return {
      send: (client) => client.post(`/api/vehicles/${id}/restore`),
      done: async () => expect((await readData(`/api/vehicles/${id}`)).is_active).toBe(true),
    };
  },
  ...csvRoutes('/api/vehicles', vehicleTarget, (target) => importPayload(vehiclesImport(company(target).id, branch(target).name))),
  'GET /api/vehicles/:id/downtime': async (_caller, target) => {
    const { id } = await vehicleTarget(target);
    return get(`/api/vehicles/${id}/downtime`, { done: (answer) => expect(answer.body.data.months).toHaveLength(12) });
  },
  'GET /api/vehicle-codes/:code': async (_caller, target) => {
    const { id } = await vehicleTarget(target);
    const [{ code }] = (await t.db.select({ code: vehicles.code }).from(vehicles).where(eq(vehicles.id, id))) as [{ code: string }];
    return get(`/api/vehicle-codes/${code}`, { done: (answer) => expect(answer.body.data.id).toBe(id) });
  },
  'GET /api/vehicles/labels.pdf': async (_caller, target) => {
    const { id } = await vehicleTarget(target);
    return get(`/api/vehicles/labels.pdf?ids=${id}`, {
      done: (answer) => expect(answer.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-'),
    });
  },

  ...maintenance('general'),
  ...maintenance('mandatory'),
  ...fuel(),
  ...inspectionScenarios(),
  ...issueRoutes(),
  ...workOrderScenarios(),
  ...Object.assign({}, ...LATER.map(laterRecordRoutes)),
  ...partStockScenarios(),

  ...recordRoutes('/api/documents', {
    make: (_caller, target) => documentTarget(target),
    create: async (target) => documentCreate((await vehicleTarget(target)).id),
    deleted: (answer) => answer.status === 404,
  }),
  'GET /api/documents/:id/attachments': async (_caller, target) => {
    const { document, attachment } = await attachmentTarget(target);
    return get(`/api/documents/${document.id}/attachments`, {
      done: (answer) => expect(answer.body.data.map((row: { id: string }) => row.id)).toEqual([attachment.id]),
    });
  },
  'POST /api/documents/:id/attachments': async (_caller, target) => {
    const { id } = await documentTarget(target);
    const url = `/api/documents/${id}/attachments`;
    return {
      send: (client) => client.multipart('POST', url, {}, { field: 'file', filename: 'scan.png', contentType: 'image/png', content: PNG }),
      done: async (answer) => expect((await readData(url)).map((row: { id: string }) => row.id)).toEqual([answer.body.data.id]),
    };
  },
  'GET /api/documents/:id/attachments/:attachmentId': async (_caller, target) => {
    const { document, attachment } = await attachmentTarget(target);
    return get(`/api/documents/${document.id}/attachments/${attachment.id}`, {
      done: (answer) => expect(answer.raw.equals(PNG)).toBe(true),
    });
  },
  'DELETE /api/documents/:id/attachments/:attachmentId': async (_caller, target) => {
    const { document, attachment } = await attachmentTarget(target);
    const url = `/api/documents/${document.id}/attachments/${attachment.id}`;
    return { send: (client) => client.delete(url), done: async () => expect((await read(url)).status).toBe(404) };
  },
  ...recordRoutes('/api/meter-readings', {
    make: async (_caller, target) => meterReadingTarget(target),
    create: async (target) => meterReadingCreate((await vehicleTarget(target)).id),
    deleted: (answer) => answer.status === 404,
  }),
  'POST /api/meter-readings/import': async (_caller, target) => {
    const payload = importPayload(meterReadingsImport(company(target).id, (await vehicleTarget(target)).licensePlate));
    return { send: (client) => send(client, 'POST', '/api/meter-readings/import', payload), done: imported };
  },

  'GET /api/logos/:id': async (_caller, target) => {
    const logo = await logoTarget(target);
    return get(`/api/logos/${logo.id}`, { done: (answer) => expect(answer.raw.equals(PNG)).toBe(true) });
  },
  // Every branch of the world keeps an active vehicle, so a branch shown counts at least one.
  'GET /api/overview': async (_caller, target) =>
    get(`/api/overview?branchId=${branch(target).id}`, { shows: (answer) => answer.body.data.vehicles.total > 0 }),

  'GET /api/notifications': async (caller, target) => {
    const entry = caller === 'superadmin' || caller === 'signed out' ? undefined : await notificationTarget(caller, target);
    return get('/api/notifications?limit=100', { shows: (answer) => listShows(entry!.id)(answer) });
  },
  'POST /api/notifications/:id/read': async (caller, target) => {
    const { id } = await notificationTarget(caller, target);
    return { send: (client) => client.post(`/api/notifications/${id}/read`), done: (answer) => expect(answer.body.data.read).toBe(true) };
  },
  'POST /api/notifications/read-all': async () => ({
    send: (client) => client.post('/api/notifications/read-all'),
    done: (answer) => expect(answer.body.data.count).toBeGreaterThanOrEqual(0),
  }),
  'GET /api/notifications/deliveries': async (_caller, target) => {
    const [row] = await t.db
      .insert(deliveries)
      .values({ companyId: company(target).id, channel: 'email', recipient: 'someone@fleet.test', reminderIds: [] })
      .returning();
    return get('/api/notifications/deliveries?limit=100', { shows: listShows(row!.id) });
  },
  'GET /api/me/notification-settings': async () =>
    get('/api/me/notification-settings', { done: (answer) => expect(typeof answer.body.data.in_app).toBe('boolean') }),
  'PUT /api/me/notification-settings': async (caller) => {
    const current =
      caller === 'signed out' || caller === 'superadmin'
        ? { version: 0 }
        : (await as[caller].get('/api/me/notification-settings')).body.data;
    return {
      send: (client) =>
        client.put('/api/me/notification-settings', {
          in_app: true,
          email: false,
          branches: null,
          language: 'de',
          version: current.version,
        }),
      done: (answer) => expect(answer.body.data).toMatchObject({ email: false, language: 'de' }),
    };
  },
  'POST /api/me/notification-settings/test-email': async () => ({
    send: (client) => client.post('/api/me/notification-settings/test-email'),
  }),
  'POST /api/notifications/run': async () => ({
    send: (client) => client.post('/api/notifications/run'),
    done: (answer) => expect(answer.body.data.count).toBeGreaterThanOrEqual(0),
  }),

  'GET /api/webhooks': async (_caller, target) => {
    const { id } = await webhookTarget(target);
    return get('/api/webhooks?limit=100', { shows: listShows(id) });
  },
  'POST /api/webhooks': async () => ({
    send: (client) => client.post('/api/webhooks', { url: 'https://93.184.215.14/fleet', description: 'Dispatch' }),
    done: async (answer) => expect((await readDataAs(as.admin, `/api/webhooks/${answer.body.data.id}`)).description).toBe('Dispatch'),
  }),
  'GET /api/webhooks/:id': async (_caller, target) => {
    const { id } = await webhookTarget(target);
    return get(`/api/webhooks/${id}`, { done: (answer) => expect(answer.body.data.id).toBe(id) });
  },
  'PUT /api/webhooks/:id': async (_caller, target) => {
    const { id } = await webhookTarget(target);
    return {
      send: (client) => client.put(`/api/webhooks/${id}`, { url: 'https://93.184.215.14/changed', enabled: true, version: 1 }),
      done: (answer) => expect(answer.body.data.url).toBe('https://93.184.215.14/changed'),
    };
  },
  'DELETE /api/webhooks/:id': async (_caller, target) => {
    const { id } = await webhookTarget(target);
    return {
      send: (client) => client.delete(`/api/webhooks/${id}`),
      done: async () => expect(await t.db.select().from(webhooks).where(eq(webhooks.id, id))).toEqual([]),
    };
  },
  // Its address is private, so the call is refused as it connects: a quick answer that says so.
  'POST /api/webhooks/:id/test': async (_caller, target) => {
    const { id } = await webhookTarget(target);
    return {
      send: (client) => client.post(`/api/webhooks/${id}/test`),
      done: (answer) => expect(answer.body.data).toMatchObject({ delivered: false, status_code: null }),
    };
  },

  // The key is made when first asked for (server/reminders/push/keys.ts): asked beforehand, so that the call checked is a read.
  'GET /api/push/key': async () => {
    await readDataAs(as.admin, '/api/push/key');
    return get('/api/push/key', { done: (answer) => expect(answer.body.data.public_key).toMatch(/^B[\w-]{86}$/) });
  },
  'GET /api/push/subscriptions': async (caller, target) => {
    const { id } = await pushTarget(caller, target);
    return get('/api/push/subscriptions', { shows: listShows(id) });
  },
  'POST /api/push/subscriptions': async () => ({
    send: (client) =>
      client.post('/api/push/subscriptions', {
        endpoint: `https://93.184.215.14/push/${randomUUID()}`,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
        device: 'Chrome on Android',
      }),
    done: async (answer) =>
      expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, answer.body.data.id))).toHaveLength(1),
  }),
  'DELETE /api/push/subscriptions': async (caller, target) => {
    const { id, endpoint } = await pushTarget(caller, target);
    return { send: (client) => client.delete(`/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`), done: pushGone(id) };
  },
  'DELETE /api/push/subscriptions/:id': async (caller, target) => {
    const { id } = await pushTarget(caller, target);
    return { send: (client) => client.delete(`/api/push/subscriptions/${id}`), done: pushGone(id) };
  },

  'GET /api/calendar/:file': async () => {
    const { url } = await readDataAs(as.user, '/api/me/calendar');
    return get(url, { done: (answer) => expect(answer.raw.toString('utf8')).toMatch(/^BEGIN:VCALENDAR\r\n/) });
  },
  // The first call makes the caller's feed: made beforehand, so that the call checked is a read.
  'GET /api/me/calendar': async (caller) => {
    if (caller !== 'signed out') await readDataAs(as[caller], '/api/me/calendar');
    return get('/api/me/calendar', { done: (answer) => expect(answer.body.data.url).toMatch(/^\/api\/calendar\/[0-9a-f]{64}\.ics$/) });
  },
  'POST /api/me/calendar': async (caller) => {
    const before = caller === 'signed out' ? undefined : (await readDataAs(as[caller], '/api/me/calendar')).url;
    return {
      send: (client) => client.post('/api/me/calendar'),
      done: async (answer) => {
        expect(answer.body.data.url).not.toBe(before);
        expect((await new Client(t.app).get(before!)).status).toBe(404);
      },
    };
  },

  'POST /api/auth/login': async (caller) => {
    const credentials =
      caller === 'signed out'
        ? { username: `nobody-${randomUUID().slice(0, 8)}`, password: 'not the password' }
        : { username: world.people[caller].username, password: PASSWORD };
    return {
      send: () => new Client(t.app).post('/api/auth/login', credentials),
      done: (answer) => expect(answer.body.data.role).toBe(caller),
    };
  },
  'POST /api/auth/token': async (caller) => {
    const credentials =
      caller === 'signed out'
        ? { username: `nobody-${randomUUID().slice(0, 8)}`, password: 'not the password' }
        : { username: world.people[caller].username, password: PASSWORD };
    return {
      send: () => new Client(t.app).post('/api/auth/token', credentials),
      done: async (answer) => {
        const me = await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${answer.body.access_token}` },
        });
        expect(me.json().data.role).toBe(caller);
      },
    };
  },
  'POST /api/auth/refresh-token': async (caller) => {
    const session = await freshSession(caller);
    return { send: () => session.post('/api/auth/refresh-token'), done: (answer) => expect(answer.body.data.role).toBe(caller) };
  },
  'POST /api/auth/log-out': async (caller) => {
    const session = await freshSession(caller);
    return {
      send: () => session.post('/api/auth/log-out'),
      done: async () => expect((await session.get('/api/auth/me')).status).toBe(401),
    };
  },
  'GET /api/auth/me': async (caller) => get('/api/auth/me', { done: (answer) => expect(answer.body.data.role).toBe(caller) }),
  'GET /api/auth/invitation': async () => {
    const { invited, invite } = await invitedUser();
    return get(`/api/auth/invitation?invite=${invite}`, { done: (answer) => expect(answer.body.data.email).toBe(invited.email) });
  },
  'POST /api/auth/register': async () => {
    const { invited, invite } = await invitedUser();
    const body = { username: invited.email, password: 'a new password', confirmPassword: 'a new password', invite };
    // The caller's own session stays where it is: the sign-up signs in whoever used the link.
    return {
      send: (client) => copyOf(client).post('/api/auth/register', body),
      done: (answer) => expect(answer.body.data.id).toBe(invited.id),
    };
  },

  'GET /api/health': async () => get('/api/health', { done: (answer) => expect(answer.body.status).toBe('ok') }),
  'GET /api/docs': async () => get('/api/docs'),
  'GET /api/docs/json': async () =>
    get('/api/docs/json', { done: (answer) => expect(answer.body.paths['/api/vehicles/{id}']).toBeDefined() }),
  'GET /api/docs/yaml': async () => get('/api/docs/yaml'),
  'GET /api/docs/static/index.html': async () => get('/api/docs/static/index.html'),
  'GET /api/docs/static/swagger-initializer.js': async () => get('/api/docs/static/swagger-initializer.js'),
  'GET /api/docs/static/*': async () => get('/api/docs/static/swagger-ui.css'),
};

/** A vehicle's history, as the company's list and its CSV find it: its creation is its first entry. */
const historyTarget = async (target: Target) => vehicleTarget(target);
const SCENARIOS: Record<string, Scenario> = {
  ...SHOWN_SCENARIOS,
  ...Object.fromEntries(
    Object.entries(SHOWN_SCENARIOS)
      .filter(([route]) => routes.includes(`${route}/history` as RouteKey))
      .map(([route, show]) => [`${route}/history`, historyOf(show)]),
  ),
  'GET /api/history': async (_caller, target) => {
    const { id } = await historyTarget(target);
    return get(`/api/history?entityId=${id}`, {
      shows: (answer) => (answer.body.data as Array<{ record: { id: string } }>).some((entry) => entry.record.id === id),
    });
  },
  'GET /api/history/export.csv': async (_caller, target) => {
    const { id } = await historyTarget(target);
    return get(`/api/history/export.csv?entityId=${id}`, { shows: exportShows });
  },
};

function copyOf(client: Client): Client {
  const copy = new Client(t.app);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

const statusOf = (expected: Expected) => (expected === SHOWN || expected === HIDDEN ? 200 : (expected as number));
const said = (answer: Answer) =>
  `${answer.status} ${typeof answer.body === 'string' ? answer.body.slice(0, 300) : JSON.stringify(answer.body)}`;

async function check(route: RouteKey, caller: Caller, target: Target, expected: Expected) {
  const attempt = await SCENARIOS[route]!(caller, target);
  const client = caller === 'signed out' ? new Client(t.app) : as[caller];
  const before = await fingerprint(t.pool);
  const answer = await attempt.send(client);
  expect(answer.status, said(answer)).toBe(statusOf(expected));

  if (answer.status >= 400) {
    expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
    expect(errorBody.strict().safeParse(answer.body).success, said(answer)).toBe(true);
    expect(await fingerprint(t.pool), 'a refused call changed records').toEqual(before);
    return;
  }
  if (methodOf(route) === 'GET') {
    expect(await fingerprint(t.pool), 'a read changed records').toEqual(before);
    expect(attempt.url, 'a read names its address').toBeDefined();
    const head = await client.send('HEAD', attempt.url!);
    expect(head.status, 'HEAD answers as GET').toBe(answer.status);
  }
  if (expected === SHOWN || expected === HIDDEN) expect(attempt.shows!(answer), expected).toBe(expected === SHOWN);
  else await attempt.done?.(answer);
}

describe('the table', () => {
  it('has a row for every route of the API, and none for a route that is gone', () => {
    const missing = routes.filter((route) => !(route in EXPECTED));
    const gone = Object.keys(EXPECTED).filter((route) => !routes.includes(route as RouteKey));
    expect(missing, `routes without a row in tests/api/access-matrix.test.ts: ${missing.join(', ')}`).toEqual([]);
    expect(gone, `rows for routes the API no longer has: ${gone.join(', ')}`).toEqual([]);
  });

  it('knows how to call every route it has a row for', () => {
    expect(
      Object.keys(EXPECTED).filter((route) => !SCENARIOS[route]),
      'rows without a scenario',
    ).toEqual([]);
    expect(
      Object.keys(SCENARIOS).filter((route) => !(route in EXPECTED)),
      'scenarios without a row',
    ).toEqual([]);
  });

  it('refuses with 403 exactly where contract/permissions.ts withholds the right', () => {
    const disagreements: string[] = [];
    for (const [route, row] of Object.entries(EXPECTED) as Array<[RouteKey, Row]>) {
      for (const role of ROLES) {
        const allowed = rightOf(route, role);
        if (allowed === undefined) continue;
        row[role].forEach((cell, index) => {
          if (cell !== NA && (cell === 403) === allowed) disagreements.push(`${route} | ${role} | ${TARGETS[index]} → ${cell}`);
        });
      }
    }
    expect(disagreements).toEqual([]);
  });
});

/** Whether permissions.ts gives the role this route's right; undefined for routes outside the role matrix. */
function rightOf(route: RouteKey, role: Role): boolean | undefined {
  const match = /^(GET|POST|PUT|DELETE) \/api\/([a-z-]+)(.*)$/.exec(route);
  if (!match) return undefined;
  const [, method, resource, rest] = match as unknown as [string, string, string, string];
  if (rest === '/:id/settings') return method === 'GET' ? true : canChangeCompanySettings(role);
  if (resource === 'history') return readsHistory(role);
  if (rest === '/:id/history') return canAccess(role, resource as Resource, 'show') && readsHistory(role);
  if (!(RESOURCES as readonly string[]).includes(resource)) return undefined;
  const actions: Record<string, Action | undefined> = {
    'GET ': 'list',
    'POST ': 'create',
    'GET /export.csv': 'list',
    'GET /labels.pdf': 'list',
    'POST /import': 'create',
    'GET /:id': 'show',
    'PUT /:id': 'edit',
    'DELETE /:id': 'delete',
    'POST /:id/invitation': 'edit',
    'GET /:id/attachments': 'show',
    'POST /:id/attachments': 'edit',
    'GET /:id/attachments/:attachmentId': 'show',
    'DELETE /:id/attachments/:attachmentId': 'edit',
    'POST /:id/photos': 'create',
    'GET /:id/photos/:photoId': 'show',
    'DELETE /:id/photos/:photoId': 'delete',
    // Whoever may read an issue comments on it.
    'GET /:id/comments': 'show',
    'POST /:id/comments': 'show',
    // A part's stock is read with the part, and changed as an edit of it.
    'GET /:id/stock': 'show',
    'GET /:id/adjustments': 'show',
    'POST /:id/adjustments': 'edit',
  };
  const action = actions[`${method} ${rest}`];
  return action && canAccess(role, resource as Resource, action);
}

for (const [route, row] of Object.entries(EXPECTED) as Array<[RouteKey, Row]>) {
  describe(route, () => {
    for (const caller of CALLERS) {
      TARGETS.forEach((target, index) => {
        const expected = row[caller][index]!;
        if (expected === NA) return;
        it(`${route} | ${caller} | ${target} → ${expected}`, () => check(route, caller, target, expected));
      });
    }
  });
}

import type { Role } from './roles';

/**
 * The role matrix of docs/product.md, Roles and scope, as one pure function. The server enforces it on every route and
 * the browser uses the very same table to decide what to show, so the two can never disagree.
 */
export const RESOURCES = [
  'companies',
  'branches',
  'employees',
  'vehicles',
  'general-maintenances',
  'mandatory-maintenances',
  'documents',
  'meter-readings',
  'fuel-entries',
  'vendors',
  'parts',
  'inspection-forms',
  'inspections',
  'issues',
  'work-orders',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

const READ: readonly Action[] = ['list', 'show'];
const ALL: readonly Action[] = ACTIONS;

/** The fleet's people, vehicles and records: every role but user manages all of them. */
const FLEET: Partial<Record<Resource, readonly Action[]>> = {
  employees: ALL,
  vehicles: ALL,
  'general-maintenances': ALL,
  'mandatory-maintenances': ALL,
  documents: ALL,
  'meter-readings': ALL,
  'fuel-entries': ALL,
  vendors: ALL,
  // The parts catalogue, and the stock of one's branches (a change of stock is an edit of the part's).
  parts: ALL,
  // Inspections say what was seen: nobody edits one afterwards; the office may delete a mistaken one.
  inspections: ['list', 'show', 'create', 'delete'],
  issues: ALL,
  // Repairs of the vehicles one sees: the office runs them; completing one is an edit (docs/work-orders.md).
  'work-orders': ALL,
};

const matrix: Record<Role, Partial<Record<Resource, readonly Action[]>>> = {
  superadmin: {
    companies: ALL,
    branches: ALL,
    ...FLEET,
    'inspection-forms': ALL,
  },
  admin: {
    branches: ALL,
    ...FLEET,
    'inspection-forms': ALL,
  },
  moderator: {
    // Every role reads its branches: the sidebar's branch selector needs them.
    branches: READ,
    ...FLEET,
    // A form is the company's rule for every branch (docs/inspections.md): its admins keep it.
    'inspection-forms': READ,
  },
  user: {
    branches: READ,
    vehicles: READ,
    'general-maintenances': ['list', 'show', 'create', 'edit'],
    'mandatory-maintenances': ['list', 'show', 'create', 'edit'],
    // Drivers read their vehicles' documents and their own; the office keeps them.
    documents: READ,
    // What a driver writes down on the road: readings and fillings, as with maintenance records.
    'meter-readings': ['list', 'show', 'create', 'edit'],
    'fuel-entries': ['list', 'show', 'create', 'edit'],
    // The office keeps the shops and suppliers; drivers look them up.
    vendors: READ,
    // Drivers see which parts there are and how many a branch of theirs holds; the office keeps the stock.
    parts: READ,
    // A driver fills the forms, reports what is wrong and comments on it (docs/inspections.md); the office manages issues.
    'inspection-forms': READ,
    inspections: ['list', 'show', 'create'],
    issues: ['list', 'show', 'create'],
    // Drivers follow the repairs of their vehicles and comment on them; the office runs them.
    'work-orders': READ,
  },
};

export function canAccess(role: Role, resource: Resource, action: Action): boolean {
  return matrix[role][resource]?.includes(action) ?? false;
}

/**
 * Resources that every role reads only to choose among them: each role reads its branches, for the
 * sidebar's branch selector, but the branches screen is for those who manage branches.
 */
const READ_TO_CHOOSE: readonly Resource[] = ['branches'];

/**
 * The route table of docs/screens.md, Routes and access, from the matrix: a role opens a resource's
 * screen when it may list the resource, and one of READ_TO_CHOOSE when it may also change it.
 */
export function canOpenScreen(role: Role, resource: Resource): boolean {
  return canAccess(role, resource, 'list') && (!READ_TO_CHOOSE.includes(resource) || canAccess(role, resource, 'edit'));
}

/** Which roles a role may give to an employee it creates or edits. */
const grantable: Record<Role, readonly Role[]> = {
  superadmin: ['superadmin', 'admin', 'moderator', 'user'],
  admin: ['admin', 'moderator', 'user'],
  moderator: ['user'],
  user: [],
};

export function grantableRoles(role: Role): readonly Role[] {
  return grantable[role];
}

/** Superadmins see every company; everyone else sees only their own. */
export function seesAllCompanies(role: Role): boolean {
  return role === 'superadmin';
}

/** Moderators and users see only the branches assigned to them; admins see their whole company. */
export function isBranchScoped(role: Role): boolean {
  return role === 'moderator' || role === 'user';
}

/**
 * A company's fleet health thresholds: everyone in the company reads them (they explain "due soon"),
 * its admins change them, and a superadmin those of any company.
 */
export function canChangeCompanySettings(role: Role): boolean {
  return role === 'superadmin' || role === 'admin';
}

/**
 * A company's reminders as a whole (docs/reminders.md): running its check now, reading its email and
 * webhook deliveries. Its admins; a superadmin belongs to no company.
 */
export function managesCompanyReminders(role: Role): boolean {
  return role === 'admin';
}

/** Who is told of reminders and keeps settings for them: everyone of a company (a superadmin belongs to none). */
export function receivesReminders(role: Role): boolean {
  return role !== 'superadmin';
}

/**
 * Who reads history (docs/history.md, Who reads it): a superadmin every company's, an admin their
 * company's, a moderator what belongs to their branches. Users, the drivers, read none.
 */
export function readsHistory(role: Role): boolean {
  return role !== 'user';
}

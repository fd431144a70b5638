import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  RESOURCES,
  canAccess,
  canOpenScreen,
  grantableRoles,
  isBranchScoped,
  seesAllCompanies,
  type Action,
  type Resource,
} from '../../contract/permissions';
import { ROLES, type Role } from '../../contract/roles';

/** The matrix of docs/product.md, Roles and scope, written out in full: every role × resource × action, read as a table. */
const expected: Record<Role, Record<Resource, string>> = {
  //            list show create edit delete
  superadmin: {
    companies: 'LSCED',
    branches: 'LSCED',
    employees: 'LSCED',
    vehicles: 'LSCED',
    'general-maintenances': 'LSCED',
    'mandatory-maintenances': 'LSCED',
    documents: 'LSCED',
    'meter-readings': 'LSCED',
    'fuel-entries': 'LSCED',
  },
  admin: {
    companies: '-----',
    branches: 'LSCED',
    employees: 'LSCED',
    vehicles: 'LSCED',
    'general-maintenances': 'LSCED',
    'mandatory-maintenances': 'LSCED',
    documents: 'LSCED',
    'meter-readings': 'LSCED',
    'fuel-entries': 'LSCED',
  },
  moderator: {
    companies: '-----',
    branches: 'LS---',
    employees: 'LSCED',
    vehicles: 'LSCED',
    'general-maintenances': 'LSCED',
    'mandatory-maintenances': 'LSCED',
    documents: 'LSCED',
    'meter-readings': 'LSCED',
    'fuel-entries': 'LSCED',
  },
  user: {
    companies: '-----',
    branches: 'LS---',
    employees: '-----',
    vehicles: 'LS---',
    'general-maintenances': 'LSCE-',
    'mandatory-maintenances': 'LSCE-',
    documents: 'LS---',
    'meter-readings': 'LSCE-',
    'fuel-entries': 'LSCE-',
  },
};

const cases = ROLES.flatMap((role) =>
  RESOURCES.flatMap((resource) =>
    ACTIONS.map((action, index) => ({
      role,
      resource,
      action,
      allowed: expected[role][resource][index] !== '-',
    })),
  ),
);

describe('the role matrix', () => {
  it.each(cases)('$role $action $resource → $allowed', ({ role, resource, action, allowed }) => {
    expect(canAccess(role, resource as Resource, action as Action)).toBe(allowed);
  });
});

describe('roles a role may grant', () => {
  it.each([
    ['superadmin', ['superadmin', 'admin', 'moderator', 'user']],
    ['admin', ['admin', 'moderator', 'user']],
    ['moderator', ['user']],
    ['user', []],
  ] as const)('%s may grant %j', (role, roles) => {
    expect(grantableRoles(role)).toEqual(roles);
  });
});

describe('scope', () => {
  it('only superadmins see every company; moderators and users see only their branches', () => {
    expect(ROLES.filter(seesAllCompanies)).toEqual(['superadmin']);
    expect(ROLES.filter(isBranchScoped)).toEqual(['moderator', 'user']);
  });
});

describe('the screens of the route table (docs/screens.md, Routes and access)', () => {
  const routeTable: Record<Resource, readonly Role[]> = {
    companies: ['superadmin'],
    branches: ['superadmin', 'admin'],
    employees: ['superadmin', 'admin', 'moderator'],
    vehicles: ROLES,
    'general-maintenances': ROLES,
    'mandatory-maintenances': ROLES,
    documents: ROLES,
    'meter-readings': ROLES,
    'fuel-entries': ROLES,
  };

  for (const resource of RESOURCES) {
    for (const role of ROLES) {
      const allowed = routeTable[resource].includes(role);
      it(`${role} ${allowed ? 'may' : 'may not'} open the ${resource} screen`, () => {
        expect(canOpenScreen(role, resource)).toBe(allowed);
      });
    }
  }

  it('opens a screen only to a role that may list what it shows', () => {
    for (const resource of RESOURCES) {
      for (const role of ROLES) {
        if (canOpenScreen(role, resource)) expect(canAccess(role, resource, 'list')).toBe(true);
      }
    }
  });
});

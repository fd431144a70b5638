import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  RESOURCES,
  canAccess,
  canOpenScreen,
  grantableRoles,
  isBranchScoped,
  readsHistory,
  seesAllCompanies,
  type Action,
  type Resource,
} from '../../contract/permissions';
import { ROLES, type Role } from '../../contract/roles';

/**
 * The matrix of docs/product.md, Roles and scope, written out in full: every role × resource × action,
 * read as a table, for the resources up to fuel entries. A resource added later writes its column out
 * in its own API test, tests/api/<resource>.test.ts, as the roles' answers (docs/adding-a-resource.md);
 * the last test here holds it to that.
 */
const expected: Record<Role, Partial<Record<Resource, string>>> = {
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

/** The resources written out above; the ones after them are written out in their own API tests. */
const WRITTEN_OUT = Object.keys(expected.superadmin) as Resource[];
const LATER = RESOURCES.filter((resource) => !WRITTEN_OUT.includes(resource));

const cases = ROLES.flatMap((role) =>
  WRITTEN_OUT.flatMap((resource) =>
    ACTIONS.map((action, index) => ({
      role,
      resource,
      action,
      allowed: expected[role][resource]![index] !== '-',
    })),
  ),
);

describe('the role matrix', () => {
  it.each(cases)('$role $action $resource → $allowed', ({ role, resource, action, allowed }) => {
    expect(canAccess(role, resource as Resource, action as Action)).toBe(allowed);
  });

  it('writes out every role of each resource above', () => {
    for (const role of ROLES) expect(Object.keys(expected[role]), role).toEqual(WRITTEN_OUT);
  });

  it.each(LATER)('%s, added later, has its own API test that writes out what each role may do', (resource) => {
    expect(existsSync(new URL(`../api/${resource}.test.ts`, import.meta.url)), `tests/api/${resource}.test.ts`).toBe(true);
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

  it('everyone but users reads history, each in their own scope (docs/history.md)', () => {
    expect(ROLES.filter(readsHistory)).toEqual(['superadmin', 'admin', 'moderator']);
  });
});

describe('the screens of the route table (docs/screens.md, Routes and access)', () => {
  // A resource added later opens to the roles that may list it (canOpenScreen); its API test says which.
  const routeTable: Partial<Record<Resource, readonly Role[]>> = {
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

  for (const resource of WRITTEN_OUT) {
    for (const role of ROLES) {
      const allowed = routeTable[resource]!.includes(role);
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

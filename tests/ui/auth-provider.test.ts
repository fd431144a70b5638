import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { ACTIONS, canAccess as contractCanAccess, canOpenScreen } from '../../contract/permissions';
import { ROLES, type Role } from '../../contract/roles';
import type { SessionUser } from '../../contract/schemas/auth';
import { createAuthProvider } from '../../src/authProvider/index';
import { apiResources, type FleetResource } from '../../src/dataProvider/apiResources';
import type { FleetRequest, HttpClient } from '../../src/dataProvider/httpClient';
import { readSelectedBranch, writeSelectedBranch } from '../../src/dataProvider/selectedBranch';

/*
 * The auth provider against a fake HTTP client: sign-in, the stored user, sign-out and what each
 * role may see.
 */

function userWith(role: Role): SessionUser {
  return {
    id: `${role}-1`,
    username: `${role}@fleet.test`,
    email: `${role}@fleet.test`,
    first_name: 'Ana',
    last_name: 'Berisha',
    role,
    company_id: role === 'superadmin' ? null : 'c1',
    time_zone: role === 'superadmin' ? 'UTC' : 'Europe/Tirane',
    branches: role === 'moderator' || role === 'user' ? [{ id: 'b1', name: 'North' }] : [],
  };
}

function fakeHttp(answer: (path: string, request?: FleetRequest) => unknown = () => ({})) {
  const http = vi.fn(async (path: string, request?: FleetRequest): Promise<unknown> => answer(path, request));
  return { http, authProvider: createAuthProvider(http as unknown as HttpClient) };
}

function signIn(user: SessionUser) {
  localStorage.setItem('userData', JSON.stringify(user));
}

const storedUser = () => localStorage.getItem('userData');

describe('login', () => {
  it('posts the username and password to /api/auth/login', async () => {
    const { http, authProvider } = fakeHttp(() => ({ data: userWith('admin') }));
    await authProvider.login({ username: 'admin@fleet.test', password: 'correct horse' });
    expect(http).toHaveBeenCalledTimes(1);
    expect(http).toHaveBeenCalledWith('/api/auth/login', {
      method: 'POST',
      body: { username: 'admin@fleet.test', password: 'correct horse' },
    });
  });

  it.each([
    ['superadmin', '/dashboard/companies'],
    ['admin', '/dashboard/branches'],
    ['moderator', '/dashboard/employee'],
    ['user', '/dashboard/vehicles'],
  ] as const)('stores a %s under userData and sends them to %s', async (role, home) => {
    const user = userWith(role);
    const { authProvider } = fakeHttp(() => ({ data: user }));
    await expect(authProvider.login({ username: user.username, password: 'secret-password' })).resolves.toEqual({ redirectTo: home });
    expect(JSON.parse(storedUser() ?? 'null')).toEqual(user);
  });

  it('goes on to the screen that sent the person to sign in (a QR label), never to another site', async () => {
    const user = userWith('user');
    const { http, authProvider } = fakeHttp(() => ({ data: user }));
    const next = '/dashboard/v/3f9a1c0d5b7e2a64';
    await expect(authProvider.login({ username: user.username, password: 'pw', next })).resolves.toEqual({ redirectTo: next });
    // The password travels alone: where to go next is the browser's business.
    expect(http).toHaveBeenLastCalledWith('/api/auth/login', { method: 'POST', body: { username: user.username, password: 'pw' } });
    for (const elsewhere of [
      '//evil.example/dashboard/',
      'https://evil.example/dashboard/x',
      '/dashboard//evil.example',
      '/\\evil.example',
      '/sign-up',
    ]) {
      await expect(authProvider.login({ username: user.username, password: 'pw', next: elsewhere })).resolves.toEqual({
        redirectTo: '/dashboard/vehicles',
      });
    }
  });

  it('stores nothing when the server refuses the sign-in, and fails with its error', async () => {
    const refusal = new HttpError('Invalid username or password', 401, { message: 'Invalid username or password' });
    const { authProvider } = fakeHttp(() => {
      throw refusal;
    });
    await expect(authProvider.login({ username: 'ana', password: 'wrong-password' })).rejects.toBe(refusal);
    expect(storedUser()).toBeNull();
  });
});

describe('checkAuth', () => {
  it('rejects towards /sign-in when no user is stored', async () => {
    const { authProvider } = fakeHttp();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/sign-in' });
  });

  it('rejects towards /sign-in when the stored user is not readable', async () => {
    localStorage.setItem('userData', '{not json');
    const { authProvider } = fakeHttp();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/sign-in' });
  });

  it('resolves when a user is stored, without asking the server', async () => {
    signIn(userWith('user'));
    const { http, authProvider } = fakeHttp();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(http).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('forgets the stored user and the chosen branch but keeps the theme', async () => {
    signIn(userWith('moderator'));
    writeSelectedBranch('b1');
    localStorage.setItem('vite-ui-theme', 'dark');
    const { authProvider } = fakeHttp();

    await authProvider.logout({});

    expect(storedUser()).toBeNull();
    expect(readSelectedBranch()).toBe('');
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
  });

  it('sends the user to /sign-in', async () => {
    const { authProvider } = fakeHttp();
    await expect(authProvider.logout({})).resolves.toBe('/sign-in');
  });

  it('after it, checkAuth rejects', async () => {
    signIn(userWith('admin'));
    const { authProvider } = fakeHttp();
    await authProvider.logout({});
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/sign-in' });
  });
});

describe('checkError', () => {
  it('rejects a 401 (the client has already tried its one refresh): the session is over', async () => {
    const { authProvider } = fakeHttp();
    await expect(authProvider.checkError(new HttpError('You are not signed in', 401))).rejects.toMatchObject({ redirectTo: '/sign-in' });
  });

  it.each([403, 404, 500, 0])('resolves a %i: the user stays signed in', async (status) => {
    const { authProvider } = fakeHttp();
    await expect(authProvider.checkError(new HttpError('no', status))).resolves.toBeUndefined();
  });
});

describe('canAccess', () => {
  const routeNames = Object.keys(apiResources) as FleetResource[];
  const table = ROLES.flatMap((role) =>
    routeNames.flatMap((resource) =>
      ACTIONS.map((action) => ({
        role,
        resource,
        action,
        // Opening a screen (its list) follows the route table of docs/screens.md, Routes and access; every other action, the matrix.
        allowed: action === 'list' ? canOpenScreen(role, apiResources[resource]) : contractCanAccess(role, apiResources[resource], action),
      })),
    ),
  );

  it.each(table)('$role $action $resource → $allowed, as contract/permissions says', async ({ role, resource, action, allowed }) => {
    signIn(userWith(role));
    const { authProvider } = fakeHttp();
    await expect(authProvider.canAccess!({ resource, action })).resolves.toBe(allowed);
  });

  it.each([
    ['superadmin', 'list', 'companies', true],
    ['admin', 'list', 'companies', false],
    ['admin', 'delete', 'branches', true],
    // The API lets a moderator read branches (the selector), but the branches screen is not theirs.
    ['moderator', 'list', 'branches', false],
    ['moderator', 'create', 'branches', false],
    ['moderator', 'delete', 'employee', true],
    ['user', 'list', 'employee', false],
    ['user', 'list', 'vehicles', true],
    ['user', 'create', 'vehicles', false],
    ['user', 'edit', 'voluntary-maintenance', true],
    ['user', 'delete', 'voluntary-maintenance', false],
    ['user', 'delete', 'mandatory-maintenance', false],
  ] as const)('a %s may %s %s: %s', async (role, action, resource, allowed) => {
    signIn(userWith(role));
    const { authProvider } = fakeHttp();
    await expect(authProvider.canAccess!({ resource, action })).resolves.toBe(allowed);
  });

  it('grants nothing when nobody is signed in', async () => {
    const { authProvider } = fakeHttp();
    for (const resource of routeNames) {
      await expect(authProvider.canAccess!({ resource, action: 'list' })).resolves.toBe(false);
    }
  });
});

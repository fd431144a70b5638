import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { ResourceContextProvider, memoryStore, type AuthProvider, type DataProvider } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import type { Role } from '../../../contract/roles';
import { createAuthProvider } from '../../../src/authProvider';
import { writeUserData } from '../../../src/authProvider/userData';
import type { HttpClient } from '../../../src/dataProvider/httpClient';
import { i18nProvider } from '../../../src/i18n';
import { Toaster } from '../../../src/layout/notifications/Toaster';
import { QUERY_DEFAULTS } from '../../../src/providers';

export const COMPANY_ID = '00000000-0000-4000-8000-0000000000c1';

interface RenderOptions {
  /** The signed-in role; permissions come from the real table in contract/. */
  role?: Role;
  /** Only the calls the test expects; any other call fails the test loudly. */
  dataProvider?: Record<string, unknown>;
  /** The resource the screen belongs to (its route name, e.g. 'vehicles'). */
  resource?: string;
  /** Where the router starts, for screens that read the URL. */
  path?: string;
  /** Calls of the real auth provider replaced, e.g. to hold react-admin's own checks. */
  authProvider?: Partial<AuthProvider>;
  /** The stored user is gone, as after signing out in another tab. */
  signedOut?: boolean;
}

function unexpected(name: string) {
  return () => Promise.reject(new Error(`unexpected data provider call: ${name}`));
}

/**
 * Renders a Fleet component inside react-admin's real context: the app's own i18n (English unless
 * the test changes it), the real auth provider reading a stored user of the given role, a data
 * provider made of the test's fakes, a fresh query cache and store, and the toaster, so toasts are
 * on screen like in the app.
 */
export function renderWithAdmin(ui: ReactElement, options: RenderOptions = {}) {
  const role = options.role ?? 'admin';
  writeUserData({
    id: '00000000-0000-4000-8000-00000000000a',
    username: role,
    email: `${role}@fleet.test`,
    first_name: null,
    last_name: null,
    role,
    company_id: role === 'superadmin' ? null : COMPANY_ID,
    time_zone: 'UTC',
    branches: [],
  });
  if (options.signedOut) writeUserData(null);
  const names = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'];
  const dataProvider = {
    ...Object.fromEntries(names.map((name) => [name, unexpected(name)])),
    ...options.dataProvider,
  } as DataProvider;
  // The app's own query settings (docs/screens.md, States), in a cache of the test's own.
  const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  const authProvider = {
    ...createAuthProvider((() => Promise.reject(new Error('no http in component tests'))) as unknown as HttpClient),
    ...options.authProvider,
  };
  return render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
      >
        <Toaster />
        <ResourceContextProvider value={options.resource ?? 'vehicles'}>{ui}</ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

import { QueryClient, keepPreviousData, type DefaultOptions } from '@tanstack/react-query';
import { localStorageStore, type Store } from 'ra-core';
import { createAuthProvider } from './authProvider';
import { readUserData, writeUserData } from './authProvider/userData';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './dataProvider/httpClient';
import { i18nProvider, preloadCatalogue } from './i18n';
import { withOutbox } from './outbox/keepCreates';

/**
 * The one HTTP client: both providers and the sign-out share its cookies and its single refresh.
 * When that refresh fails the stored user goes at once, so that a reload or another tab does not
 * show a signed-in screen; react-admin then sends this tab to sign in (authProvider.checkError).
 */
export const http = createHttpClient({
  translate: (key, args) => i18nProvider.translate(key, args),
  onSessionEnded: () => writeUserData(null),
});

// Fuel, meter readings and issues made without a connection wait in the outbox (docs/yard.md, Offline),
// named by the plate of a vehicle the screens have read.
export const dataProvider = withOutbox(
  createDataProvider(http),
  http,
  () => readUserData()?.id,
  (vehicleId) => plateRead(vehicleId),
);
export const authProvider = createAuthProvider(http);

/**
 * docs/screens.md, States: lists refetch when the window regains focus, are stale at once, and keep the previous
 * page on screen while the next one loads. A failed call is not repeated: the user sees its message.
 */
export const QUERY_DEFAULTS: DefaultOptions = {
  // Offline a read is still tried once, since the service worker may answer it (src/sw/sw.ts), and a
  // create goes to the data provider, which keeps it in the outbox: react-query waits for neither.
  queries: { refetchOnWindowFocus: true, staleTime: 0, placeholderData: keepPreviousData, retry: false, networkMode: 'offlineFirst' },
  mutations: { retry: false, networkMode: 'always' },
};

export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });

/**
 * react-admin's store (list settings, chosen columns, language). Sign-out resets it, but the chosen
 * language is the person's, not the session's, so it stays.
 */
function storeKeepingLanguage(store: Store): Store {
  return {
    ...store,
    reset() {
      const locale = store.getItem<string>('locale');
      store.reset();
      if (locale) store.setItem('locale', locale);
    },
  };
}

/** A vehicle's plate as some screen read it (its details, a list, its label's quick actions), if one did. */
function plateRead(vehicleId: string): string | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: ['vehicles'] })) {
    const records: unknown[] = Array.isArray((data as { data?: unknown })?.data) ? (data as { data: unknown[] }).data : [data];
    for (const record of records) {
      const vehicle = record as { id?: unknown; license_plate?: unknown } | undefined;
      if (vehicle && String(vehicle.id) === vehicleId && typeof vehicle.license_plate === 'string') return vehicle.license_plate;
    }
  }
  return undefined;
}

export const store = storeKeepingLanguage(localStorageStore(undefined, 'Fleet'));
preloadCatalogue(store.getItem<string>('locale'));

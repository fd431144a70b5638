/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import { KEPT_READS, YARD_CACHE } from './keptReads';
import { listenForPush } from './push';

/*
 * Fleet's service worker (docs/yard.md, Offline): the app shell and every screen's code are kept at
 * install (vite-plugin-pwa lists them into __WB_MANIFEST at build), every address of the app opens
 * index.html even without a network, and the reads a driver's screens need in the yard (their vehicles,
 * the forms they may fill) are answered from the network when it answers and from the last answer kept
 * when it does not. Writes never pass through here: the page's outbox keeps them (src/outbox/).
 *
 * A new version waits until the person says so (src/sw/registration.ts) or until every tab of the old
 * one is closed, so that no screen runs against code it was not built with.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open page at once, so that what the page reads next is kept; a later
// version claims the pages only once the person has chosen to reload into it (it waits until then).
clientsClaim();

// Every screen is the one page: /dashboard/…, /v/<code>, /sign-in. The API and the API's docs are not.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && KEPT_READS.some((read) => read.test(url.pathname)),
  new NetworkFirst({
    cacheName: YARD_CACHE,
    // A yard's one bar of signal answers slowly: after this long the kept answer is shown.
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: 14 * 24 * 3600 })],
  }),
);

// The page asks the new version to take over when the person chooses to reload (src/sw/registration.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

listenForPush(self);

/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core';
import { KEPT_READS, YARD_CACHE } from './keptReads';
import { listenForPush } from './push';
import { readYardCopy } from './yardCopy';
import { answerFromYardCopy, YARD_COPY_MAX_AGE_MS } from './yardCopyAnswers';

/*
 * Fleet's service worker (docs/yard.md, Offline): the app shell and every screen's code are kept at
 * install (vite-plugin-pwa lists them into __WB_MANIFEST at build), every address of the app opens
 * index.html even without a network, and the reads a driver's screens need in the yard (their vehicles,
 * the forms they may fill) are answered from the network when it answers, from the last answer kept
 * when it does not, and from the yard copy (src/sw/yardCopy.ts) when nothing was kept for that address.
 * Writes never pass through here: the page's outbox keeps them (src/outbox/).
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

/** When neither the network nor a kept answer has it: the yard copy's answer, if it holds one. */
const fromYardCopy: WorkboxPlugin = {
  async handlerDidError({ request }) {
    const copy = await readYardCopy().catch(() => undefined);
    const body = copy && answerFromYardCopy(new URL(request.url), copy, Date.now());
    return body === undefined ? undefined : Response.json(body, { headers: { 'x-fleet-answered-by': 'yard-copy' } });
  },
};

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && KEPT_READS.some((read) => read.test(url.pathname)),
  new NetworkFirst({
    cacheName: YARD_CACHE,
    // A yard's one bar of signal answers slowly: after this long the kept answer is shown. Below the
    // page's own 5 s (src/dataProvider/httpClient.ts), which would otherwise give up first.
    networkTimeoutSeconds: 3,
    plugins: [new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: YARD_COPY_MAX_AGE_MS / 1000 }), fromYardCopy],
  }),
);

// The page asks the new version to take over when the person chooses to reload (src/sw/registration.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

listenForPush(self);

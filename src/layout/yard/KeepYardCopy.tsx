import { useEffect } from 'react';
import { http } from '../../providers';
import { readUserData } from '../../authProvider/userData';
import { renewYardCopy } from './renewYardCopy';

/**
 * Keeps the signed-in person's yard copy (docs/yard.md, Offline) on a device whose service worker
 * answers from it: when the screens open after sign-in, when the service worker takes the page, and when
 * the signal returns. Where no service worker runs (the browser tests that block it, a plain http
 * address, jsdom) nothing would ever read the copy, so nothing is read for it.
 */
export function KeepYardCopy({ personId }: { personId: string }) {
  useEffect(() => {
    const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!workers) return;
    const renew = () => {
      if (!navigator.onLine || !workers.controller) return;
      // A head start only: offline, the screens say when they cannot load.
      renewYardCopy(http, personId, () => readUserData()?.id).catch(() => undefined);
    };
    renew();
    window.addEventListener('online', renew);
    workers.addEventListener('controllerchange', renew);
    return () => {
      window.removeEventListener('online', renew);
      workers.removeEventListener('controllerchange', renew);
    };
  }, [personId]);
  return null;
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { http } from '../../providers';
import { sendWaiting } from '../../outbox/send';
import { useOutbox } from '../../outbox/useOutbox';
import { showToast } from '../notifications/toasts';

/** How often what waits is tried again while the browser believes it is online but the server did not answer. */
const RETRY_MS = 30_000;

/**
 * Sends what waits in the outbox (docs/yard.md, Offline): when the signed-in screens open, when the
 * browser says the connection is back, and every 30 s while something waits. Says what went and what
 * the server refused; the lists on screen are read again once something went.
 */
export function OutboxSender({ employeeId }: { employeeId: string }) {
  const entries = useOutbox(employeeId);
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const waiting = entries?.filter((entry) => !entry.refused).length ?? 0;

  useEffect(() => {
    if (waiting === 0) return;
    const send = async () => {
      if (!navigator.onLine) return;
      const report = await sendWaiting(http, employeeId);
      if (report.sent > 0) {
        showToast({ title: translate('fleet.outbox.sent', { smart_count: report.sent }), variant: 'success' });
        void queryClient.invalidateQueries();
      }
      if (report.refused > 0) {
        showToast({ title: translate('fleet.outbox.refused', { smart_count: report.refused }), variant: 'destructive' });
      }
    };
    void send();
    window.addEventListener('online', send);
    const timer = window.setInterval(() => void send(), RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [waiting, employeeId, queryClient, translate]);
  return null;
}

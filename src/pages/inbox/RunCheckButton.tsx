import { Button } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { managesCompanyReminders } from '../../../contract/permissions';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import type { FleetDataProvider } from '../../dataProvider';
import { showToast } from '../../layout/notifications/toasts';
import { useAction } from '../../layout/notifications/useAction';

/** For a company's admins: the daily check, now; it raises only what the daily one would. */
export function RunCheckButton() {
  const translate = useTranslate();
  const role = useSignedInUser()?.role;
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const { busy, run } = useAction();
  if (!role || !managesCompanyReminders(role)) return null;
  const check = async () => {
    const raised = await run(() => dataProvider.runReminderCheck(), 'fleet.inbox.check_failed');
    if (raised === undefined) return;
    showToast({ title: translate('fleet.inbox.check_done', { smart_count: raised }), variant: 'success' });
    // The inbox and the deliveries show what it raised.
    await queryClient.invalidateQueries({ predicate: (query) => ['inbox', 'deliveries'].includes(String(query.queryKey[0])) });
  };
  return (
    <Button variant="outlined" size="small" disabled={busy} onClick={() => void check()}>
      {translate('fleet.inbox.run_check')}
    </Button>
  );
}

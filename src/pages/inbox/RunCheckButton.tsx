import { useState } from 'react';
import { Button } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { managesCompanyReminders } from '../../../contract/permissions';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import type { FleetDataProvider } from '../../dataProvider';
import { errorText } from '../../layout/notifications/errorText';
import { showToast } from '../../layout/notifications/toasts';

/** For a company's admins: the daily check, now; it raises only what the daily one would. */
export function RunCheckButton() {
  const translate = useTranslate();
  const role = useSignedInUser()?.role;
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  if (!role || !managesCompanyReminders(role)) return null;
  const run = async () => {
    setRunning(true);
    try {
      const raised = await dataProvider.runReminderCheck();
      showToast({ title: translate('fleet.inbox.check_done', { smart_count: raised }), variant: 'success' });
      // The inbox and the deliveries show what it raised.
      await queryClient.invalidateQueries({ predicate: (query) => ['inbox', 'deliveries'].includes(String(query.queryKey[0])) });
    } catch (error) {
      showToast({ title: translate('fleet.inbox.check_failed'), description: errorText(error, translate), variant: 'destructive' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button variant="outlined" size="small" disabled={running} onClick={() => void run()}>
      {translate('fleet.inbox.run_check')}
    </Button>
  );
}

import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { managesCompanyReminders } from '../../../contract/permissions';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { CalendarCard } from './CalendarCard';
import { CompanyReminders } from './CompanyReminders';
import { DeliveryLog } from './DeliveryLog';
import { PersonalSettings } from './PersonalSettings';
import { WebhooksCard } from './WebhooksCard';

/**
 * docs/reminders.md: how reminders reach the signed-in person (the inbox, email, a calendar), and for
 * a company's admins when the company's check runs, its webhooks, and how its deliveries went.
 */
export function ReminderSettings() {
  const translate = useTranslate();
  const user = useSignedInUser();
  const admin = user && user.company_id && managesCompanyReminders(user.role);
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <ScreenTitle title={translate('fleet.reminder_settings.title')} />
      <PersonalSettings />
      <CalendarCard />
      {admin && <CompanyReminders companyId={user.company_id!} />}
      {admin && <WebhooksCard />}
      {admin && (
        <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
          <DeliveryLog />
        </Box>
      )}
    </Box>
  );
}

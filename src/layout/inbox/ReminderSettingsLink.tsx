import { Button } from '@mui/material';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { useBasename, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { receivesReminders } from '../../../contract/permissions';
import { useSignedInUser } from '../../authProvider/useSignedInUser';

/** The way to one's reminder settings, from the bell and the inbox; none for a superadmin, who gets no reminders. */
export function ReminderSettingsLink({ onClick }: { onClick?: () => void }) {
  const translate = useTranslate();
  const basename = useBasename();
  const role = useSignedInUser()?.role;
  if (!role || !receivesReminders(role)) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={`${basename}/reminder-settings`}
      onClick={onClick}
      startIcon={<SettingsIcon fontSize="small" />}
    >
      {translate('fleet.reminder_settings.open')}
    </Button>
  );
}

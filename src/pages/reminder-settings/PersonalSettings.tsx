import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useGetList, useTranslate } from 'ra-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../contract/languages';
import { MAX_PAGE_SIZE } from '../../../contract/schemas/common';
import type { NotificationSettings } from '../../../contract/schemas/notification-settings';
import type { FleetDataProvider } from '../../dataProvider';
import { useLanguage } from '../../i18n/useLanguage';
import { errorText } from '../../layout/notifications/errorText';
import { showToast } from '../../layout/notifications/toasts';
import { useAction } from '../../layout/notifications/useAction';
import { TitledCard } from '../../resources/shared/CardTitle';
import { PushSwitch } from './PushSwitch';

/**
 * What the signed-in person is told of, and where (docs/reminders.md, Who is told): the inbox and
 * email on or off, the language of the email, and every branch they see or only some; and
 * notifications on the device they are using, which take effect at once.
 */
export function PersonalSettings() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { data: settings, error } = useQuery({ queryKey: ['notificationSettings'], queryFn: () => dataProvider.getNotificationSettings() });
  return (
    <TitledCard id="personal-reminders-title" title={translate('fleet.reminder_settings.personal_title')}>
      {error ? (
        <Alert severity="error">{errorText(error, translate)}</Alert>
      ) : (
        settings && <PersonalForm key={settings.version} settings={settings} />
      )}
    </TitledCard>
  );
}

/** Sends a test email to the person's address, to see that email reaches them. */
function TestEmailButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { busy, run } = useAction();
  const send = async () => {
    const to = await run(() => dataProvider.sendTestEmail(), 'fleet.reminder_settings.test_email_failed');
    if (to !== undefined) showToast({ title: translate('fleet.reminder_settings.test_email_sent', { to }), variant: 'success' });
  };
  return (
    <Button variant="outlined" disabled={busy} onClick={() => void send()}>
      {translate('fleet.reminder_settings.test_email')}
    </Button>
  );
}

function PersonalForm({ settings }: { settings: NotificationSettings }) {
  const translate = useTranslate();
  const uiLanguage = useLanguage();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const [inApp, setInApp] = useState(settings.in_app);
  const [email, setEmail] = useState(settings.email);
  // Until first saved, the email's language is the one the person uses Fleet in.
  const [language, setLanguage] = useState<Language>(settings.version === 0 ? uiLanguage : settings.language);
  const [branches, setBranches] = useState<string[] | null>(settings.branches);
  const { busy: saving, run } = useAction();
  const { data: visible = [] } = useGetList('branches', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });

  const save = async () => {
    const saved = await run(
      () => dataProvider.updateNotificationSettings({ in_app: inApp, email, language, branches, version: settings.version }),
      'fleet.reminder_settings.save_failed',
    );
    if (!saved) return;
    showToast({ title: translate('fleet.reminder_settings.saved'), variant: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['notificationSettings'] });
  };

  const toggleBranch = (id: string, on: boolean) =>
    setBranches((current) => {
      const list = current ?? [];
      return on ? [...list, id] : list.filter((branch) => branch !== id);
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormGroup>
        <FormControlLabel
          control={<Switch checked={inApp} onChange={(event) => setInApp(event.target.checked)} />}
          label={translate('fleet.reminder_settings.in_app')}
        />
        <FormControlLabel
          control={<Switch checked={email} onChange={(event) => setEmail(event.target.checked)} />}
          label={translate('fleet.reminder_settings.email')}
        />
      </FormGroup>
      {!settings.email_available && (
        <Alert severity="info" variant="outlined">
          {translate('fleet.reminder_settings.email_unavailable')}
        </Alert>
      )}
      <PushSwitch />
      <TextField
        select
        size="small"
        label={translate('fleet.reminder_settings.email_language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
        sx={{ maxWidth: 280 }}
      >
        {LANGUAGES.map((code) => (
          <MenuItem key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="reminder-branches-label">{translate('fleet.reminder_settings.branches')}</FormLabel>
        <RadioGroup
          aria-labelledby="reminder-branches-label"
          value={branches === null ? 'all' : 'some'}
          onChange={(event) => setBranches(event.target.value === 'all' ? null : [])}
        >
          <FormControlLabel value="all" control={<Radio />} label={translate('fleet.reminder_settings.all_branches')} />
          <FormControlLabel value="some" control={<Radio />} label={translate('fleet.reminder_settings.some_branches')} />
        </RadioGroup>
        {branches !== null && (
          <FormGroup sx={{ pl: 4 }} role="group" aria-labelledby="reminder-branches-label">
            {visible.map((branch) => (
              <FormControlLabel
                key={branch.id}
                control={
                  <Checkbox
                    checked={branches.includes(String(branch.id))}
                    onChange={(event) => toggleBranch(String(branch.id), event.target.checked)}
                  />
                }
                label={String(branch.name)}
              />
            ))}
            {branches.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {translate('fleet.reminder_settings.no_branch_chosen')}
              </Typography>
            )}
          </FormGroup>
        )}
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
        {settings.email_available && <TestEmailButton />}
      </Box>
    </Box>
  );
}

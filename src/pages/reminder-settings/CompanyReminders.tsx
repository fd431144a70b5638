import { useMemo, useState } from 'react';
import { Autocomplete, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import type { CompanySettings } from '../../../contract/schemas/company';
import { timeZoneNames } from '../../../contract/time-zones';
import type { FleetDataProvider } from '../../dataProvider';
import { readUserData, writeUserData } from '../../authProvider/userData';
import { showToast } from '../../layout/notifications/toasts';
import { useAction } from '../../layout/notifications/useAction';
import { CompanySettingsCard } from '../../resources/shared/CompanySettingsCard';
import { RunCheckButton } from '../inbox/RunCheckButton';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
/** The time it is now in the zone, hours and minutes (so that the send hour can be judged against it). */
const localTime = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());

/**
 * For a company's admins (docs/reminders.md, A company's today): the time zone its days are counted
 * in and the hour its daily check sends reminders, and the check now.
 */
export function CompanyReminders({ companyId }: { companyId: Identifier }) {
  const translate = useTranslate();
  return (
    <CompanySettingsCard companyId={companyId} id="company-reminders-title" title={translate('fleet.reminder_settings.company_title')}>
      {(settings) => <CompanyForm key={settings.version} companyId={companyId} settings={settings} />}
    </CompanySettingsCard>
  );
}

function CompanyForm({ companyId, settings }: { companyId: Identifier; settings: CompanySettings }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  // The company's own zone is offered even when the list spells it otherwise (saved as Asia/Calcutta, listed as Asia/Kolkata).
  const zones = useMemo(() => {
    const names = timeZoneNames();
    return names.includes(settings.time_zone) ? names : [settings.time_zone, ...names];
  }, [settings.time_zone]);
  const [timeZone, setTimeZone] = useState(settings.time_zone);
  const [sendHour, setSendHour] = useState(settings.send_hour);
  const { busy: saving, run } = useAction();

  const save = async () => {
    const { company_id: _company, ...kept } = settings;
    const saved = await run(
      () => dataProvider.updateCompanySettings(companyId, { ...kept, time_zone: timeZone, send_hour: sendHour }),
      'fleet.reminder_settings.save_failed',
    );
    if (!saved) return;
    // This browser counts "in n days" from the new zone at once (others when they next sign in).
    const user = readUserData();
    if (user && user.company_id === companyId) writeUserData({ ...user, time_zone: timeZone });
    showToast({ title: translate('fleet.reminder_settings.company_saved'), variant: 'success' });
    // Every status on screen counts from the company's day.
    await queryClient.invalidateQueries();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('fleet.reminder_settings.company_intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Autocomplete
          options={zones}
          value={timeZone}
          disableClearable
          onChange={(_event, value) => setTimeZone(value)}
          sx={{ minWidth: 260, flex: '1 1 260px', maxWidth: 360 }}
          renderInput={(params) => <TextField {...params} size="small" label={translate('fleet.reminder_settings.time_zone')} />}
        />
        <TextField
          select
          size="small"
          label={translate('fleet.reminder_settings.send_hour')}
          value={sendHour}
          onChange={(event) => setSendHour(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {HOURS.map((hour) => (
            <MenuItem key={hour} value={hour}>
              {hourText(hour)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('fleet.reminder_settings.local_time_now', { time: localTime(timeZone), zone: timeZone })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
        <RunCheckButton />
      </Box>
    </Box>
  );
}

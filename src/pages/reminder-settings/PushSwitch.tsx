import { useEffect, useState } from 'react';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import type { FleetDataProvider } from '../../dataProvider';
import { showToast } from '../../layout/notifications/toasts';
import { useAction } from '../../layout/notifications/useAction';
import { currentPushState, subscribeToPush, unsubscribeFromPush, type PushState } from '../../push/subscription';

/**
 * "Notifications on this device" (docs/reminders.md, Push): the person's reminders and new critical
 * issues shown by this browser as notifications. It acts at once, apart from the settings' Save: the
 * browser asks its permission when the person taps it on, never before.
 */
export function PushSwitch() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const [state, setState] = useState<PushState | undefined>(undefined);
  const { busy, run } = useAction();

  useEffect(() => {
    let current = true;
    // What cannot be read (the API away for a moment) shows as off: a tap turns it on again.
    currentPushState(dataProvider)
      .catch((): PushState => 'off')
      .then((read) => current && setState(read));
    return () => {
      current = false;
    };
  }, [dataProvider]);

  const toggle = async (on: boolean) => {
    const next = await run(
      () => (on ? subscribeToPush(dataProvider) : unsubscribeFromPush(dataProvider)),
      on ? 'fleet.reminder_settings.push_on_failed' : 'fleet.reminder_settings.push_off_failed',
    );
    if (next === undefined) return;
    setState(next);
    if (next === 'on') showToast({ title: translate('fleet.reminder_settings.push_turned_on'), variant: 'success' });
    else if (!on) showToast({ title: translate('fleet.reminder_settings.push_turned_off'), variant: 'success' });
  };

  const usable = state === 'on' || state === 'off';
  const note =
    state === 'unsupported'
      ? 'fleet.reminder_settings.push_unsupported'
      : state === 'denied'
        ? 'fleet.reminder_settings.push_denied'
        : 'fleet.reminder_settings.push_hint';
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={state === 'on'}
            disabled={!usable || busy}
            onChange={(event) => void toggle(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'push-switch-note' } }}
          />
        }
        label={translate('fleet.reminder_settings.push')}
      />
      <Typography id="push-switch-note" variant="body2" color="text.secondary" sx={{ pl: 6 }}>
        {translate(note)}
      </Typography>
    </Box>
  );
}

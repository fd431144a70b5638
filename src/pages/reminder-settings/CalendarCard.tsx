import { Alert, Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FleetDataProvider } from '../../dataProvider';
import { errorText } from '../../layout/notifications/errorText';
import { copyToClipboard } from '../../layout/notifications/copyToClipboard';
import { showToast } from '../../layout/notifications/toasts';
import { useAction } from '../../layout/notifications/useAction';
import { TitledCard } from '../../resources/shared/CardTitle';

/** An address a calendar subscribes to is absolute; Fleet may answer a path from its own origin. */
const absolute = (url: string) => new URL(url, window.location.origin).toString();

/**
 * The person's calendar feed (docs/reminders.md, Calendar feed): a secret address any calendar program
 * subscribes to, copied with a click; replacing it makes the old one stop working.
 */
export function CalendarCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const { data: url, error } = useQuery({ queryKey: ['calendarFeed'], queryFn: async () => absolute(await dataProvider.calendarFeed()) });
  const { busy: replacing, run } = useAction();

  const copy = async () => {
    if (!url) return;
    await copyToClipboard(url, {
      copied: translate('fleet.reminder_settings.calendar_copied'),
      failed: translate('fleet.reminder_settings.calendar_copy_failed'),
    });
  };
  const replace = async () => {
    const fresh = await run(async () => absolute(await dataProvider.calendarFeed(true)), 'fleet.reminder_settings.calendar_replace_failed');
    if (fresh === undefined) return;
    queryClient.setQueryData(['calendarFeed'], fresh);
    showToast({ title: translate('fleet.reminder_settings.calendar_replaced'), variant: 'success' });
  };

  return (
    <TitledCard id="calendar-title" title={translate('fleet.reminder_settings.calendar_title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('fleet.reminder_settings.calendar_intro')}
      </Typography>
      {error ? (
        <Alert severity="error">{errorText(error, translate)}</Alert>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <TextField
            size="small"
            fullWidth
            label={translate('fleet.reminder_settings.calendar_url')}
            value={url ?? ''}
            slotProps={{
              htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Button size="small" disabled={!url} onClick={() => void copy()}>
                      {translate('fleet.reminder_settings.calendar_copy')}
                    </Button>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box>
            <Button size="small" color="warning" variant="outlined" disabled={replacing || !url} onClick={() => void replace()}>
              {translate('fleet.reminder_settings.calendar_replace')}
            </Button>
          </Box>
        </Box>
      )}
    </TitledCard>
  );
}

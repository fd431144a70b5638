import { useState } from 'react';
import { Box, Button, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'ra-core';
import { MAX_HISTORY_RETENTION_DAYS, MIN_HISTORY_RETENTION_DAYS } from '../../../contract/history';
import type { CompanySettings } from '../../../contract/schemas/company';
import type { FleetDataProvider } from '../../dataProvider';
import { showToast } from '../../layout/notifications/toasts';
import { useAction } from '../../layout/notifications/useAction';
import { CompanySettingsCard } from '../../resources/shared/CompanySettingsCard';

/**
 * "Keep history": forever, or for a number of days (docs/history.md, Retention). A company setting,
 * saved with the others through the company's settings, but kept here, where its admin reads history.
 */
export function HistoryRetention({ companyId }: { companyId: Identifier }) {
  const translate = useTranslate();
  return (
    <CompanySettingsCard companyId={companyId} id="history-retention-title" title={translate('fleet.history.retention.title')}>
      {(settings) => <RetentionForm key={settings.version} companyId={companyId} settings={settings} />}
    </CompanySettingsCard>
  );
}

const inRange = (days: number) => Number.isInteger(days) && days >= MIN_HISTORY_RETENTION_DAYS && days <= MAX_HISTORY_RETENTION_DAYS;

function RetentionForm({ companyId, settings }: { companyId: Identifier; settings: CompanySettings }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const [forever, setForever] = useState(settings.history_retention_days === null);
  const [days, setDays] = useState(String(settings.history_retention_days ?? 365));
  const [tried, setTried] = useState(false);
  const { busy, run } = useAction();
  const range = translate('fleet.history.retention.range', { min: MIN_HISTORY_RETENTION_DAYS, max: MAX_HISTORY_RETENTION_DAYS });
  const wrong = !forever && !inRange(Number(days));

  const save = async () => {
    setTried(true);
    if (wrong) return;
    const { company_id: _company, ...kept } = settings;
    const saved = await run(
      () => dataProvider.updateCompanySettings(companyId, { ...kept, history_retention_days: forever ? null : Number(days) }),
      'fleet.history.retention.save_failed',
    );
    if (!saved) return;
    showToast({ title: translate('fleet.history.retention.saved'), variant: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['companySettings', companyId] });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('fleet.history.retention.intro')}
      </Typography>
      <RadioGroup
        aria-labelledby="history-retention-title"
        value={forever ? 'forever' : 'days'}
        onChange={(event) => setForever(event.target.value === 'forever')}
      >
        <FormControlLabel value="forever" control={<Radio />} label={translate('fleet.history.retention.forever')} />
        <FormControlLabel value="days" control={<Radio />} label={translate('fleet.history.retention.for_days')} />
      </RadioGroup>
      {!forever && (
        <TextField
          size="small"
          type="number"
          label={translate('fleet.history.retention.days')}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={tried && wrong}
          helperText={range}
          slotProps={{ htmlInput: { min: MIN_HISTORY_RETENTION_DAYS, max: MAX_HISTORY_RETENTION_DAYS, step: 1 } }}
          sx={{ maxWidth: 260 }}
        />
      )}
      <Box>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
      </Box>
    </Box>
  );
}

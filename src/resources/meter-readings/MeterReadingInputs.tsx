import { TextInput } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatKilometres } from '../../../contract/formats';
import { useLanguage } from '../../i18n/useLanguage';
import { DateInput } from '../shared/forms/DateInput';
import { CheckboxInput } from '../shared/forms/CheckboxInput';
import { DecimalInput } from '../shared/forms/DecimalInput';
import { KmInput } from '../shared/forms/KmInput';

const wide = { gridColumn: '1 / -1' };

/**
 * A meter reading of the vehicle on screen (docs/screens.md, Vehicle details, the Meter tab): the day,
 * the odometer as it shows, engine hours if kept, whether the meter was replaced, notes. An edit
 * changes the reading, its hours and notes only: the day and a replacement stay (docs/fleet-health.md).
 * A new reading is shown beside the vehicle's mileage now, which it may not be below unless back-dated
 * or the meter was replaced.
 */
export function MeterReadingInputs({ mode, mileage }: { mode: 'create' | 'edit'; mileage?: number }) {
  const translate = useTranslate();
  const language = useLanguage();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
      {mode === 'create' && <DateInput source="read_on" isRequired />}
      <KmInput source="km" helperText="resources.meter-readings.km_help" />
      <DecimalInput source="engine_hours" unit="h" />
      {mode === 'create' && mileage !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center', pb: 2.5, px: 1.5 }} data-testid="mileage-now">
          {translate('resources.meter-readings.mileage_now', { km: formatKilometres(mileage, language) })}
        </Typography>
      )}
      {mode === 'create' && (
        <Box sx={wide}>
          <CheckboxInput
            source="replacement"
            label="resources.meter-readings.replacement_label"
            helperText={translate('resources.meter-readings.replacement_help')}
          />
        </Box>
      )}
      <Box sx={wide}>
        <TextInput source="notes" multiline minRows={2} />
      </Box>
    </Box>
  );
}

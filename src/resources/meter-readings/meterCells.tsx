import { Box, Chip, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { formatKilometres, formatNumber } from '../../../contract/formats';
import { MAX_PLAUSIBLE_KM_PER_DAY } from '../../../contract/meter';
import { useLanguage } from '../../i18n/useLanguage';

/** Where a reading comes from, in words: typed in, imported, or the kind of record that holds it. */
export function SourceText(_: { source?: string; label?: string }) {
  const reading = useRecordContext();
  const translate = useTranslate();
  return reading ? <>{translate(`resources.meter-readings.sources.${reading.source}`)}</> : null;
}

/**
 * The vehicle's km at the reading, shown only where it differs from what the odometer showed: after a
 * meter replacement, when the km of the meters before count on top.
 */
export function TotalKmText(_: { source?: string; label?: string }) {
  const reading = useRecordContext();
  const translate = useTranslate();
  const language = useLanguage();
  if (typeof reading?.total_km !== 'number' || reading.total_km === reading.km) return null;
  return (
    <Tooltip title={translate('resources.meter-readings.total_tip', { km: formatKilometres(reading.km, language) })} describeChild>
      <span>{formatKilometres(reading.total_km, language)}</span>
    </Tooltip>
  );
}

/** Engine hours to a tenth, `1,234.5 h`, or nothing when not kept. */
export function EngineHoursText(_: { source?: string; label?: string }) {
  const reading = useRecordContext();
  const language = useLanguage();
  const hours = reading?.engine_hours;
  if (typeof hours !== 'number') return null;
  return <>{`${formatNumber(hours, language, Number.isInteger(hours) ? 0 : 1)} h`}</>;
}

/** A reading waiting for review (flagged) and a meter replacement each get a chip that says so. */
export function ReadingMarks(_: { source?: string; label?: string }) {
  const reading = useRecordContext();
  const translate = useTranslate();
  const language = useLanguage();
  if (!reading || (!reading.flagged && !reading.replacement)) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {reading.flagged && (
        <Tooltip
          title={translate('resources.meter-readings.flagged_tip', { km: formatKilometres(MAX_PLAUSIBLE_KM_PER_DAY, language) })}
          describeChild
        >
          <Chip size="small" color="warning" label={translate('resources.meter-readings.flagged')} sx={{ fontWeight: 600 }} data-flagged />
        </Tooltip>
      )}
      {reading.replacement && <Chip size="small" variant="outlined" color="info" label={translate('resources.meter-readings.replaced')} />}
    </Box>
  );
}

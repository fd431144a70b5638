import { Box, Tooltip } from '@mui/material';
import FlagIcon from '@mui/icons-material/Flag';
import { useRecordContext, useTranslate } from 'ra-core';
import { formatCost, formatDate, formatKilometres } from '../../../contract/formats';
import { MAX_PLAUSIBLE_KM_PER_DAY } from '../../../contract/meter';
import { useLanguage } from '../../i18n/useLanguage';

/** Small read-only cells in the fleet's formats (docs/product.md, Formats), in the user's language. */

export function DateText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{formatDate(record?.[source]) ?? translate('fleet.format.missing_date')}</>;
}

export function CostText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const language = useLanguage();
  return typeof record?.[source] === 'number' ? <>{formatCost(record[source], language)}</> : null;
}

export function KilometresText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const language = useLanguage();
  return typeof record?.[source] === 'number' ? <>{formatKilometres(record[source], language)}</> : null;
}

/**
 * The odometer a maintenance record or a fuel entry carries, in km. One that waits for review
 * (`flagged`) shows a flag beside it that says why (docs/fleet-health.md, The meter log).
 */
export function ReadingText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const language = useLanguage();
  const translate = useTranslate();
  if (typeof record?.[source] !== 'number') return null;
  const km = formatKilometres(record[source], language);
  if (record.flagged !== true) return <>{km}</>;
  const why = translate('resources.meter-readings.flagged_tip', { km: formatKilometres(MAX_PLAUSIBLE_KM_PER_DAY, language) });
  return (
    <Tooltip title={why} describeChild>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-flagged>
        {km}
        <FlagIcon fontSize="small" color="warning" titleAccess={translate('resources.meter-readings.flagged')} />
      </Box>
    </Tooltip>
  );
}

/** docs/screens.md, Tables: branch names joined by a comma, or "No Branch Assigned". */
export function BranchNames({ source = 'branches' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const branches = (record?.[source] ?? []) as { name: string }[];
  return <>{branches.length ? branches.map((branch) => branch.name).join(', ') : translate('fleet.format.no_branch')}</>;
}

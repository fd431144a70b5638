import { Box, Chip, IconButton, Link, Tooltip } from '@mui/material';
import DetailsIcon from '@mui/icons-material/VisibilityOutlined';
import { useBasename, useRecordContext, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_TIME_ZONE } from '../../../contract/time-zones';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { inspectionShowPath } from '../../resourceDefinitions/inspections';
import { formatWhen } from './when';

/*
 * The cells an inspection's row has wherever it is listed: the inspections (docs/screens.md, Inspections)
 * and a vehicle's Inspections tab.
 */

/** When it was made, in the reader's time zone; it opens the inspection read back. */
export function WhenLink(_: { source: string; label?: string }) {
  const inspection = useRecordContext();
  const basename = useBasename();
  const timeZone = useSignedInUser()?.time_zone ?? DEFAULT_TIME_ZONE;
  if (!inspection) return null;
  return (
    <Link component={RouterLink} to={inspectionShowPath(basename, inspection.id)} color="secondary" underline="hover">
      {formatWhen(inspection.inspected_at, timeZone)}
    </Link>
  );
}

/** All OK, or the defects it found; a critical one says so, in words as well as in colour. */
export function ResultCell(_: { source: string }) {
  const inspection = useRecordContext();
  const translate = useTranslate();
  if (!inspection) return null;
  const failed = Number(inspection.failed_count ?? 0);
  if (failed === 0) return <Chip size="small" color="success" variant="outlined" label={translate('resources.inspections.all_ok')} />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      <Chip
        size="small"
        color="warning"
        label={translate('resources.inspections.defects', { smart_count: failed })}
        sx={{ fontWeight: 600 }}
      />
      {inspection.critical_failed && (
        <Chip size="small" color="error" label={translate('resources.inspections.critical')} sx={{ fontWeight: 600 }} />
      )}
    </Box>
  );
}

/**
 * The row's Details: the inspection read back, a link, so it also opens in a new tab. `alone`, without
 * the row's other actions (a vehicle's tab), it keeps to the right of its cell.
 */
export function OpenInspection({ alone = false }: { alone?: boolean }) {
  const inspection = useRecordContext();
  const translate = useTranslate();
  const basename = useBasename();
  if (!inspection) return null;
  return (
    <Tooltip title={translate('fleet.form.details')}>
      <IconButton
        size="small"
        component={RouterLink}
        to={inspectionShowPath(basename, inspection.id)}
        aria-label={translate('fleet.form.details')}
        sx={alone ? { float: 'right' } : undefined}
      >
        <DetailsIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

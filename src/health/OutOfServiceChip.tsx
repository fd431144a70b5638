import { Box, Chip, Tooltip } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import BlockIcon from '@mui/icons-material/Block';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import { useTranslate } from 'ra-core';

/** A chip whose words may take two lines, for a phone's narrow key column. */
const WRAPS = {
  height: 'auto',
  minHeight: 24,
  fontSize: '0.75rem',
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'normal', lineHeight: 1.2, py: 0.25 },
} as const;

/**
 * A vehicle out of service (docs/inspections.md, Issues): an open critical issue keeps it off the road
 * until the issue is resolved. Said in words, with an icon, in the error colour, which the themes keep
 * at 4.5:1 (docs/accessibility.md); wherever the vehicle is shown: its row, its details, the overview
 * and the vehicle picker of new work. `tip` adds why, in a tooltip (not inside a picker's option);
 * `compact` lets the words take two lines (a phone's plate column).
 */
export function OutOfServiceChip({ tip = true, compact = false }: { tip?: boolean; compact?: boolean }) {
  const translate = useTranslate();
  const chip = (
    <Chip
      size="small"
      color="error"
      icon={<BlockIcon />}
      label={translate('resources.vehicles.out_of_service')}
      sx={[{ fontWeight: 600 }, compact && WRAPS]}
      data-testid="out-of-service"
    />
  );
  return tip ? (
    <Tooltip title={translate('resources.vehicles.out_of_service_tip')} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}

/**
 * How many open issues (open or in progress) a vehicle has, beside its plate; none shows nothing.
 * `compact` (a phone's plate column) shows the number alone, the words in its tooltip and for screen
 * readers.
 */
export function OpenIssuesChip({ count, compact = false }: { count: number; compact?: boolean }) {
  const translate = useTranslate();
  if (count <= 0) return null;
  const words = translate('resources.vehicles.open_issues', { smart_count: count });
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      icon={<ReportProblemIcon />}
      label={
        compact ? (
          <>
            <span aria-hidden="true">{count}</span>
            <Box component="span" sx={visuallyHidden}>
              {words}
            </Box>
          </>
        ) : (
          words
        )
      }
      sx={{ fontWeight: 600 }}
      data-testid="open-issues"
    />
  );
  return compact ? (
    <Tooltip title={words} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}

/** Whether a vehicle row says it is out of service; a row from before issues (no `in_service`) is in service. */
export function isOutOfService(vehicle: object | undefined): boolean {
  return (vehicle as { in_service?: unknown } | undefined)?.in_service === false;
}

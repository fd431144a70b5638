import { Chip, Tooltip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import { useTranslate } from 'ra-core';

/**
 * A vehicle out of service (docs/inspections.md, Issues): an open critical issue keeps it off the road
 * until the issue is resolved. Said in words, with an icon, in the error colour, which the themes keep
 * at 4.5:1 (docs/accessibility.md); wherever the vehicle is shown: its row, its details, the overview
 * and the vehicle picker of new work. `tip` adds why, in a tooltip (not inside a picker's option).
 */
export function OutOfServiceChip({ tip = true }: { tip?: boolean }) {
  const translate = useTranslate();
  const chip = (
    <Chip
      size="small"
      color="error"
      icon={<BlockIcon />}
      label={translate('resources.vehicles.out_of_service')}
      sx={{ fontWeight: 600 }}
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

/** How many open issues (open or in progress) a vehicle has, beside its plate; none shows nothing. */
export function OpenIssuesChip({ count }: { count: number }) {
  const translate = useTranslate();
  if (count <= 0) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      icon={<ReportProblemIcon />}
      label={translate('resources.vehicles.open_issues', { smart_count: count })}
      sx={{ fontWeight: 600 }}
      data-testid="open-issues"
    />
  );
}

/** Whether a vehicle row says it is out of service; a row from before issues (no `in_service`) is in service. */
export function isOutOfService(vehicle: object | undefined): boolean {
  return (vehicle as { in_service?: unknown } | undefined)?.in_service === false;
}

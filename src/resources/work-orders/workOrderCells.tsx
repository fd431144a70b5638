import { Box, Chip, Link, useMediaQuery, useTheme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useRecordContext, useTranslate } from 'ra-core';
import type { WorkOrderStatus } from '../../../contract/work-orders';
import { workOrderPath } from '../../resourceDefinitions/work-orders';
import { PriorityChip } from '../issues/issueCells';
import { VehiclePlateLink } from '../shared/maintenance/VehiclePlateLink';

type ChipLook = { color: 'default' | 'warning' | 'secondary' | 'success' | 'info'; variant: 'filled' | 'outlined' };

/** The ones still to be done catch the eye; completed and cancelled are the quiet cases. */
const STATUS_LOOK: Record<WorkOrderStatus, ChipLook> = {
  open: { color: 'warning', variant: 'outlined' },
  in_progress: { color: 'secondary', variant: 'outlined' },
  on_hold: { color: 'default', variant: 'outlined' },
  completed: { color: 'success', variant: 'outlined' },
  cancelled: { color: 'default', variant: 'outlined' },
};

/** Open, in progress, on hold, completed or cancelled, in the user's language. */
export function WorkOrderStatusChip({ status }: { status: WorkOrderStatus }) {
  const translate = useTranslate();
  if (!Object.hasOwn(STATUS_LOOK, status)) return null;
  return (
    <Chip
      size="small"
      {...STATUS_LOOK[status]}
      label={translate(`resources.work-orders.statuses.${status}`)}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}

export function StatusCell(_: { source?: string; label?: string }) {
  const workOrder = useRecordContext();
  return workOrder ? <WorkOrderStatusChip status={workOrder.status} /> : null;
}

export function PriorityCell(_: { source?: string; label?: string }) {
  const workOrder = useRecordContext();
  return workOrder ? <PriorityChip priority={workOrder.priority} /> : null;
}

/**
 * The title, a link to the work order's page. On a phone, where the table opens with the title and the
 * total only (phoneColumns.ts), the vehicle's plate and the status show beneath it.
 */
export function TitleCell({ vehicle = true }: { source?: string; label?: string; vehicle?: boolean }) {
  const workOrder = useRecordContext();
  const basename = useBasename();
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (!workOrder) return null;
  return (
    <>
      <Link
        component={RouterLink}
        to={workOrderPath(basename, workOrder.id)}
        underline="hover"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {workOrder.title}
      </Link>
      {onPhone && (
        <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {vehicle && <VehiclePlateLink source="vehicle_license_plate" />}
          <WorkOrderStatusChip status={workOrder.status} />
        </Box>
      )}
    </>
  );
}

/** The vendor doing it, or "In-house". */
export function VendorText(_: { source?: string; label?: string }) {
  const workOrder = useRecordContext();
  const translate = useTranslate();
  if (!workOrder) return null;
  return workOrder.vendor_name ? (
    <>{workOrder.vendor_name}</>
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {translate('resources.work-orders.in_house')}
    </Box>
  );
}

import { Box, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { DueStatusChip } from '../../health/DueStatusChip';
import { isOutOfService, OpenIssuesChip, OutOfServiceChip } from '../../health/OutOfServiceChip';
import { useDueText } from '../../health/useDueText';
import { worstStatus, type DueStatus } from '../../../contract/due-rules';
import { formatDate } from '../../../contract/formats';

/** Read-only cells of a vehicle, shared by the vehicles table and the details page. */

/** An interval in months, e.g. "12 months", in the user's language. */
export function MonthsText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const months = record?.[source];
  return typeof months === 'number' ? <>{translate('resources.vehicles.months', { smart_count: months })}</> : null;
}

/** The vehicle type as a capitalised word in the user's language; '/' when there is none (docs/screens.md, Vehicle details). */
export function VehicleTypeText({ source = 'type' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const type = record?.[source];
  return <>{typeof type === 'string' && type ? translate(`fleet.vehicle_types.${type}`, { _: type }) : '/'}</>;
}

/**
 * The plate, and beneath it whether the vehicle is out of service and how many open issues it has
 * (docs/inspections.md): on the first column, so a phone shows them too.
 */
export function PlateCell({ source = 'license_plate' }: { source?: string; label?: string }) {
  const vehicle = useRecordContext();
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (!vehicle) return null;
  const openIssues = typeof vehicle.open_issues === 'number' ? vehicle.open_issues : 0;
  const outOfService = isOutOfService(vehicle);
  return (
    <>
      {String(vehicle[source] ?? '')}
      {(outOfService || openIssues > 0) && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, mt: 0.5 }}>
          {outOfService && <OutOfServiceChip compact={onPhone} />}
          <OpenIssuesChip count={openIssues} compact={onPhone} />
        </Box>
      )}
    </>
  );
}

/** Notes on one line in a table cell; the whole text shows on hover. */
export function NotesCell({ source = 'notes' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const notes = record?.[source];
  if (typeof notes !== 'string' || !notes) return null;
  return (
    <Typography variant="body2" noWrap title={notes} sx={{ maxWidth: '16rem' }}>
      {notes}
    </Typography>
  );
}

/** The legislation control's status as a chip; the tooltip says when it falls due. */
export function LegislationStatusCell(_: { source?: string; label?: string }) {
  const vehicle = useRecordContext();
  const due = useDueText();
  if (!vehicle) return null;
  const next = vehicle.next_legislation_control as string | null;
  return (
    <DueStatusChip
      status={vehicle.legislation_status}
      detail={next ? `${due.dueOn(next)} · ${due.daysLeft(next, vehicle.time_zone)}` : undefined}
    />
  );
}

/** The mandatory service's status as a chip; the tooltip gives its date and km, whichever comes first. */
export function ServiceStatusCell(_: { source?: string; label?: string }) {
  const vehicle = useRecordContext();
  const due = useDueText();
  if (!vehicle) return null;
  const date = vehicle.next_service_date as string | null;
  const km = vehicle.next_service_km as number | null;
  const parts = [
    date && `${due.dueOn(date)} · ${due.daysLeft(date, vehicle.time_zone)}`,
    km !== null && `${due.atKm(km)} · ${due.kmLeft(km, vehicle.mileage)}`,
    vehicle.next_service_forecast &&
      vehicle.km_per_day &&
      due.forecast(vehicle.next_service_forecast as string, vehicle.km_per_day as number),
  ].filter(Boolean);
  return <DueStatusChip status={vehicle.service_status} detail={parts.length ? parts.join(' — ') : undefined} />;
}

/** The status of the vehicle's first expiring document as a chip; the tooltip says when it expires. */
export function DocumentsStatusCell(_: { source?: string; label?: string }) {
  const vehicle = useRecordContext();
  const due = useDueText();
  const translate = useTranslate();
  if (!vehicle) return null;
  const expires = vehicle.documents_expire_on as string | null;
  return (
    <DueStatusChip
      status={vehicle.documents_status}
      detail={
        expires
          ? `${translate('fleet.health.expires_on', { date: formatDate(expires) })} · ${due.daysLeft(expires, vehicle.time_zone)}`
          : undefined
      }
    />
  );
}

/**
 * The vehicle's most urgent status, the one chip a phone has room for; the tooltip says how each item
 * stands. Sorting by it puts the most urgent first (`next_due`).
 */
export function DueStatusCell(_: { source?: string; label?: string }) {
  const vehicle = useRecordContext();
  const translate = useTranslate();
  if (!vehicle) return null;
  const legislation = vehicle.legislation_status as DueStatus;
  const service = vehicle.service_status as DueStatus;
  const documents = vehicle.documents_status as DueStatus;
  const detail = [
    `${translate('fleet.health.legislation')}: ${translate(`fleet.due_status.${legislation}`)}`,
    `${translate('fleet.health.service')}: ${translate(`fleet.due_status.${service}`)}`,
    `${translate('fleet.health.documents')}: ${translate(`fleet.due_status.${documents}`)}`,
  ].join(' · ');
  return <DueStatusChip status={worstStatus(legislation, service, documents)} detail={detail} />;
}

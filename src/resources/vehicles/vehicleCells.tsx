import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';

/** Read-only cells of a vehicle, shared by the vehicles table and the details page. */

/** An interval in months, e.g. "12 months", in the user's language. */
export function MonthsText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const months = record?.[source];
  return typeof months === 'number' ? <>{translate('resources.vehicles.months', { smart_count: months })}</> : null;
}

/** The vehicle type as a capitalised word in the user's language; '/' when there is none (spec §2). */
export function VehicleTypeText({ source = 'type' }: { source?: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const type = record?.[source];
  return <>{typeof type === 'string' && type ? translate(`fleet.vehicle_types.${type}`, { _: type }) : '/'}</>;
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

import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useRecordContext } from 'ra-core';

/** A record's vehicle, by its plate, opening the vehicle's details (its whole maintenance history). */
export function VehiclePlateLink({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const basename = useBasename();
  if (!record?.vehicle_id) return null;
  return (
    <Link
      component={RouterLink}
      to={`${basename}/vehicles/${record.vehicle_id}/details`}
      color="secondary"
      underline="hover"
      sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}
    >
      {String(record[source] ?? '')}
    </Link>
  );
}

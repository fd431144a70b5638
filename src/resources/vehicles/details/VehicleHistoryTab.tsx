import { Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { useBasename, useRecordContext, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { vehicles } from '../../../resourceDefinitions/vehicles';
import { RecordHistory } from '../../shared/history/RecordHistory';

/**
 * docs/screens.md, History: the History tab — who changed what of the vehicle (its fields, its
 * branches, archived or restored) and when; the changes of its records (fuel, maintenance, work
 * orders) are on the History screen, filtered to the vehicle.
 */
export function VehicleHistory() {
  const vehicle = useRecordContext();
  const translate = useTranslate();
  const basename = useBasename();
  if (!vehicle) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <RecordHistory resource={vehicles.name} recordId={vehicle.id} />
        <Typography variant="body2" sx={{ mt: 2 }}>
          <MuiLink component={Link} to={`${basename}/history?vehicleId=${encodeURIComponent(String(vehicle.id))}`}>
            {translate('fleet.history.vehicle_records')}
          </MuiLink>
        </Typography>
      </CardContent>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { CostInput } from './CostInput';
import { VehicleInput } from './VehicleInput';
import { KmInput } from '../forms/KmInput';

/**
 * The form of a maintenance record, general or mandatory: the two differ only in their service type
 * and date inputs. Vehicle first, since a record is about a vehicle; then what was done, when, what
 * it cost and the odometer reading. Mileage is a text field that the contract turns into a whole
 * number, so that anything else gets its message.
 */
export function MaintenanceInputs({ serviceType, date }: { serviceType: ReactNode; date: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <VehicleInput />
      </Box>
      {serviceType}
      {date}
      <CostInput />
      <KmInput source="mileage" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput source="notes" multiline minRows={3} />
      </Box>
    </Box>
  );
}

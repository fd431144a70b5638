import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { BranchNames, DateText, KilometresText } from '../../shared/fields';
import { MonthsText, VehicleTypeText } from '../vehicleCells';
import { NextDue } from './NextDue';
import { VehicleDowntime } from './VehicleDowntime';

/**
 * docs/screens.md, Vehicle details, the vehicle info tab: each fact under its label, in the fleet's formats (dates
 * dd.MM.yyyy or N/A, km, months); type and notes read '/' when empty. Below, what falls due next and its time out of service.
 */
export function VehicleInfo() {
  const vehicle = useRecordContext();
  const translate = useTranslate();
  if (!vehicle) return null;
  const label = (field: string) => translate(`resources.vehicles.fields.${field}`);
  return (
    <>
      <Card variant="outlined">
        <CardContent>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 4, rowGap: 2.5 }}
          >
            <Fact label={label('license_plate')}>{vehicle.license_plate}</Fact>
            <Fact label={label('model')}>{vehicle.model}</Fact>
            <Fact label={label('type')}>
              <VehicleTypeText />
            </Fact>
            <Fact label={label('mileage')}>
              <KilometresText source="mileage" />
            </Fact>
            <Fact label={label('last_legislation_control')}>
              <DateText source="last_legislation_control" />
            </Fact>
            <Fact label={label('legislation_control_interval')}>
              <MonthsText source="legislation_control_interval" />
            </Fact>
            <Fact label={label('last_service_date')}>
              <DateText source="last_service_date" />
            </Fact>
            <Fact label={label('last_service_mileage')}>
              {vehicle.last_service_mileage === null ? '/' : <KilometresText source="last_service_mileage" />}
            </Fact>
            <Fact label={translate('resources.vehicles.details.service_interval')}>
              <MonthsText source="mandatory_service_interval" /> / <KilometresText source="mandatory_service_interval_km" />
            </Fact>
            <Fact label={label('branches')}>
              <BranchNames />
            </Fact>
            <Fact label={label('notes')} wide>
              {vehicle.notes ? vehicle.notes : '/'}
            </Fact>
          </Box>
        </CardContent>
      </Card>
      <NextDue />
      <VehicleDowntime />
    </>
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { formatNumber } from '../../../contract/formats';
import { useLanguage } from '../../i18n/useLanguage';
import { knownConsumption } from './fuelEconomy';

/**
 * docs/screens.md, Vehicle details, the Fuel tab: the vehicle's consumption (l/100 km and/or kWh/100 km)
 * and its cost per km, as its row carries them (docs/fuel.md), or what is still missing for them.
 */
export function FuelEconomy() {
  const vehicle = useRecordContext();
  const translate = useTranslate();
  const language = useLanguage();
  if (!vehicle) return null;
  const consumption = knownConsumption(vehicle.consumption);
  const costPerKm = typeof vehicle.cost_per_km === 'number' ? vehicle.cost_per_km : null;
  return (
    <Box component="section" aria-labelledby="fuel-economy-title">
      <Typography id="fuel-economy-title" variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {translate('resources.fuel.economy.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
        <Figure label={translate('resources.fuel.economy.consumption')} testId="fuel-consumption">
          {consumption.length
            ? consumption
                .map(({ unit, per100Km }) =>
                  translate('resources.fuel.economy.per_100_km', { value: formatNumber(per100Km, language, 2), unit }),
                )
                .join(' · ')
            : translate('resources.fuel.economy.not_enough_fills')}
        </Figure>
        <Figure label={translate('resources.fuel.economy.cost_per_km')} testId="fuel-cost-per-km">
          {costPerKm === null
            ? translate('resources.fuel.economy.not_enough_readings')
            : translate('resources.fuel.economy.per_km', { value: formatNumber(costPerKm, language, 3) })}
        </Figure>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, maxWidth: '60rem' }}>
        {translate('resources.fuel.economy.explained')}
      </Typography>
    </Box>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

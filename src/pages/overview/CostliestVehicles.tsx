import { Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'ra-core';
import type { VehicleCost } from '../../../contract/schemas/overview';
import { useChartFormats, useCostSeries, useWorkOrderSeries } from './chartFormats';
import { TitledCard } from '../../resources/shared/CardTitle';

/** The ten vehicles that cost most in the last 12 months, maintenance (general and mandatory) and fuel stacked; beside them, what work orders stand behind of their maintenance. */
export function CostliestVehicles({ vehicles }: { vehicles: VehicleCost[] }) {
  const translate = useTranslate();
  const formats = useChartFormats();
  const series = [...useCostSeries(), ...useWorkOrderSeries(vehicles)];
  // Archived vehicles still count: they cost money this year.
  const rows = vehicles.map((vehicle) => ({
    ...vehicle,
    plate: vehicle.is_active ? vehicle.license_plate : `${vehicle.license_plate} (${translate('fleet.overview.archived')})`,
  }));
  return (
    <TitledCard
      id="costliest-title"
      title={translate('fleet.overview.costliest_title')}
      caption={translate('fleet.overview.costliest_caption')}
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('fleet.overview.no_costs')}
        </Typography>
      ) : (
        <BarChart
          layout="horizontal"
          height={Math.max(220, rows.length * (series.length > 3 ? 52 : 36) + 80)}
          dataset={rows}
          yAxis={[{ scaleType: 'band', dataKey: 'plate', width: 110 }]}
          xAxis={[{ valueFormatter: (value: number) => formats.axisMoney(value) }]}
          series={series}
          localeText={{ noData: translate('fleet.overview.no_costs'), loading: translate('ra.page.loading') }}
          margin={{ left: 8, right: 28 }}
        />
      )}
    </TitledCard>
  );
}

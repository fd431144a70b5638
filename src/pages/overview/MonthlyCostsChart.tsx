import { Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'ra-core';
import type { MonthlyCost } from '../../../contract/schemas/overview';
import { COST_KINDS, useChartFormats, useCostSeries, useWorkOrderSeries } from './chartFormats';
import { TitledCard } from '../../resources/shared/CardTitle';

/** General and mandatory maintenance and fuel cost per month for the last 12 months, stacked, with their legend; beside them, what work orders stand behind of the maintenance (labour, parts, other). */
export function MonthlyCostsChart({ months }: { months: MonthlyCost[] }) {
  const translate = useTranslate();
  const formats = useChartFormats();
  const series = [...useCostSeries(), ...useWorkOrderSeries(months)];
  const total = months.reduce((sum, month) => sum + COST_KINDS.reduce((monthSum, kind) => monthSum + month[kind], 0), 0);
  // What work orders stand behind, part of the maintenance above, never added to it (docs/work-orders.md, Costs).
  const split = (key: 'labour' | 'parts' | 'other') =>
    formats.money(Math.round(months.reduce((sum, month) => sum + month[key] * 100, 0)) / 100);
  const fromWorkOrders = months.some((month) => month.labour + month.parts + month.other > 0);
  return (
    <TitledCard
      id="monthly-costs-title"
      title={translate('fleet.overview.costs_title')}
      caption={translate('fleet.overview.costs_caption')}
    >
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="costs-total">
        {translate('fleet.overview.total')}: {formats.money(Math.round(total * 100) / 100)}
      </Typography>
      {fromWorkOrders && (
        <Typography variant="body2" color="text.secondary" data-testid="costs-work-orders">
          {translate('fleet.overview.work_orders', { labour: split('labour'), parts: split('parts'), other: split('other') })}
        </Typography>
      )}
      <BarChart
        height={300}
        dataset={months}
        xAxis={[{ scaleType: 'band', dataKey: 'month', valueFormatter: (value: string) => formats.month(value) }]}
        yAxis={[{ valueFormatter: (value: number) => formats.axisMoney(value), width: 64 }]}
        series={series}
        localeText={{ noData: translate('fleet.overview.no_costs'), loading: translate('ra.page.loading') }}
        margin={{ left: 8, right: 8 }}
      />
    </TitledCard>
  );
}

import { Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatNumber } from '../../../contract/formats';
import type { MonthlyDowntime } from '../../../contract/schemas/overview';
import { useLanguage } from '../../i18n/useLanguage';
import { TitledCard } from '../../resources/shared/CardTitle';
import { useChartFormats } from './chartFormats';

/** Hours out of service per month for the last 12 months (docs/work-orders.md, Downtime), with their sum. */
export function DowntimeChart({ months }: { months: MonthlyDowntime[] }) {
  const translate = useTranslate();
  const language = useLanguage();
  const formats = useChartFormats();
  const theme = useTheme();
  const hours = (value: number | null) =>
    translate('fleet.downtime.hours', { hours: formatNumber(value ?? 0, language, (value ?? 0) % 1 ? 1 : 0) });
  const total = Math.round(months.reduce((sum, month) => sum + month.hours * 10, 0)) / 10;
  return (
    <TitledCard
      id="downtime-title"
      title={translate('fleet.downtime.overview_title')}
      caption={translate('fleet.downtime.overview_caption')}
    >
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="downtime-total">
        {translate('fleet.downtime.total')}: {hours(total)}
      </Typography>
      {total === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('fleet.downtime.none')}
        </Typography>
      ) : (
        <BarChart
          height={220}
          dataset={months}
          xAxis={[{ scaleType: 'band', dataKey: 'month', valueFormatter: (value: string) => formats.month(value) }]}
          yAxis={[{ width: 48 }]}
          series={[
            {
              dataKey: 'hours',
              label: translate('fleet.downtime.overview_title'),
              color: theme.palette.mode === 'dark' ? '#f87171' : '#dc2626',
              valueFormatter: hours,
            },
          ]}
          hideLegend
          margin={{ left: 8, right: 8 }}
        />
      )}
    </TitledCard>
  );
}

import { Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'ra-core';
import { formatNumber } from '../../../../contract/formats';
import type { FleetDataProvider } from '../../../dataProvider';
import { useLanguage } from '../../../i18n/useLanguage';
import { formatWhen } from '../../inspections/when';
import { useTimeZone } from '../../issues/timeZone';

/**
 * A vehicle's time out of service (docs/work-orders.md, Downtime), under its info: since when it is out
 * of service if it is, its hours in the last 12 months, and its latest periods.
 */
export function VehicleDowntime() {
  const vehicle = useRecordContext();
  const translate = useTranslate();
  const language = useLanguage();
  const timeZone = useTimeZone();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { data } = useQuery({
    queryKey: ['vehicle-downtime', vehicle?.id],
    queryFn: () => dataProvider.getVehicleDowntime(vehicle!.id),
    enabled: Boolean(vehicle),
  });
  if (!data) return null;
  const hours = (value: number) => translate('fleet.downtime.hours', { hours: formatNumber(value, language, value % 1 ? 1 : 0) });
  return (
    <Card variant="outlined" data-testid="vehicle-downtime">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate('fleet.downtime.title')}
        </Typography>
        {data.out_of_service_since && (
          <Typography color="error" sx={{ fontWeight: 600 }}>
            {translate('fleet.downtime.since', { when: formatWhen(data.out_of_service_since, timeZone) })}
          </Typography>
        )}
        <Typography>{translate('fleet.downtime.last_12_months', { hours: hours(data.hours_12_months) })}</Typography>
        {data.periods.length > 0 && (
          <Typography component="ul" variant="body2" color="text.secondary" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {data.periods.map((period) => (
              <li key={period.started_at}>
                {formatWhen(period.started_at, timeZone)} –{' '}
                {period.ended_at ? formatWhen(period.ended_at, timeZone) : translate('fleet.downtime.still')}: {hours(period.hours)}
              </li>
            ))}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import type { DueStatus } from '../../../../contract/due-rules';
import { formatDate } from '../../../../contract/formats';
import { TitledCard } from '../../shared/CardTitle';
import { DueStatusChip } from '../../../health/DueStatusChip';
import { useDueText } from '../../../health/useDueText';

/**
 * The vehicle's next legislation control, next mandatory service (by date and by km, whichever comes
 * first) and its first expiring document, each with its status and how far off it is. Archived vehicles
 * are not due for anything.
 */
export function NextDue() {
  const vehicle = useRecordContext();
  const translate = useTranslate();
  const due = useDueText();
  if (!vehicle || vehicle.is_active === false) return null;
  const legislation: string | null = vehicle.next_legislation_control;
  const serviceDate: string | null = vehicle.next_service_date;
  const serviceKm: number | null = vehicle.next_service_km;
  const papers: string | null = vehicle.documents_expire_on;
  const noInterval = translate('fleet.health.no_interval');

  return (
    <TitledCard sx={{ mt: 2 }} id="next-due-title" title={translate('fleet.health.next_due')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 3 }}>
        <DueItem title={translate('fleet.health.legislation')} status={vehicle.legislation_status}>
          {legislation ? <DueLine main={due.dueOn(legislation)} detail={due.daysLeft(legislation, vehicle.time_zone)} /> : noInterval}
        </DueItem>
        <DueItem title={translate('fleet.health.service')} status={vehicle.service_status}>
          {serviceDate && <DueLine main={due.dueOn(serviceDate)} detail={due.daysLeft(serviceDate, vehicle.time_zone)} />}
          {serviceKm !== null && (
            <DueLine
              main={serviceDate ? due.orAtKm(serviceKm) : due.atKm(serviceKm)}
              detail={[
                due.kmLeft(serviceKm, vehicle.mileage),
                vehicle.next_service_forecast && vehicle.km_per_day
                  ? due.forecast(vehicle.next_service_forecast, vehicle.km_per_day)
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          )}
          {!serviceDate && serviceKm === null && noInterval}
        </DueItem>
        <DueItem title={translate('fleet.health.documents')} status={vehicle.documents_status}>
          {papers ? (
            <DueLine
              main={translate('fleet.health.expires_on', { date: formatDate(papers) })}
              detail={due.daysLeft(papers, vehicle.time_zone)}
            />
          ) : (
            translate('fleet.health.no_expiry')
          )}
        </DueItem>
      </Box>
    </TitledCard>
  );
}

function DueItem({ title, status, children }: { title: string; status: DueStatus; children: ReactNode }) {
  return (
    <Box data-testid={`next-due-${title}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {title}
        </Typography>
        <DueStatusChip status={status} />
      </Box>
      <Box sx={{ fontWeight: 500 }}>{children}</Box>
    </Box>
  );
}

function DueLine({ main, detail }: { main: string; detail: string }) {
  return (
    <Typography component="p" sx={{ fontWeight: 500 }}>
      {main}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        ({detail})
      </Typography>
    </Typography>
  );
}

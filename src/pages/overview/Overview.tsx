import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatKilometres } from '../../../contract/formats';
import type { Overview as OverviewData } from '../../../contract/schemas/overview';
import { useLanguage } from '../../i18n/useLanguage';
import { DueThresholdsButton } from '../../resources/shared/health/DueThresholdsButton';
import { CostliestVehicles } from './CostliestVehicles';
import { DowntimeChart } from './DowntimeChart';
import { DueList } from './DueList';
import { MonthlyCostsChart } from './MonthlyCostsChart';
import { StatusCounts } from './StatusCounts';
import { DocumentCounts } from './DocumentCounts';
import { YardCard } from './YardCard';
import { useOverview } from './useOverview';
import { LoadFailed, LoadingBlock } from '../../layout/QueryState';
import { ScreenTitle } from '../../layout/ScreenTitle';

/**
 * The fleet at a glance (docs/screens.md, Overview), for every role, in the user's scope and the sidebar's branch:
 * vehicles by status, the yard's issues and inspections, what is overdue and due soon, and what maintenance cost
 * in the last 12 months, and how long vehicles were out of service.
 */
export function Overview() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useOverview();
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ScreenTitle title={translate('fleet.overview.title')} />
      {isPending ? (
        <LoadingBlock minHeight={240} />
      ) : error ? (
        <LoadFailed onRetry={refetch}>
          {translate('fleet.overview.failed')}: {error.message}
        </LoadFailed>
      ) : (
        <OverviewContent data={data} />
      )}
    </Box>
  );
}

function OverviewContent({ data }: { data: OverviewData }) {
  return (
    <>
      <StatusCounts vehicles={data.vehicles} />
      <DocumentCounts documents={data.documents} />
      <YardCard yard={data.yard} />
      {data.thresholds && <Thresholds thresholds={data.thresholds} />}
      <DueList due={data.due} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <MonthlyCostsChart months={data.monthly_costs} />
        <CostliestVehicles vehicles={data.costliest_vehicles} />
      </Box>
      <DowntimeChart months={data.downtime} />
    </>
  );
}

/** What "due soon" means for the user's company, and for its admins the way to change it. */
function Thresholds({ thresholds }: { thresholds: NonNullable<OverviewData['thresholds']> }) {
  const translate = useTranslate();
  const km = formatKilometres(thresholds.due_soon_km, useLanguage());
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" data-testid="thresholds">
        {translate('fleet.health.thresholds', { days: thresholds.due_soon_days, km })}
      </Typography>
      <DueThresholdsButton companyId={thresholds.company_id} />
    </Box>
  );
}

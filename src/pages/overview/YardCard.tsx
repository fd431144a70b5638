import type { ReactNode } from 'react';
import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { ISSUE_PRIORITIES } from '../../../contract/inspections';
import type { Yard } from '../../../contract/schemas/overview';
import { OutOfServiceChip } from '../../health/OutOfServiceChip';
import { vehicleDetailsPath } from '../../resourceDefinitions/vehicles';
import { TitledCard } from '../../resources/shared/CardTitle';
import { PriorityChip } from '../../resources/issues/issueCells';
import { openIssues, vehiclesOutOfService } from './vehiclesWithStatus';

/** Most urgent first, as a fleet manager reads them. */
const PRIORITIES = [...ISSUE_PRIORITIES].reverse();

/**
 * The yard at a glance (docs/inspections.md, Reminders and the overview): the open issues by priority,
 * each count opening the issues list filtered to it; the vehicles out of service, how many and the
 * first of them, each opening its details; and the inspections owed and not made in the last 7 days.
 * Three blocks side by side on a laptop, one beneath the other on a phone.
 */
export function YardCard({ yard }: { yard: Yard }) {
  const translate = useTranslate();
  return (
    <TitledCard id="yard-title" title={translate('fleet.overview.yard_title')} caption={translate('fleet.overview.yard_caption')}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          gap: { xs: 2.5, md: 3 },
        }}
      >
        <OpenIssues counts={yard.open_issues} />
        <OutOfService outOfService={yard.out_of_service} />
        <Block title={translate('fleet.overview.inspections_missed')}>
          <Typography
            variant="h4"
            component="p"
            sx={{ fontWeight: 700, color: yard.inspections_missed > 0 ? 'warning.main' : 'text.primary' }}
            data-testid="inspections-missed"
          >
            {yard.inspections_missed}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('fleet.overview.inspections_missed_caption')}
          </Typography>
        </Block>
      </Box>
    </TitledCard>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One link a priority, named by what it shows ("Critical 2"); a priority without any reads quieter. */
function OpenIssues({ counts }: { counts: Yard['open_issues'] }) {
  const translate = useTranslate();
  const total = PRIORITIES.reduce((sum, priority) => sum + counts[priority], 0);
  return (
    <Block title={translate('fleet.overview.open_issues')}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 1 }}>
        {PRIORITIES.map((priority) => (
          <Box component="li" key={priority}>
            <MuiLink
              component={Link}
              to={openIssues(priority)}
              underline="hover"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: counts[priority] > 0 ? 'text.primary' : 'text.secondary' }}
              data-testid={`open-issues-${priority}`}
            >
              <PriorityChip priority={priority} />
              <Box component="span" sx={{ fontWeight: 700, fontSize: '1.125rem', minWidth: '1.5ch' }}>
                {counts[priority]}
              </Box>
            </MuiLink>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>
        {total === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('fleet.overview.open_issues_none')}
          </Typography>
        ) : (
          <Button size="small" component={Link} to={openIssues()} sx={{ ml: -0.5 }}>
            {translate('fleet.overview.all_open_issues')}
          </Button>
        )}
      </Box>
    </Block>
  );
}

/** How many vehicles are off the road, the first of them by plate, and the list filtered to all of them. */
function OutOfService({ outOfService }: { outOfService: Yard['out_of_service'] }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Block title={translate('fleet.overview.out_of_service')}>
      {outOfService.total === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('fleet.overview.out_of_service_none')}
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <OutOfServiceChip tip={false} />
            <Typography component="p" sx={{ fontWeight: 700 }} data-testid="out-of-service-total">
              {translate('fleet.overview.out_of_service_count', { smart_count: outOfService.total })}
            </Typography>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
            {outOfService.vehicles.map((vehicle) => (
              <Box component="li" key={vehicle.vehicle_id} sx={{ minWidth: 0 }}>
                <MuiLink
                  component={Link}
                  to={vehicleDetailsPath(basename, vehicle.vehicle_id)}
                  color="secondary"
                  underline="hover"
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {vehicle.license_plate}
                </MuiLink>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1, overflowWrap: 'anywhere' }}>
                  {vehicle.model} · {translate('fleet.overview.critical_issues', { smart_count: vehicle.critical_issues })}
                </Typography>
              </Box>
            ))}
          </Box>
          {outOfService.total > outOfService.vehicles.length && (
            <Button size="small" component={Link} to={vehiclesOutOfService()} sx={{ mt: 1, ml: -0.5 }}>
              {translate('fleet.overview.out_of_service_all', { smart_count: outOfService.total })}
            </Button>
          )}
        </>
      )}
    </Block>
  );
}

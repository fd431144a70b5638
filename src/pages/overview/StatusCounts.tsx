import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { DUE_STATUSES, type DueStatus } from '../../../contract/due-rules';
import type { Overview } from '../../../contract/schemas/overview';
import { vehiclesWithStatus } from './vehiclesWithStatus';

const ACCENT: Record<DueStatus, 'success.main' | 'warning.main' | 'error.main'> = {
  ok: 'success.main',
  soon: 'warning.main',
  overdue: 'error.main',
};

/** Active vehicles by their most urgent status; each count opens the vehicles of that status. */
export function StatusCounts({ vehicles }: { vehicles: Overview['vehicles'] }) {
  const translate = useTranslate();
  // Overdue first: it is what a fleet manager must see at once.
  const order = [...DUE_STATUSES].reverse();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
      {order.map((status) => (
        <Card key={status} variant="outlined" sx={{ borderTop: 4, borderTopColor: ACCENT[status] }}>
          <CardActionArea
            component={Link}
            // Named by what it shows ("Overdue 4 of 21 vehicles"), as it is read and as it is said.
            to={vehiclesWithStatus(status)}
          >
            <CardContent>
              <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {translate(`fleet.due_status.${status}`)}
              </Typography>
              <Typography
                variant="h3"
                component="p"
                sx={{ fontWeight: 700, color: vehicles[status] > 0 && status !== 'ok' ? ACCENT[status] : 'text.primary' }}
                data-testid={`count-${status}`}
              >
                {vehicles[status]}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('fleet.overview.vehicles_in_status', { total: vehicles.total })}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

import {
  Box,
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useBasename, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import type { DueEntry, Overview } from '../../../contract/schemas/overview';
import { DueStatusChip } from '../../resources/shared/health/DueStatusChip';
import { useDueText } from '../../resources/shared/health/useDueText';
import { vehicleDetailsPath } from '../../resources/vehicles/DetailsButton';
import { vehiclesWithStatus } from './vehiclesWithStatus';
import { CardTitle } from '../../resources/shared/CardTitle';

/**
 * What is overdue or due soon, the most urgent first; each plate opens its vehicle. A table on a
 * desktop; on a phone each entry is a small block, so nothing has to scroll sideways.
 */
export function DueList({ due }: { due: Overview['due'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Card variant="outlined" component="section" aria-labelledby="due-list-title">
      <CardContent>
        <CardTitle id="due-list-title" title={translate('fleet.overview.due_title')} />
        {due.entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate('fleet.overview.due_empty')}
          </Typography>
        ) : phone ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-labelledby="due-list-title">
            {due.entries.map((entry) => (
              <DueBlock key={`${entry.vehicle_id}-${entry.item}`} entry={entry} />
            ))}
          </Box>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="due-list-title">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('fleet.overview.vehicle')}</TableCell>
                  <TableCell>{translate('fleet.overview.item')}</TableCell>
                  <TableCell>{translate('fleet.overview.due')}</TableCell>
                  <TableCell>{translate('fleet.overview.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {due.entries.map((entry) => (
                  <DueRow key={`${entry.vehicle_id}-${entry.item}`} entry={entry} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {due.totalCount > 0 && (
          <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {due.totalCount > due.entries.length &&
                translate('fleet.overview.shown_of', { shown: due.entries.length, total: due.totalCount })}
            </Typography>
            <Button size="small" component={Link} to={vehiclesWithStatus()}>
              {translate('fleet.overview.show_all_due')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** "Due on 10.09.2026 (74 days overdue)", and for a service by km its reading too. */
function useWhen(entry: DueEntry): string[] {
  const due = useDueText();
  return [
    entry.due_date ? `${due.dueOn(entry.due_date)} (${due.daysLeft(entry.due_date)})` : undefined,
    entry.due_km !== null ? `${due.atKm(entry.due_km)} (${due.kmLeft(entry.due_km, entry.mileage)})` : undefined,
  ].filter((line): line is string => line !== undefined);
}

function PlateLink({ entry }: { entry: DueEntry }) {
  const basename = useBasename();
  return (
    <MuiLink component={Link} to={vehicleDetailsPath(basename, entry.vehicle_id)} sx={{ fontWeight: 600 }}>
      {entry.license_plate}
    </MuiLink>
  );
}

function DueRow({ entry }: { entry: DueEntry }) {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <PlateLink entry={entry} />
        <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 220 }} title={entry.model}>
          {entry.model}
        </Typography>
      </TableCell>
      <TableCell>{translate(`fleet.health.${entry.item}`)}</TableCell>
      <TableCell>
        {useWhen(entry).map((line) => (
          <Box key={line}>{line}</Box>
        ))}
      </TableCell>
      <TableCell>
        <DueStatusChip status={entry.status} />
      </TableCell>
    </TableRow>
  );
}

function DueBlock({ entry }: { entry: DueEntry }) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <PlateLink entry={entry} />
          <Typography variant="body2" color="text.secondary" noWrap title={entry.model}>
            {entry.model}
          </Typography>
        </Box>
        <DueStatusChip status={entry.status} />
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
        {translate(`fleet.health.${entry.item}`)}
      </Typography>
      {useWhen(entry).map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

import {
  Box,
  Button,
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
import { useBasename, useCanAccess, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import type { DueEntry, Overview } from '../../../contract/schemas/overview';
import { DueStatusChip } from '../../health/DueStatusChip';
import { useDueText } from '../../health/useDueText';
import { vehicleDetailsPath } from '../../resourceDefinitions/vehicles';
import { documentsExpiring, vehiclesWithStatus } from './vehiclesWithStatus';
import { TitledCard } from '../../resources/shared/CardTitle';
import { StartWorkOrderButton } from '../../resources/work-orders/WorkOrderDialogs';
import { workOrders } from '../../resourceDefinitions/work-orders';

/**
 * What is overdue or due soon, the most urgent first: vehicles' items and documents, and employees'
 * documents; each plate opens its vehicle, each name the documents. A table on a desktop; on a phone each
 * entry is a small block, so nothing has to scroll sideways. A vehicle's legislation control or service
 * offers a work order, for the roles that may add one (docs/work-orders.md).
 */
export function DueList({ due }: { due: Overview['due'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { canAccess: startsWork } = useCanAccess({ resource: workOrders.name, action: 'create' });
  return (
    <TitledCard id="due-list-title" title={translate('fleet.overview.due_title')}>
      {due.entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('fleet.overview.due_empty')}
        </Typography>
      ) : phone ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-labelledby="due-list-title">
          {due.entries.map((entry) => (
            <DueBlock key={entryKey(entry)} entry={entry} />
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="due-list-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('fleet.overview.subject')}</TableCell>
                <TableCell>{translate('fleet.overview.item')}</TableCell>
                <TableCell>{translate('fleet.overview.due')}</TableCell>
                <TableCell>{translate('fleet.overview.status')}</TableCell>
                {startsWork && <TableCell>{translate('resources.work-orders.fields.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {due.entries.map((entry) => (
                <DueRow key={entryKey(entry)} entry={entry} startsWork={startsWork === true} />
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
    </TitledCard>
  );
}

const entryKey = (entry: DueEntry) => `${entry.document_id ?? entry.vehicle_id}-${entry.item}`;

/** "Due on 10.09.2026 (74 days overdue)", and for a service by km its reading too. */
function useWhen(entry: DueEntry): string[] {
  const due = useDueText();
  return [
    entry.due_date ? `${due.dueOn(entry.due_date)} (${due.daysLeft(entry.due_date)})` : undefined,
    entry.due_km !== null && entry.mileage !== null ? `${due.atKm(entry.due_km)} (${due.kmLeft(entry.due_km, entry.mileage)})` : undefined,
  ].filter((line): line is string => line !== undefined);
}

/** What is due: the vehicle's item, or the document's kind. */
function useItemText(entry: DueEntry): string {
  const translate = useTranslate();
  return entry.document_kind ? translate(`fleet.document_kinds.${entry.document_kind}`) : translate(`fleet.health.${entry.item}`);
}

/** Whose it is: the vehicle's plate, opening the vehicle; or the employee's name, opening the documents. */
function SubjectLink({ entry }: { entry: DueEntry }) {
  const basename = useBasename();
  return (
    <MuiLink
      component={Link}
      to={
        entry.vehicle_id
          ? vehicleDetailsPath(basename, entry.vehicle_id)
          : documentsExpiring(entry.status === 'overdue' ? 'overdue' : 'soon')
      }
      sx={{ fontWeight: 600 }}
    >
      {entry.license_plate ?? entry.employee_name}
    </MuiLink>
  );
}

/**
 * A work order for a vehicle's legislation control (a mandatory Registration) or service (a mandatory
 * Service), of that vehicle, titled after the item; a document is renewed, not repaired.
 */
function WorkOrderAction({ entry }: { entry: DueEntry }) {
  const translate = useTranslate();
  const item = useItemText(entry);
  if (!entry.vehicle_id || (entry.item !== 'legislation' && entry.item !== 'service')) return null;
  return (
    <StartWorkOrderButton
      label={translate('resources.work-orders.start.from_due')}
      name={translate('resources.work-orders.start.from_due_name', { item, plate: entry.license_plate ?? '' })}
      start={{
        vehicleId: entry.vehicle_id,
        title: item,
        recordKind: 'mandatory',
        serviceType: entry.item === 'legislation' ? 'Registration' : 'Service',
      }}
    />
  );
}

function DueRow({ entry, startsWork }: { entry: DueEntry; startsWork: boolean }) {
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <SubjectLink entry={entry} />
        {entry.model !== null && (
          <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 220 }} title={entry.model}>
            {entry.model}
          </Typography>
        )}
      </TableCell>
      <TableCell>{useItemText(entry)}</TableCell>
      <TableCell>
        {useWhen(entry).map((line) => (
          <Box key={line}>{line}</Box>
        ))}
      </TableCell>
      <TableCell>
        <DueStatusChip status={entry.status} />
      </TableCell>
      {startsWork && (
        <TableCell>
          <WorkOrderAction entry={entry} />
        </TableCell>
      )}
    </TableRow>
  );
}

function DueBlock({ entry }: { entry: DueEntry }) {
  return (
    <Box component="li" sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <SubjectLink entry={entry} />
          {entry.model !== null && (
            <Typography variant="body2" color="text.secondary" noWrap title={entry.model}>
              {entry.model}
            </Typography>
          )}
        </Box>
        <DueStatusChip status={entry.status} />
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
        {useItemText(entry)}
      </Typography>
      {useWhen(entry).map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
      <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end', '&:empty': { display: 'none' } }}>
        <WorkOrderAction entry={entry} />
      </Box>
    </Box>
  );
}

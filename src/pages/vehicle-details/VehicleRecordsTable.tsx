import type { ReactNode } from 'react';
import { Box, Card } from '@mui/material';
import { ListBase, useRecordContext, useTranslate, type SortPayload } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../../../contract/schemas/common';
import { FleetDataTable } from '../../resources/shared/list/FleetDataTable';
import { FleetPagination } from '../../resources/shared/list/FleetPagination';
import { NoRecords } from '../../resources/shared/list/ListStates';
import { AddButton } from '../../resources/shared/list/AddButton';
import { RecordDialogsProvider } from '../../resources/shared/dialogs/RecordDialogs';

interface VehicleRecordsTableProps {
  resource: 'voluntary-maintenance' | 'mandatory-maintenance';
  /** The vehicle's records (see vehicleRecordsFilter). */
  filter: Record<string, unknown>;
  sort: SortPayload;
  children: ReactNode;
  /** The resource's add dialog, for this vehicle. */
  dialogs: ReactNode;
}

/**
 * One vehicle's maintenance records in a paged table like every other list, with "Add record" for
 * the roles that may add one while the vehicle is active; editing and deleting are done on the
 * maintenance screens. Its page and sort are the tab's own: they are neither put in the URL nor
 * remembered for the maintenance screens.
 */
export function VehicleRecordsTable({ resource, filter, sort, children, dialogs }: VehicleRecordsTableProps) {
  const translate = useTranslate();
  const vehicle = useRecordContext();
  return (
    <ListBase resource={resource} filter={filter} sort={sort} perPage={DEFAULT_PAGE_SIZE} disableSyncWithLocation storeKey={false}>
      <RecordDialogsProvider>
        {vehicle?.is_active !== false && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <AddButton label="resources.vehicles.details.add_record" />
          </Box>
        )}
        <Card variant="outlined" sx={{ overflowX: 'auto' }}>
          <FleetDataTable bulkActionButtons={false} empty={<NoRecords message={translate('resources.vehicles.details.no_records')} />}>
            {children}
          </FleetDataTable>
          <FleetPagination selectable={false} />
        </Card>
        {dialogs}
      </RecordDialogsProvider>
    </ListBase>
  );
}

import type { ReactNode } from 'react';
import { Card } from '@mui/material';
import { ListBase, useTranslate, type SortPayload } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../../../contract/schemas/common';
import { FleetDataTable } from '../../resources/shared/list/FleetDataTable';
import { FleetPagination } from '../../resources/shared/list/FleetPagination';
import { NoRecords } from '../../resources/shared/list/ListStates';

interface VehicleRecordsTableProps {
  resource: 'voluntary-maintenance' | 'mandatory-maintenance';
  /** The vehicle's records (see vehicleRecordsFilter). */
  filter: Record<string, unknown>;
  sort: SortPayload;
  children: ReactNode;
}

/**
 * One vehicle's maintenance records in a paged table like every other list, read-only (changes are
 * made on the maintenance screens). Its page and sort are the tab's own: they are neither put in the
 * URL nor remembered for the maintenance screens.
 */
export function VehicleRecordsTable({ resource, filter, sort, children }: VehicleRecordsTableProps) {
  const translate = useTranslate();
  return (
    <ListBase resource={resource} filter={filter} sort={sort} perPage={DEFAULT_PAGE_SIZE} disableSyncWithLocation storeKey={false}>
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <FleetDataTable bulkActionButtons={false} empty={<NoRecords message={translate('resources.vehicles.details.no_records')} />}>
          {children}
        </FleetDataTable>
        <FleetPagination selectable={false} />
      </Card>
    </ListBase>
  );
}

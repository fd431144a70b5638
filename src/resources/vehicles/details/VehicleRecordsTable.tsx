import type { ReactNode } from 'react';
import { Box, Card } from '@mui/material';
import { ListBase, useRecordContext, useTranslate, type SortPayload } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../../../../contract/schemas/common';
import type { ResourceName } from '../../../resourceDefinitions';
import { FleetDataTable } from '../../shared/list/FleetDataTable';
import { FleetPagination } from '../../shared/list/FleetPagination';
import { NoRecords } from '../../shared/list/ListStates';
import { AddButton } from '../../shared/list/AddButton';
import { RecordDialogsProvider } from '../../shared/dialogs/RecordDialogs';

interface VehicleRecordsTableProps {
  resource: ResourceName;
  /** The vehicle's records (see vehicleRecordsFilter). */
  filter: Record<string, unknown>;
  sort: SortPayload;
  children: ReactNode;
  /** The resource's dialogs, for this vehicle. */
  dialogs: ReactNode;
  /** The add button's words: "Add record" unless the tab says otherwise ("Add entry", "Add reading"). */
  addLabel?: string;
  /** What the tab shows above its table, beside the add button (a fuel tab's consumption). */
  summary?: ReactNode;
  /** The columns a phone shows at first (phoneColumns.ts); without them, all of them, scrolling sideways. */
  phoneColumns?: readonly string[];
  /** What an empty tab says: "no records found for this vehicle" unless the tab says otherwise. */
  empty?: string;
  /** A tab whose records are not added by a dialog (inspections are filled in on a screen of their own) says false. */
  adds?: boolean;
}

/**
 * One vehicle's records of a kind in a paged table like every other list, with an add button for
 * the roles that may add one while the vehicle is active; what a row offers besides (edit, delete)
 * is the tab's own columns' business. Its page and sort are the tab's own: they are neither put in
 * the URL nor remembered for the resource's own screen.
 */
export function VehicleRecordsTable({
  resource,
  filter,
  sort,
  children,
  dialogs,
  addLabel,
  summary,
  phoneColumns,
  empty,
  adds: addsHere = true,
}: VehicleRecordsTableProps) {
  const translate = useTranslate();
  const vehicle = useRecordContext();
  const adds = addsHere && vehicle?.is_active !== false;
  return (
    <ListBase resource={resource} filter={filter} sort={sort} perPage={DEFAULT_PAGE_SIZE} disableSyncWithLocation storeKey={false}>
      <RecordDialogsProvider>
        {(summary || adds) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>{summary}</Box>
            {adds && <AddButton label={addLabel ?? 'resources.vehicles.details.add_record'} />}
          </Box>
        )}
        <Card variant="outlined" sx={{ overflowX: 'auto' }}>
          <FleetDataTable
            bulkActionButtons={false}
            phoneColumns={phoneColumns}
            empty={<NoRecords message={empty ?? translate('resources.vehicles.details.no_records')} />}
          >
            {children}
          </FleetDataTable>
          <FleetPagination selectable={false} />
        </Card>
        {dialogs}
      </RecordDialogsProvider>
    </ListBase>
  );
}

import type { ReactElement } from 'react';
import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import type { RaRecord } from 'ra-core';
import { MAX_PAGE_SIZE } from '../../../contract/schemas/common';
import { WORK_ORDER_STATUSES } from '../../../contract/work-orders';
import { FILTER_WIDTH } from '../shared/maintenance/maintenanceFilters';
import { vehicles } from '../../resourceDefinitions/vehicles';
import { PRIORITY_CHOICES } from '../issues/IssueInputs';
import { searchByText } from '../shared/forms/searchByText';

/** The ones still to be done, open, in progress or on hold: what the list shows at first (docs/work-orders.md). */
export const OPEN_ANY = 'open_any';

const STATUS_FILTER_CHOICES = [
  { id: OPEN_ANY, name: 'resources.work-orders.open_any' },
  ...WORK_ORDER_STATUSES.map((status) => ({ id: status, name: `resources.work-orders.statuses.${status}` })),
];

const plateOf = (vehicle: RaRecord) => String(vehicle.license_plate ?? '');

/**
 * The work orders list's filters: a search (title, service type, notes, plate), where they stand (the
 * ones still to be done at first; "All statuses" shows every one), how urgent, one vehicle (searched on
 * the server by plate) and one vendor. All stay on screen.
 */
export function workOrderFilters(): ReactElement[] {
  return [
    <SearchInput key="q" source="q" alwaysOn sx={{ width: { xs: '100%', sm: 200 } }} />,
    <SelectInput
      key="status"
      source="status"
      label="resources.work-orders.fields.status"
      choices={STATUS_FILTER_CHOICES}
      emptyText="resources.work-orders.all_statuses"
      alwaysOn
      helperText={false}
      sx={{ width: { xs: '100%', sm: 280 } }}
    />,
    <SelectInput
      key="priority"
      source="priority"
      label="resources.work-orders.fields.priority"
      choices={PRIORITY_CHOICES}
      emptyText="resources.issues.all_priorities"
      alwaysOn
      helperText={false}
      sx={{ width: FILTER_WIDTH }}
    />,
    <ReferenceInput key="vehicleId" source="vehicleId" reference={vehicles.name} sort={{ field: 'license_plate', order: 'ASC' }} alwaysOn>
      <AutocompleteInput
        label="resources.work-orders.fields.vehicleId"
        optionText={plateOf}
        filterToQuery={searchByText}
        helperText={false}
        sx={{ width: FILTER_WIDTH }}
      />
    </ReferenceInput>,
    <ReferenceInput
      key="vendorId"
      source="vendorId"
      reference="vendors"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={MAX_PAGE_SIZE}
      alwaysOn
    >
      <SelectInput
        optionText="name"
        label="resources.work-orders.fields.vendorId"
        emptyText="resources.work-orders.all_vendors"
        helperText={false}
        sx={{ width: FILTER_WIDTH }}
      />
    </ReferenceInput>,
  ];
}

import type { ReactElement } from 'react';
import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import type { RaRecord } from 'ra-core';
import { FILTER_WIDTH } from '../shared/maintenance/maintenanceFilters';
import { vehicles } from '../../resourceDefinitions/vehicles';
import { PRIORITY_CHOICES, STATUS_CHOICES } from './IssueInputs';
import { searchByText } from '../shared/forms/searchByText';

/** The open ones, open or in progress: what the list shows at first (docs/inspections.md). */
export const OPEN_ANY = 'open_any';

const STATUS_FILTER_CHOICES = [{ id: OPEN_ANY, name: 'resources.issues.open_any' }, ...STATUS_CHOICES];

const plateOf = (vehicle: RaRecord) => String(vehicle.license_plate ?? '');

/**
 * The issues list's filters: a search (title, description, plate), where they stand (open and in
 * progress at first; "All statuses" shows every one), how urgent, and one vehicle (searched on the
 * server by plate). All stay on screen.
 */
export function issueFilters(): ReactElement[] {
  return [
    <SearchInput key="q" source="q" alwaysOn sx={{ width: { xs: '100%', sm: 200 } }} />,
    <SelectInput
      key="status"
      source="status"
      label="resources.issues.fields.status"
      choices={STATUS_FILTER_CHOICES}
      emptyText="resources.issues.all_statuses"
      alwaysOn
      helperText={false}
      sx={{ width: { xs: '100%', sm: 220 } }}
    />,
    <SelectInput
      key="priority"
      source="priority"
      label="resources.issues.fields.priority"
      choices={PRIORITY_CHOICES}
      emptyText="resources.issues.all_priorities"
      alwaysOn
      helperText={false}
      sx={{ width: FILTER_WIDTH }}
    />,
    <ReferenceInput key="vehicleId" source="vehicleId" reference={vehicles.name} sort={{ field: 'license_plate', order: 'ASC' }} alwaysOn>
      <AutocompleteInput
        label="resources.issues.fields.vehicleId"
        optionText={plateOf}
        filterToQuery={searchByText}
        helperText={false}
        sx={{ width: FILTER_WIDTH }}
      />
    </ReferenceInput>,
  ];
}

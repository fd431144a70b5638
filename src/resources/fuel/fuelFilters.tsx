import type { ReactElement } from 'react';
import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import type { RaRecord } from 'ra-core';
import { DateRangeFilter, FILTER_WIDTH } from '../shared/maintenance/maintenanceFilters';
import { UNIT_CHOICES } from './unitChoices';
import { searchByText } from '../shared/forms/searchByText';

const plateOf = (vehicle: RaRecord) => String(vehicle.license_plate ?? '');

/**
 * The fuel list's filters (docs/screens.md, Fuel): a search (station, notes, plate), one vehicle
 * (searched on the server by plate or model), the unit, and From and To. All stay on screen.
 */
export function fuelFilters(): ReactElement[] {
  return [
    <SearchInput key="q" source="q" alwaysOn sx={{ width: { xs: '100%', sm: 200 } }} />,
    <ReferenceInput key="vehicleId" source="vehicleId" reference="vehicles" sort={{ field: 'license_plate', order: 'ASC' }} alwaysOn>
      <AutocompleteInput
        label="resources.fuel.fields.vehicleId"
        optionText={plateOf}
        filterToQuery={searchByText}
        helperText={false}
        sx={{ width: FILTER_WIDTH }}
      />
    </ReferenceInput>,
    <SelectInput
      key="unit"
      source="unit"
      choices={UNIT_CHOICES}
      emptyText="resources.fuel.all_units"
      alwaysOn
      helperText={false}
      sx={{ width: FILTER_WIDTH }}
    />,
    <DateRangeFilter key="dateFrom" source="dateFrom" alwaysOn />,
  ];
}

import { DataTable, SearchInput, SelectInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { AddButton } from '../shared/list/AddButton';
import { RowActions } from '../shared/list/RowActions';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { BranchNames, DateText, KilometresText } from '../shared/fields';
import { DetailsButton } from './DetailsButton';
import { MonthsText, NotesCell, VehicleTypeText } from './vehicleCells';
import { VehicleDialogs } from './VehicleDialogs';
import { VEHICLE_TYPE_CHOICES } from './vehicleTypeChoices';

/**
 * Vehicles (every role; product.md: superadmins, admins and moderators change them, users read
 * them), scoped by the sidebar's branch. Deleting archives.
 */
export function VehicleList() {
  const filters = useVehicleFilters();
  return (
    <RecordDialogsProvider>
      <FleetList sort={{ field: 'license_plate', order: 'ASC' }} filters={filters} addButton={<AddButton label="resources.vehicles.add" />}>
        <FleetDataTable hiddenColumns={HIDDEN_BY_DEFAULT}>
          <DataTable.Col source="license_plate" cellSx={oneLine} />
          <DataTable.Col source="model" />
          <DataTable.Col source="mileage" cellSx={oneLine} align="right" field={KilometresText} />
          <DataTable.Col source="type" field={VehicleTypeText} />
          <DataTable.Col source="last_legislation_control" cellSx={oneLine} field={DateText} />
          <DataTable.Col source="legislation_control_interval" cellSx={oneLine} field={MonthsText} />
          <DataTable.Col source="last_service_date" cellSx={oneLine} field={DateText} />
          <DataTable.Col source="mandatory_service_interval" cellSx={oneLine} field={MonthsText} />
          <DataTable.Col source="mandatory_service_interval_km" cellSx={oneLine} align="right" field={KilometresText} />
          <DataTable.Col source="notes" field={NotesCell} disableSort />
          <DataTable.Col source="created_by_username" label="resources.vehicles.fields.created_by" disableSort />
          <DataTable.Col source="branches" field={BranchNames} disableSort />
          <DataTable.Col source="actions" label="resources.vehicles.fields.actions" disableSort>
            <RowActions>
              <DetailsButton />
            </RowActions>
          </DataTable.Col>
        </FleetDataTable>
      </FleetList>
      <VehicleDialogs />
    </RecordDialogsProvider>
  );
}

/** Plates, dates and distances read badly when broken over two lines. */
const oneLine = () => ({ whiteSpace: 'nowrap' });

/** Shown through the column selection; the table would not fit a screen with all of them. */
const HIDDEN_BY_DEFAULT = ['legislation_control_interval', 'mandatory_service_interval', 'mandatory_service_interval_km', 'notes', 'created_by_username'];

/** A search over plate, model and notes, and the vehicle type. */
function useVehicleFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="type"
      source="type"
      label="resources.vehicles.fields.type"
      choices={VEHICLE_TYPE_CHOICES}
      emptyText={translate('resources.vehicles.all_types')}
      alwaysOn
    />,
  ];
}


import { DataTable, SearchInput, SelectInput } from 'react-admin';
import { useCanAccess, useTranslate } from 'ra-core';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { AddButton } from '../shared/list/AddButton';
import { RowActions } from '../shared/list/RowActions';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { BranchNames } from '../shared/fields';
import { dateColumn, kilometresColumn, noWrap, plateWrap } from '../shared/list/columns';
import { DetailsButton } from './DetailsButton';
import { InspectButton } from '../inspections/InspectButton';
import {
  DocumentsStatusCell,
  DueStatusCell,
  LegislationStatusCell,
  MonthsText,
  NotesCell,
  PlateCell,
  ServiceStatusCell,
  VehicleTypeText,
} from './vehicleCells';
import { DUE_STATUSES } from '../../../contract/due-rules';
import { VehicleDialogs } from './VehicleDialogs';
import { ArchivedFilter, OutOfServiceFilter } from './ArchivedFilter';
import { VEHICLE_TYPE_CHOICES } from './vehicleTypeChoices';
import { PrintLabelsButton } from './PrintLabelsButton';

/**
 * Vehicles (every role; docs/product.md, Roles and scope: superadmins, admins and moderators change them, users read
 * them), scoped by the sidebar's branch. Deleting archives, and every button says so.
 */
export function VehicleList() {
  const filters = useVehicleFilters();
  // A driver's row has room for Inspect beside Details on a phone; the office's, with Edit and Archive too,
  // has not: there a vehicle is inspected from its details.
  const { canAccess: mayEdit } = useCanAccess({ resource: 'vehicles', action: 'edit' });
  return (
    <RecordDialogsProvider removal="archive">
      <FleetList
        csv
        sort={{ field: 'license_plate', order: 'ASC' }}
        filters={filters}
        addButton={<AddButton label="resources.vehicles.add" />}
      >
        <FleetDataTable hiddenColumns={HIDDEN_BY_DEFAULT} phoneColumns={PHONE_COLUMNS} bulkActions={BULK_ACTIONS}>
          <DataTable.Col source="license_plate" cellSx={plateWrap} field={PlateCell} />
          <DataTable.Col source="model" />
          {kilometresColumn('mileage', { align: 'right' })}
          <DataTable.Col source="type" field={VehicleTypeText} />
          {/* Fleet health: sorting by a status puts the most urgent first. */}
          <DataTable.Col source="legislation_status" cellSx={noWrap} field={LegislationStatusCell} />
          <DataTable.Col source="service_status" cellSx={noWrap} field={ServiceStatusCell} />
          <DataTable.Col source="documents_status" cellSx={noWrap} field={DocumentsStatusCell} disableSort />
          <DataTable.Col source="next_due" label="fleet.health.status_filter" cellSx={noWrap} field={DueStatusCell} />
          {dateColumn('last_legislation_control')}
          <DataTable.Col source="legislation_control_interval" cellSx={noWrap} field={MonthsText} />
          {dateColumn('next_legislation_control')}
          {dateColumn('last_service_date')}
          {kilometresColumn('last_service_mileage', { align: 'right' })}
          <DataTable.Col source="mandatory_service_interval" cellSx={noWrap} field={MonthsText} />
          {kilometresColumn('mandatory_service_interval_km', { align: 'right' })}
          {dateColumn('next_service_date')}
          {kilometresColumn('next_service_km', { align: 'right' })}
          <DataTable.Col source="notes" field={NotesCell} disableSort />
          <DataTable.Col source="created_by_username" label="resources.vehicles.fields.created_by" disableSort />
          <DataTable.Col source="branches" field={BranchNames} disableSort />
          <DataTable.Col source="actions" label="resources.vehicles.fields.actions" disableSort>
            <RowActions>
              <InspectButton hiddenOnPhone={mayEdit === true} />
              <DetailsButton />
            </RowActions>
          </DataTable.Col>
        </FleetDataTable>
      </FleetList>
      <VehicleDialogs />
    </RecordDialogsProvider>
  );
}

/** Ticked vehicles' QR labels, printed for the yard (docs/screens.md, Vehicles). */
const BULK_ACTIONS = <PrintLabelsButton />;

/**
 * Fleet's own columns beyond the spec's start hidden (the Columns button shows them); every column the
 * spec names is shown, the table scrolling sideways in its card when the screen is narrower.
 */
const HIDDEN_BY_DEFAULT = ['next_due', 'next_legislation_control', 'last_service_mileage', 'next_service_date', 'next_service_km'];

const DUE_STATUS_CHOICES = DUE_STATUSES.map((status) => ({ id: status, name: `fleet.due_status.${status}` }));

/**
 * A search over plate, model and notes, the vehicle type, the most urgent due status, and the vehicles
 * out of service (docs/inspections.md); for those who may archive, "Archived" lists the archived vehicles instead, to restore one (docs/product.md, Archive and restore).
 */
function useVehicleFilters() {
  const translate = useTranslate();
  const { canAccess: mayArchive } = useCanAccess({ resource: 'vehicles', action: 'delete' });
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
    <SelectInput
      key="due"
      source="due"
      label="fleet.health.status_filter"
      choices={DUE_STATUS_CHOICES}
      emptyText={translate('fleet.health.all_statuses')}
      alwaysOn
    />,
    <OutOfServiceFilter key="inService" source="inService" alwaysOn />,
    ...(mayArchive ? [<ArchivedFilter key="isActive" source="isActive" alwaysOn />] : []),
  ];
}

/** On a phone, at first: the plate and how it stands, in one chip (phoneColumns.ts). */
const PHONE_COLUMNS = ['license_plate', 'next_due'];

import { DataTable, TextInput } from 'react-admin';
import { DateInput } from '../shared/forms/DateInput';
import { generalMaintenanceInput } from '../../../contract/schemas/maintenance';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { RowActions } from '../shared/list/RowActions';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { ResourceDialogs } from '../shared/dialogs/ResourceDialogs';
import { emptyMaintenance, toMaintenanceForm } from '../shared/maintenance/maintenanceForm';
import { MaintenanceInputs } from '../shared/maintenance/MaintenanceInputs';
import { VehiclePlateLink } from '../shared/maintenance/VehiclePlateLink';
import { maintenanceColumns } from '../shared/maintenance/maintenanceColumns';
import { FILTER_WIDTH, maintenanceFilters } from '../shared/maintenance/maintenanceFilters';
import { AddOnActiveVehicleButton } from '../shared/maintenance/AddOnActiveVehicleButton';
import { generalMaintenance } from '../../resourceDefinitions/general-maintenance';

/** General (voluntary) maintenance (every role): repairs and upkeep beyond the legal minimum, newest first. */
export function GeneralMaintenanceList() {
  return (
    <RecordDialogsProvider>
      <FleetList
        csv
        sort={{ field: 'service_date', order: 'DESC' }}
        filters={maintenanceFilters(<TextInput key="service_type" source="service_type" alwaysOn sx={{ width: FILTER_WIDTH }} />)}
        addButton={<AddOnActiveVehicleButton resource={generalMaintenance.name} />}
      >
        <FleetDataTable phoneColumns={PHONE_COLUMNS}>
          {maintenanceColumns({ date: 'service_date', place: 'list' })}
          <DataTable.Col source="vehicle_license_plate" field={VehiclePlateLink} />
          <DataTable.Col source="created_by_username" disableSort />
          <DataTable.Col source="actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </FleetDataTable>
      </FleetList>
      <GeneralMaintenanceDialogs />
    </RecordDialogsProvider>
  );
}

/** The add, edit and delete dialogs; from a vehicle's page, a new record is that vehicle's. */
export function GeneralMaintenanceDialogs({ vehicleId }: { vehicleId?: string }) {
  return (
    <ResourceDialogs
      resource={generalMaintenance.name}
      createSchema={generalMaintenanceInput}
      editSchema={generalMaintenanceInput}
      inputs={() => (
        <MaintenanceInputs
          serviceType={<TextInput source="service_type" isRequired />}
          date={<DateInput source="service_date" isRequired />}
        />
      )}
      emptyValues={emptyMaintenance('service_date', vehicleId)}
      toFormValues={(record) => toMaintenanceForm(record, 'service_date')}
      deleteName={(record) => `${record.service_type} · ${record.vehicle_license_plate}`}
    />
  );
}

/** On a phone, at first: what was done and when (phoneColumns.ts); the search finds a vehicle's. */
const PHONE_COLUMNS = ['service_type', 'service_date'];

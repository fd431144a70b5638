import { DataTable, SelectInput } from 'react-admin';
import { DateInput } from '../shared/forms/DateInput';
import { Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';
import { mandatoryMaintenanceInput } from '../../../contract/schemas/maintenance';
import { showToast } from '../../layout/notifications/toasts';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { AddButton } from '../shared/list/AddButton';
import { RowActionsMenu } from '../shared/list/RowActions';
import { RecordDialogsProvider, useRecordDialogs } from '../shared/dialogs/RecordDialogs';
import { ResourceDialogs } from '../shared/dialogs/ResourceDialogs';
import { emptyMaintenance, toMaintenanceForm } from '../shared/maintenance/maintenanceForm';
import { MaintenanceInputs } from '../shared/maintenance/MaintenanceInputs';
import { VehiclePlateLink } from '../shared/maintenance/VehiclePlateLink';
import { maintenanceColumns } from '../shared/maintenance/maintenanceColumns';
import { FILTER_WIDTH, maintenanceFilters } from '../shared/maintenance/maintenanceFilters';
import { useActiveVehicleCheck } from '../shared/maintenance/useActiveVehicleCheck';
import { SERVICE_TYPE_CHOICES, ServiceTypeText } from './ServiceTypeText';
import { mandatoryMaintenance } from '../../resourceDefinitions/mandatory-maintenance';

/** Mandatory maintenance (every role): registrations (inspections) and mandatory services, newest first. */
export function MandatoryMaintenanceList() {
  return (
    <RecordDialogsProvider>
      <FleetList
        csv
        headline={<Headline />}
        sort={{ field: 'finished_on', order: 'DESC' }}
        filters={maintenanceFilters(
          <SelectInput key="service_type" source="service_type" choices={SERVICE_TYPE_CHOICES} alwaysOn sx={{ width: FILTER_WIDTH }} />,
        )}
        addButton={<AddMandatoryMaintenanceButton />}
      >
        <FleetDataTable phoneColumns={PHONE_COLUMNS}>
          {maintenanceColumns({ date: 'finished_on', serviceType: ServiceTypeText, place: 'list' })}
          <DataTable.Col source="vehicle_license_plate" field={VehiclePlateLink} />
          <DataTable.Col source="created_by_username" disableSort />
          <DataTable.Col source="actions" disableSort>
            <RowActionsMenu />
          </DataTable.Col>
        </FleetDataTable>
      </FleetList>
      <MandatoryMaintenanceDialogs />
    </RecordDialogsProvider>
  );
}

function Headline() {
  const translate = useTranslate();
  return (
    <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
      {translate('resources.mandatory-maintenance.headline')}
    </Typography>
  );
}

/** docs/screens.md, Mandatory maintenance: without an active vehicle, Add says so in a destructive toast and opens nothing. */
function AddMandatoryMaintenanceButton() {
  const translate = useTranslate();
  const { openCreate } = useRecordDialogs();
  const hasActiveVehicle = useActiveVehicleCheck();
  const add = async () => {
    if (await hasActiveVehicle()) {
      openCreate();
      return;
    }
    showToast({
      title: translate('resources.mandatory-maintenance.no_vehicles_title'),
      description: translate('resources.mandatory-maintenance.no_vehicles_description'),
      variant: 'destructive',
    });
  };
  return <AddButton label="resources.mandatory-maintenance.add" onClick={() => void add()} />;
}

/** The add, edit and delete dialogs; from a vehicle's page, a new record is that vehicle's. */
export function MandatoryMaintenanceDialogs({ vehicleId }: { vehicleId?: string }) {
  const translate = useTranslate();
  const serviceTypeOf = (record: RaRecord) =>
    translate(`resources.mandatory-maintenance.service_types.${record.service_type}`, { _: record.service_type });
  return (
    <ResourceDialogs
      resource={mandatoryMaintenance.name}
      createSchema={mandatoryMaintenanceInput}
      editSchema={mandatoryMaintenanceInput}
      inputs={() => (
        <MaintenanceInputs
          serviceType={<SelectInput source="service_type" choices={SERVICE_TYPE_CHOICES} isRequired />}
          date={<DateInput source="finished_on" isRequired />}
        />
      )}
      emptyValues={emptyMaintenance('finished_on', vehicleId)}
      toFormValues={(record) => toMaintenanceForm(record, 'finished_on')}
      deleteName={(record) => `${serviceTypeOf(record)} · ${record.vehicle_license_plate}`}
    />
  );
}

/** On a phone, at first: what was done and when (phoneColumns.ts); the search finds a vehicle's. */
const PHONE_COLUMNS = ['service_type', 'finished_on'];

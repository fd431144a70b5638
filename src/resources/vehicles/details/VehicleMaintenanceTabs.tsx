import { useRecordContext } from 'ra-core';
import { ServiceTypeText } from '../../mandatory-maintenance/ServiceTypeText';
import { maintenanceColumns } from '../../shared/maintenance/maintenanceColumns';
import { GeneralMaintenanceDialogs } from '../../general-maintenance/GeneralMaintenanceList';
import { MandatoryMaintenanceDialogs } from '../../mandatory-maintenance/MandatoryMaintenanceList';
import { VehicleRecordsTable } from './VehicleRecordsTable';
import { vehicleRecordsFilter } from './vehicleRecordsFilter';
import { generalMaintenance } from '../../../resourceDefinitions/general-maintenance';
import { mandatoryMaintenance } from '../../../resourceDefinitions/mandatory-maintenance';

/** docs/screens.md, Vehicle details: the general maintenance tab — service type, last service date, cost, mileage and notes. */
export function VehicleGeneralMaintenance() {
  const vehicle = useRecordContext();
  if (!vehicle) return null;
  return (
    <VehicleRecordsTable
      resource={generalMaintenance.name}
      filter={vehicleRecordsFilter(vehicle)}
      sort={{ field: 'service_date', order: 'DESC' }}
      dialogs={<GeneralMaintenanceDialogs vehicleId={String(vehicle.id)} />}
    >
      {maintenanceColumns({ date: 'service_date', place: 'vehicle' })}
    </VehicleRecordsTable>
  );
}

/** docs/screens.md, Vehicle details: the mandatory maintenance tab — service type, finished on, cost, mileage and notes. */
export function VehicleMandatoryMaintenance() {
  const vehicle = useRecordContext();
  if (!vehicle) return null;
  return (
    <VehicleRecordsTable
      resource={mandatoryMaintenance.name}
      filter={vehicleRecordsFilter(vehicle)}
      sort={{ field: 'finished_on', order: 'DESC' }}
      dialogs={<MandatoryMaintenanceDialogs vehicleId={String(vehicle.id)} />}
    >
      {maintenanceColumns({ date: 'finished_on', serviceType: ServiceTypeText, place: 'vehicle' })}
    </VehicleRecordsTable>
  );
}

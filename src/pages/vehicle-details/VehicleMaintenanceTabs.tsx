import { DataTable } from 'react-admin';
import { useRecordContext } from 'ra-core';
import { CostText, DateText, KilometresText } from '../../resources/shared/fields';
import { ServiceTypeText } from '../../resources/mandatory-maintenance/ServiceTypeText';
import { NotesCell } from '../../resources/vehicles/vehicleCells';
import { VehicleRecordsTable } from './VehicleRecordsTable';
import { vehicleRecordsFilter } from './vehicleRecordsFilter';

/** Dates, costs and distances read badly when broken over two lines. */
const oneLine = () => ({ whiteSpace: 'nowrap' });

/** docs/screens.md, Vehicle details: the general maintenance tab — service type, last service date, cost, mileage and notes. */
export function VehicleGeneralMaintenance() {
  const vehicle = useRecordContext();
  if (!vehicle) return null;
  return (
    <VehicleRecordsTable resource="voluntary-maintenance" filter={vehicleRecordsFilter(vehicle)} sort={{ field: 'service_date', order: 'DESC' }}>
      <DataTable.Col source="service_type" />
      <DataTable.Col source="service_date" field={DateText} cellSx={oneLine} />
      <DataTable.Col source="cost" align="right" field={CostText} cellSx={oneLine} />
      <DataTable.Col source="mileage" align="right" field={KilometresText} cellSx={oneLine} />
      <DataTable.Col source="notes" field={NotesCell} disableSort />
    </VehicleRecordsTable>
  );
}

/** docs/screens.md, Vehicle details: the mandatory maintenance tab — service type, finished on, cost, mileage and notes. */
export function VehicleMandatoryMaintenance() {
  const vehicle = useRecordContext();
  if (!vehicle) return null;
  return (
    <VehicleRecordsTable resource="mandatory-maintenance" filter={vehicleRecordsFilter(vehicle)} sort={{ field: 'finished_on', order: 'DESC' }}>
      <DataTable.Col source="service_type" field={ServiceTypeText} />
      <DataTable.Col source="finished_on" field={DateText} cellSx={oneLine} />
      <DataTable.Col source="cost" align="right" field={CostText} cellSx={oneLine} />
      <DataTable.Col source="mileage" align="right" field={KilometresText} cellSx={oneLine} />
      <DataTable.Col source="notes" field={NotesCell} disableSort />
    </VehicleRecordsTable>
  );
}

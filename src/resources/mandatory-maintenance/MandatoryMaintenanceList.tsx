import { DataTable, List } from 'react-admin';
import { CostText, DateText, KilometresText } from '../shared/fields';

/** Mandatory maintenance (every role): registrations and obligatory services, newest first. */
export function MandatoryMaintenanceList() {
  return (
    <List exporter={false} actions={false} sort={{ field: 'finished_on', order: 'DESC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="service_type" />
        <DataTable.Col source="finished_on" field={DateText} />
        <DataTable.Col source="cost" field={CostText} />
        <DataTable.Col source="mileage" field={KilometresText} />
        <DataTable.Col source="vehicle_license_plate" />
      </DataTable>
    </List>
  );
}

import { DataTable, List } from 'react-admin';
import { CostText, DateText, KilometresText } from '../shared/fields';

/** General (voluntary) maintenance (every role): repairs and upkeep, newest first. */
export function GeneralMaintenanceList() {
  return (
    <List exporter={false} actions={false} sort={{ field: 'service_date', order: 'DESC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="service_type" />
        <DataTable.Col source="service_date" field={DateText} />
        <DataTable.Col source="cost" field={CostText} />
        <DataTable.Col source="mileage" field={KilometresText} />
        <DataTable.Col source="vehicle_license_plate" />
      </DataTable>
    </List>
  );
}

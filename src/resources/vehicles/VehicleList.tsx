import { DataTable, List } from 'react-admin';
import { BranchNames, KilometresText } from '../shared/fields';

/** Vehicles (every role), scoped by the sidebar's branch. */
export function VehicleList() {
  return (
    <List exporter={false} actions={false} sort={{ field: 'license_plate', order: 'ASC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="license_plate" />
        <DataTable.Col source="model" />
        <DataTable.Col source="mileage" field={KilometresText} />
        <DataTable.Col source="type" />
        <DataTable.Col source="branches" field={BranchNames} disableSort />
      </DataTable>
    </List>
  );
}

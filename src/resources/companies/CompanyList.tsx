import { DataTable, List } from 'react-admin';

/** Companies (superadmin): name, address, email. The full table and its dialogs come with the management screens. */
export function CompanyList() {
  return (
    <List exporter={false} actions={false} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="address" />
        <DataTable.Col source="email" />
      </DataTable>
    </List>
  );
}

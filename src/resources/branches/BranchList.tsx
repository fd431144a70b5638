import { DataTable, List } from 'react-admin';

/** Branches (superadmin, admin). The card grid and its dialogs come with the management screens. */
export function BranchList() {
  return (
    <List exporter={false} actions={false} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="name" />
      </DataTable>
    </List>
  );
}

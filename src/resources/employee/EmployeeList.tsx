import { DataTable, List, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { BranchNames } from '../shared/fields';

/**
 * Employees (superadmin, admin, moderator). At /dashboard/employee/:branchId it lists the employees
 * of that one branch, whatever the sidebar says.
 */
export function EmployeeList() {
  const { branchId } = useParams();
  const translate = useTranslate();
  return (
    <List
      exporter={false}
      actions={false}
      sort={{ field: 'last_name', order: 'ASC' }}
      filter={branchId ? { branchId } : undefined}
      // Each branch keeps its own page and sort.
      storeKey={branchId ? `employee.branch.${branchId}` : undefined}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="first_name" />
        <DataTable.Col source="last_name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="username" />
        <DataTable.Col source="role" render={(record) => translate(`fleet.roles.${record.role}`)} />
        <DataTable.Col source="branches" field={BranchNames} disableSort />
      </DataTable>
    </List>
  );
}

import { useState } from 'react';
import { DataTable, ReferenceField, SearchInput, SelectInput } from 'react-admin';
import { Box } from '@mui/material';
import { useRecordContext, useTranslate, type CreateResult } from 'ra-core';
import { useParams } from 'react-router-dom';
import { grantableRoles, seesAllCompanies } from '../../../contract/permissions';
import type { SessionUser } from '../../../contract/schemas/auth';
import { ROLES } from '../../../contract/roles';
import { employeeCreateInput, employeeUpdateInput, type Invitation } from '../../../contract/schemas/employee';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { BranchNames } from '../shared/fields';
import { toBranchIds, toFormText } from '../shared/forms/formValues';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { AddButton } from '../shared/list/AddButton';
import { RowActions } from '../shared/list/RowActions';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { ResourceDialogs } from '../shared/dialogs/ResourceDialogs';
import { BranchHeadline } from './BranchHeadline';
import { EmployeeInputs } from './EmployeeInputs';
import { InvitationButton } from './InvitationButton';
import { InvitationDialog, type ShownInvitation } from './InvitationDialog';
import { employeeName } from './employeeName';
import { LicenceCell } from './LicenceCell';
import { EmployeeDocumentsButton } from '../documents/EmployeeDocumentsButton';
import { employees } from '../../resourceDefinitions/employees';

/**
 * Employees (superadmin, admin, moderator): the people who sign in. At /dashboard/employee/:branchId
 * it lists the employees of that one branch, whatever the sidebar says.
 */
export function EmployeeList() {
  const { branchId } = useParams();
  const [invitation, setInvitation] = useState<ShownInvitation>();
  const signedIn = useSignedInUser();
  const seesEveryCompany = signedIn !== null && seesAllCompanies(signedIn.role);

  const showInvitation = (result: CreateResult) => {
    const created = (result.meta as { invitation?: Invitation } | undefined)?.invitation;
    if (created) setInvitation({ invitation: created, employeeName: employeeName(result.data), reissued: false });
  };

  return (
    <RecordDialogsProvider>
      <FleetList
        sort={{ field: 'last_name', order: 'ASC' }}
        filters={[<SearchInput key="q" source="q" alwaysOn />, <RoleFilter key="role" source="role" alwaysOn />]}
        addButton={<AddButton label="resources.employee.add" />}
        headline={branchId ? <BranchHeadline branchId={branchId} /> : undefined}
        filter={branchId ? { branchId } : undefined}
        // Each branch keeps its own page and sort.
        storeKey={branchId ? `employee.branch.${branchId}` : undefined}
      >
        <FleetDataTable phoneColumns={PHONE_COLUMNS} isRowSelectable={(employee) => employee.id !== signedIn?.id}>
          <DataTable.Col source="first_name" />
          <DataTable.Col source="last_name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="phone_number" sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col source="position" />
          <DataTable.Col source="username" />
          <DataTable.Col source="created_by_username" label="resources.employee.fields.created_by" disableSort />
          {seesEveryCompany && (
            <DataTable.Col source="company_id" label="resources.employee.fields.company_id" disableSort>
              <ReferenceField source="company_id" reference="companies" link={false} />
            </DataTable.Col>
          )}
          <DataTable.Col source="branches" field={BranchNames} disableSort />
          <DataTable.Col source="role" field={RoleText} />
          <DataTable.Col source="licence_status" field={LicenceCell} disableSort />
          <DataTable.Col source="actions" label="resources.employee.fields.actions" disableSort>
            <EmployeeActions />
          </DataTable.Col>
        </FleetDataTable>
      </FleetList>
      <EmployeeDialogs branchId={branchId} onCreated={showInvitation} />
      <InvitationDialog shown={invitation} onClose={() => setInvitation(undefined)} />
    </RecordDialogsProvider>
  );
}

function RoleFilter(props: { source: string; alwaysOn: boolean }) {
  return (
    <SelectInput
      {...props}
      label="resources.employee.fields.role"
      choices={ROLES.map((role) => ({ id: role, name: `fleet.roles.${role}` }))}
    />
  );
}

function RoleText(_: { source: string }) {
  const employee = useRecordContext();
  const translate = useTranslate();
  return employee ? <>{translate(`fleet.roles.${employee.role}`)}</> : null;
}

/**
 * The employee's documents on every row; edit, delete and the invitation link on the rows of employees
 * whose role the signed-in user could grant: a moderator manages users only (docs/product.md, Roles
 * and scope), and the server refuses the rest.
 */
function EmployeeActions() {
  const employee = useRecordContext();
  const signedIn = useSignedInUser();
  if (!employee || !signedIn) return null;
  if (!grantableRoles(signedIn.role).includes(employee.role))
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <EmployeeDocumentsButton />
      </Box>
    );
  return (
    // Deleting one's own account is refused by the server, so it is not offered.
    <RowActions deletable={employee.id !== signedIn.id}>
      <EmployeeDocumentsButton />
      <InvitationButton />
    </RowActions>
  );
}

/**
 * A new employee starts as a user, in the branch whose employees are on screen, or in the
 * moderator's branch when they have only one (a moderator's employees need one of their branches).
 */
function newEmployeeBranches(branchId: string | undefined, signedIn: SessionUser | null): string[] {
  if (branchId) return [branchId];
  return signedIn?.role === 'moderator' && signedIn.branches.length === 1 ? [signedIn.branches[0]!.id] : [];
}

function EmployeeDialogs({ branchId, onCreated }: { branchId: string | undefined; onCreated: (result: CreateResult) => void }) {
  const signedIn = useSignedInUser();
  return (
    <ResourceDialogs
      resource={employees.name}
      createSchema={employeeCreateInput}
      editSchema={employeeUpdateInput}
      inputs={(mode) => <EmployeeInputs mode={mode} />}
      emptyValues={{
        email: '',
        username: '',
        first_name: '',
        last_name: '',
        phone_number: '',
        position: '',
        role: 'user',
        branches: newEmployeeBranches(branchId, signedIn),
        company_id: '',
      }}
      toFormValues={(employee) => ({
        email: employee.email,
        first_name: toFormText(employee.first_name),
        last_name: toFormText(employee.last_name),
        phone_number: toFormText(employee.phone_number),
        position: toFormText(employee.position),
        role: employee.role,
        branches: toBranchIds(employee.branches),
        // Not sent (an employee stays in their company); it narrows a superadmin's branch choices.
        company_id: employee.company_id,
      })}
      deleteName={employeeName}
      onCreated={onCreated}
      maxWidth="md"
    />
  );
}

/** On a phone, at first: who it is (phoneColumns.ts). */
const PHONE_COLUMNS = ['first_name', 'last_name'];

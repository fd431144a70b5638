import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Role } from '../../../contract/roles';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { CompanyInput } from '../shared/CompanyInput';
import { BranchesInput } from '../shared/BranchesInput';
import { rolesOffered } from './rolesOffered';
import { employees } from '../../resourceDefinitions/employees';

/**
 * docs/screens.md, Employees, with the role of docs/product.md, Roles and scope: one set of fields for "Add an
 * Employee" and "Edit an Employee";
 * the username is given once, on add, because people sign in with it.
 */
export function EmployeeInputs({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const signedIn = useSignedInUser();
  const { formState, setValue } = useFormContext();
  const edited = formState.defaultValues as { id?: string; role?: Role } | undefined;
  const role = useWatch({ name: 'role' }) as Role | undefined;
  const isSuperadmin = role === 'superadmin';

  // A superadmin belongs to no company, so has no branches either (the server refuses them).
  useEffect(() => {
    if (isSuperadmin) setValue('branches', []);
  }, [isSuperadmin, setValue]);

  if (!signedIn) return null;
  const roles = rolesOffered(signedIn, mode === 'edit' && edited?.id && edited.role ? { id: edited.id, role: edited.role } : undefined);
  const namesCompany = mode === 'create' && signedIn.role === 'superadmin' && !isSuperadmin;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
      <TextInput source="email" label="resources.employee.fields.email" type="email" isRequired autoFocus />
      {mode === 'create' && <TextInput source="username" label="resources.employee.fields.username" isRequired autoComplete="off" />}
      <TextInput source="first_name" label="resources.employee.fields.first_name" />
      <TextInput source="last_name" label="resources.employee.fields.last_name" />
      <TextInput source="phone_number" label="resources.employee.fields.phone_number" type="tel" />
      <TextInput source="position" label="resources.employee.fields.position" />
      <SelectInput
        source="role"
        label="resources.employee.fields.role"
        choices={roles.map((offered) => ({ id: offered, name: `fleet.roles.${offered}` }))}
        isRequired
      />
      {namesCompany && <CompanyInput label="resources.employee.fields.company_id" clearsBranches />}
      <Box sx={{ gridColumn: '1 / -1' }}>
        {isSuperadmin ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.employee.superadmin_has_no_company')}
          </Typography>
        ) : (
          <BranchesInput resource={employees.name} />
        )}
      </Box>
    </Box>
  );
}

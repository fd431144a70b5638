import { ReferenceInput, SelectInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MAX_PAGE_SIZE } from '../../../contract/schemas/common';

/**
 * The company a superadmin's new branch, employee or vehicle belongs to. Superadmins belong to no
 * company, so the server needs one named (server/scope/company.ts answers "This field is required"
 * under this field otherwise); everyone else's records go to their own company and never see this.
 * Where the form also picks branches, changing the company clears them: they belong to the old one.
 */
export function CompanyInput({ label, clearsBranches = false }: { label: string; clearsBranches?: boolean }) {
  const { setValue } = useFormContext();
  return (
    <ReferenceInput source="company_id" reference="companies" sort={{ field: 'name', order: 'ASC' }} perPage={MAX_PAGE_SIZE}>
      <SelectInput
        optionText="name"
        label={label}
        isRequired
        fullWidth
        onChange={clearsBranches ? () => setValue('branches', [], { shouldDirty: true }) : undefined}
      />
    </ReferenceInput>
  );
}

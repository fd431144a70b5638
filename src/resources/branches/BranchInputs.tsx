import { TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { LogoInput } from '../shared/LogoInput';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { seesAllCompanies } from '../../../contract/permissions';
import { CompanyInput } from '../shared/CompanyInput';

/**
 * docs/screens.md, Branches: a branch has a name and a logo. A superadmin also names the company of a new branch;
 * a branch never moves to another company (the server ignores company_id on update).
 */
export function BranchInputs({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const role = useSignedInUser()?.role;
  const namesCompany = mode === 'create' && role !== undefined && seesAllCompanies(role);
  return (
    <>
      {namesCompany && <CompanyInput label="resources.branches.fields.company_id" />}
      <TextInput source="name" label="resources.branches.fields.name" isRequired autoFocus={!namesCompany} />
      <LogoInput label={translate('resources.branches.fields.logo')} />
    </>
  );
}

import { useEffect, useRef } from 'react';
import { SelectArrayInput } from 'react-admin';
import { useGetList, useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { seesAllCompanies } from '../../../contract/permissions';
import { MAX_PAGE_SIZE } from '../../../contract/schemas/common';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import type { ResourceName } from '../../resourceDefinitions';

const BY_NAME = { field: 'name', order: 'ASC' } as const;

/**
 * The branches of a vehicle or an employee, chosen among those the signed-in user sees: the API scopes
 * the branch list, so a moderator is offered only their own. A superadmin sees every company's
 * branches, so they pick the company first (CompanyInput) and are offered its branches; choosing
 * another company empties the choice, since one company's branches mean nothing in another.
 */
export function BranchesInput({
  resource,
  required = false,
  source = 'branches',
  helperText = false,
}: {
  resource: ResourceName;
  required?: boolean;
  /** Where the form holds the chosen ids: `branches`, or an inspection form's `branch_ids`. */
  source?: string;
  /** What choosing none means, where none may be chosen. */
  helperText?: string | false;
}) {
  const translate = useTranslate();
  const { formState, setValue } = useFormContext();
  const companyId = (useWatch({ name: 'company_id' }) as string | undefined) || undefined;
  const role = useSignedInUser()?.role;
  const byCompany = role !== undefined && seesAllCompanies(role);
  const waitsForCompany = byCompany && !companyId;
  const { data: branches = [], isPending } = useGetList(
    'branches',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: BY_NAME, filter: byCompany ? { company_id: companyId } : {} },
    { enabled: !waitsForCompany },
  );

  const shownCompany = useRef(companyId);
  useEffect(() => {
    if (shownCompany.current === companyId) return;
    shownCompany.current = companyId;
    if (formState.defaultValues?.company_id !== companyId) setValue(source, []);
  }, [companyId, formState.defaultValues, setValue, source]);

  return (
    <SelectArrayInput
      source={source}
      label={`resources.${resource}.fields.${source}`}
      choices={waitsForCompany ? [] : branches.map((branch) => ({ id: branch.id, name: branch.name }))}
      // Names, not message keys.
      translateChoice={false}
      isPending={!waitsForCompany && isPending}
      disabled={waitsForCompany}
      helperText={waitsForCompany ? translate('fleet.form.choose_company_first') : helperText}
      isRequired={required}
      fullWidth
    />
  );
}

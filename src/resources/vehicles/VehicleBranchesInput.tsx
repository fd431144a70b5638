import { SelectArrayInput } from 'react-admin';
import { useGetList, useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { MAX_PAGE_SIZE } from '../../../contract/schemas/common';

const BY_NAME = { field: 'name', order: 'ASC' } as const;

/**
 * The branches a vehicle belongs to (at least one, docs/screens.md, Validation), chosen among those the user sees: the
 * API scopes the branch list, so a moderator is offered only their own. A superadmin first picks
 * the company (see VehicleCompanyInput) and is offered that company's branches.
 */
export function VehicleBranchesInput({ byCompany }: { byCompany: boolean }) {
  const translate = useTranslate();
  const companyId = useWatch({ name: 'company_id' }) as string | undefined;
  const waitsForCompany = byCompany && !companyId;
  const { data = [], isPending } = useGetList(
    'branches',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: BY_NAME, filter: byCompany ? { company_id: companyId } : {} },
    { enabled: !waitsForCompany },
  );
  return (
    <SelectArrayInput
      source="branches"
      label="resources.vehicles.fields.branches"
      choices={waitsForCompany ? [] : data}
      // Names, not message keys.
      translateChoice={false}
      isPending={!waitsForCompany && isPending}
      disabled={waitsForCompany}
      helperText={waitsForCompany ? translate('resources.vehicles.choose_company') : false}
      isRequired
    />
  );
}

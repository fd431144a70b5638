import { SelectInput } from 'react-admin';
import { useGetList } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { MAX_PAGE_SIZE } from '../../../contract/schemas/common';

/** A superadmin adds vehicles to any company, so they name it (the API requires it of them). */
export function VehicleCompanyInput() {
  const { setValue } = useFormContext();
  const { data = [], isPending } = useGetList('companies', { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } });
  return (
    <SelectInput
      source="company_id"
      label="resources.vehicles.fields.company_id"
      choices={data}
      translateChoice={false}
      isPending={isPending}
      isRequired
      // Branches of the company chosen before do not belong to the new one.
      onChange={() => setValue('branches', [], { shouldDirty: true })}
    />
  );
}

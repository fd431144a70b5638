import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import { MAX_PAGE_SIZE } from '../../../../contract/schemas/common';

/** A superadmin imports into one company at a time: its branches and plates are the ones matched. */
export function CompanyChoice({ value, onChange }: { value: string; onChange: (companyId: string) => void }) {
  const translate = useTranslate();
  const { data: companies = [] } = useGetList('companies', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <TextField
      select
      size="small"
      label={translate('fleet.csv.company')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ maxWidth: 360 }}
    >
      {companies.map((company) => (
        <MenuItem key={company.id} value={String(company.id)}>
          {company.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

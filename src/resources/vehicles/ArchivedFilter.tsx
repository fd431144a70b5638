import { FormControlLabel, Switch } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';

/**
 * "Archived": on, the list shows the archived vehicles instead of the active ones (the API's
 * isActive=false); off, the filter is gone. The value read back from the address may be the text "false".
 */
export function ArchivedFilter(_: { source: 'isActive'; alwaysOn: true }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'isActive' });
  const archived = field.value === false || field.value === 'false';
  return (
    <FormControlLabel
      sx={{ alignSelf: 'center', ml: 0.5, mr: 1 }}
      control={<Switch checked={archived} onChange={(event) => field.onChange(event.target.checked ? false : '')} />}
      label={translate('resources.vehicles.archived')}
    />
  );
}

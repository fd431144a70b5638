import { FormControlLabel, Switch } from '@mui/material';
import { useInput, useTranslate } from 'ra-core';

/**
 * A switch that narrows the list to the rows whose flag is false (the API's `isActive=false`,
 * `inService=false`); off, the filter is gone. The value read back from the address may be the text "false".
 */
function FalseFlagFilter({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const on = field.value === false || field.value === 'false';
  return (
    <FormControlLabel
      sx={{ alignSelf: 'center', ml: 0.5, mr: 1 }}
      control={<Switch checked={on} onChange={(event) => field.onChange(event.target.checked ? false : '')} />}
      label={translate(label)}
    />
  );
}

/** "Archived": on, the list shows the archived vehicles instead of the active ones (the API's isActive=false). */
export function ArchivedFilter(_: { source: 'isActive'; alwaysOn: true }) {
  return <FalseFlagFilter source="isActive" label="resources.vehicles.archived" />;
}

/** "Out of service only": the vehicles an open critical issue keeps off the road (the API's inService=false; docs/inspections.md). */
export function OutOfServiceFilter(_: { source: 'inService'; alwaysOn: true }) {
  return <FalseFlagFilter source="inService" label="resources.vehicles.out_of_service_filter" />;
}

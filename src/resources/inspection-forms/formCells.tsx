import { Chip } from '@mui/material';
import { useGetManyAggregate, useRecordContext, useTranslate } from 'ra-core';

/** An inspection form's facts as the list and the form's page show them, in the user's language. */

export function FrequencyText(_: { source: string }) {
  const form = useRecordContext();
  const translate = useTranslate();
  return form ? <>{translate(`resources.inspection-forms.frequencies.${form.frequency}`)}</> : null;
}

/** The vehicle types it is for, or "Every type" when it names none. */
export function VehicleTypesText(_: { source: string }) {
  const form = useRecordContext();
  const translate = useTranslate();
  const types = (form?.vehicle_types ?? []) as string[];
  return (
    <>
      {types.length
        ? types.map((type) => translate(`fleet.vehicle_types.${type}`)).join(', ')
        : translate('resources.inspection-forms.every_type')}
    </>
  );
}

/** The branches it is for, by name, or "Every branch" when it names none. */
export function BranchesText(_: { source: string }) {
  const form = useRecordContext();
  const translate = useTranslate();
  const ids = (form?.branch_ids ?? []) as string[];
  const { data: branches } = useGetManyAggregate('branches', { ids }, { enabled: ids.length > 0 });
  if (!ids.length) return <>{translate('resources.inspection-forms.every_branch')}</>;
  return <>{(branches ?? []).map((branch) => branch.name).join(', ')}</>;
}

export function ActiveChip(_: { source: string }) {
  const form = useRecordContext();
  const translate = useTranslate();
  if (!form) return null;
  return form.active ? (
    <Chip size="small" color="success" label={translate('resources.inspection-forms.active')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('resources.inspection-forms.inactive')} />
  );
}

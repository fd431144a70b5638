import { DataTable, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { seesAllCompanies } from '../../../contract/permissions';
import { MAX_PAGE_SIZE } from '../../../contract/schemas/common';
import { formatQuantity } from '../../../contract/formats';
import { partInput } from '../../../contract/schemas/part';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { useLanguage } from '../../i18n/useLanguage';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { AddButton } from '../shared/list/AddButton';
import { RowActions } from '../shared/list/RowActions';
import { costColumn, NOTES, noWrap } from '../shared/list/columns';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { ResourceDialogs } from '../shared/dialogs/ResourceDialogs';
import { toFormText } from '../shared/forms/formValues';
import { DecimalInput } from '../shared/forms/DecimalInput';
import { CompanyInput } from '../shared/CompanyInput';
import { StockButton } from './StockDialog';

/**
 * The company's parts catalogue (docs/work-orders.md, Parts and stock): everyone reads it, with what the
 * branches they see hold; admins and moderators keep it, and change a branch's stock from a row's Stock.
 * Export CSV writes the filtered catalogue; Import CSV, for those who keep it, adds parts (docs/csv.md).
 */
export function PartList() {
  return (
    <RecordDialogsProvider>
      <FleetList
        sort={{ field: 'number', order: 'ASC' }}
        csv
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        addButton={<AddButton label="resources.parts.add" />}
      >
        <FleetDataTable phoneColumns={PHONE_COLUMNS}>
          <DataTable.Col source="number" cellSx={noWrap} />
          <DataTable.Col source="name" />
          <DataTable.Col source="on_hand" align="right" field={OnHand} cellSx={noWrap} />
          <DataTable.Col source="unit" disableSort />
          {costColumn('unit_cost', { align: 'right' })}
          <DataTable.Col source="preferred_vendor_name" disableSort />
          <DataTable.Col source="notes" disableSort sx={NOTES} />
          <DataTable.Col source="actions" label="resources.parts.fields.actions" disableSort>
            <RowActions>
              <StockButton />
            </RowActions>
          </DataTable.Col>
        </FleetDataTable>
      </FleetList>
      <ResourceDialogs
        resource="parts"
        createSchema={partInput}
        editSchema={partInput}
        inputs={(mode) => <PartInputs mode={mode} />}
        emptyValues={{ number: '', name: '', unit: '', unit_cost: '', preferred_vendor_id: '', reorder_level: '', notes: '' }}
        toFormValues={(part) => ({
          number: part.number,
          name: part.name,
          unit: part.unit,
          unit_cost: part.unit_cost ?? '',
          preferred_vendor_id: part.preferred_vendor_id ?? '',
          reorder_level: part.reorder_level ?? '',
          notes: toFormText(part.notes),
        })}
        deleteName={(part) => `${part.number} ${part.name}`}
      />
    </RecordDialogsProvider>
  );
}

/** What the branches one sees hold together, in the language's numbers; "Reorder" where a branch holds less than the level. */
function OnHand({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const language = useLanguage();
  if (typeof record?.[source] !== 'number') return null;
  const value = record[source] as number;
  // The chip goes under the number where the column is narrow (a phone), beside it where there is room.
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}>
      {formatQuantity(value, language)}
      {record.below_reorder === true && (
        <Chip size="small" color="warning" variant="outlined" label={translate('resources.parts.below_reorder')} />
      )}
    </Box>
  );
}

/** One set of fields for add and edit; a superadmin also names the company of a new part. */
function PartInputs({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const role = useSignedInUser()?.role;
  const namesCompany = mode === 'create' && role !== undefined && seesAllCompanies(role);
  return (
    <>
      {namesCompany && <CompanyInput label="resources.parts.fields.company_id" />}
      <TextInput source="number" label="resources.parts.fields.number" isRequired autoFocus={!namesCompany} />
      <TextInput source="name" label="resources.parts.fields.name" isRequired />
      <TextInput source="unit" label="resources.parts.fields.unit" isRequired helperText={translate('resources.parts.unit_hint')} />
      <DecimalInput source="unit_cost" label="resources.parts.fields.unit_cost" unit="€" />
      <ReferenceInput source="preferred_vendor_id" reference="vendors" sort={{ field: 'name', order: 'ASC' }} perPage={MAX_PAGE_SIZE}>
        <SelectInput optionText="name" label="resources.parts.fields.preferred_vendor_id" emptyText="resources.parts.no_vendor" fullWidth />
      </ReferenceInput>
      <DecimalInput
        source="reorder_level"
        label="resources.parts.fields.reorder_level"
        helperText={translate('resources.parts.reorder_hint')}
      />
      <TextInput source="notes" label="resources.parts.fields.notes" multiline minRows={2} />
    </>
  );
}

/** On a phone, at first: the part's number and what is on hand. */
const PHONE_COLUMNS = ['number', 'on_hand'];

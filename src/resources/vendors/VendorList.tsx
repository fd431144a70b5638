import { DataTable, SearchInput, TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { seesAllCompanies } from '../../../contract/permissions';
import { vendorInput } from '../../../contract/schemas/vendor';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { AddButton } from '../shared/list/AddButton';
import { RowActions } from '../shared/list/RowActions';
import { NOTES, noWrap } from '../shared/list/columns';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { ResourceDialogs } from '../shared/dialogs/ResourceDialogs';
import { toFormText } from '../shared/forms/formValues';
import { CompanyInput } from '../shared/CompanyInput';

/** The shops and suppliers of the company: everyone reads them, those who manage the fleet keep them. */
export function VendorList() {
  return (
    <RecordDialogsProvider>
      <FleetList
        sort={{ field: 'name', order: 'ASC' }}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        addButton={<AddButton label="resources.vendors.add" />}
      >
        <FleetDataTable phoneColumns={PHONE_COLUMNS}>
          <DataTable.Col source="name" />
          <DataTable.Col source="contact_person" />
          <DataTable.Col source="phone" disableSort cellSx={noWrap} />
          <DataTable.Col source="email" />
          <DataTable.Col source="address" disableSort />
          <DataTable.Col source="notes" disableSort sx={NOTES} />
          <DataTable.Col source="actions" label="resources.vendors.fields.actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </FleetDataTable>
      </FleetList>
      <ResourceDialogs
        resource="vendors"
        createSchema={vendorInput}
        editSchema={vendorInput}
        inputs={(mode) => <VendorInputs mode={mode} />}
        emptyValues={{ name: '', contact_person: '', email: '', phone: '', address: '', notes: '' }}
        toFormValues={(vendor) => ({
          name: vendor.name,
          contact_person: toFormText(vendor.contact_person),
          email: toFormText(vendor.email),
          phone: toFormText(vendor.phone),
          address: toFormText(vendor.address),
          notes: toFormText(vendor.notes),
        })}
        deleteName={(vendor) => vendor.name}
      />
    </RecordDialogsProvider>
  );
}

/** One set of fields for add and edit; a superadmin also names the company of a new vendor. */
function VendorInputs({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const role = useSignedInUser()?.role;
  const namesCompany = mode === 'create' && role !== undefined && seesAllCompanies(role);
  return (
    <>
      {namesCompany && <CompanyInput label="resources.vendors.fields.company_id" />}
      <TextInput
        source="name"
        label="resources.vendors.fields.name"
        helperText={translate('resources.vendors.name_hint')}
        isRequired
        autoFocus={!namesCompany}
      />
      <TextInput source="contact_person" label="resources.vendors.fields.contact_person" />
      <TextInput source="phone" label="resources.vendors.fields.phone" type="tel" />
      <TextInput source="email" label="resources.vendors.fields.email" type="email" />
      <TextInput source="address" label="resources.vendors.fields.address" multiline minRows={2} />
      <TextInput source="notes" label="resources.vendors.fields.notes" multiline minRows={2} />
    </>
  );
}

/** On a phone, at first: the vendor's name and phone, to call them from the road (phoneColumns.ts). */
const PHONE_COLUMNS = ['name', 'phone'];

import { DataTable, SearchInput } from 'react-admin';
import { useRecordContext, useTranslate } from 'ra-core';
import { companyInput } from '../../../contract/schemas/company';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { AddButton } from '../shared/list/AddButton';
import { RowActions } from '../shared/list/RowActions';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { ResourceDialogs } from '../shared/dialogs/ResourceDialogs';
import { toFormText } from '../shared/forms/formValues';
import { LogoAvatar } from '../shared/LogoAvatar';
import { CompanyInputs } from './CompanyInputs';
import { DueThresholdsButton } from '../shared/health/DueThresholdsButton';

/** Companies (superadmin only): the tenants of Fleet, each with its branches, people and vehicles. */
export function CompanyList() {
  return (
    <RecordDialogsProvider>
      <FleetList
        sort={{ field: 'name', order: 'ASC' }}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        addButton={<AddButton label="resources.companies.add" />}
      >
        <FleetDataTable phoneColumns={PHONE_COLUMNS}>
          <DataTable.Col source="name" />
          <DataTable.Col source="address" />
          <DataTable.Col source="email" />
          <DataTable.Col source="logo" disableSort field={CompanyLogo} />
          <DataTable.Col source="actions" label="resources.companies.fields.actions" disableSort>
            <RowActions>
              <CompanyThresholds />
            </RowActions>
          </DataTable.Col>
        </FleetDataTable>
      </FleetList>
      <CompanyDialogs />
    </RecordDialogsProvider>
  );
}

/** Each company's due-soon thresholds, which only a superadmin reaches from here. */
function CompanyThresholds() {
  const company = useRecordContext();
  return company ? <DueThresholdsButton companyId={company.id} iconOnly /> : null;
}

function CompanyLogo(_: { source: string }) {
  const company = useRecordContext();
  const translate = useTranslate();
  return (
    <LogoAvatar
      src={company?.logo}
      alt={company ? translate('fleet.form.logo_of', { name: company.name }) : ''}
      fallback={translate('resources.companies.logo_fallback')}
    />
  );
}

function CompanyDialogs() {
  return (
    <ResourceDialogs
      resource="companies"
      createSchema={companyInput}
      editSchema={companyInput}
      inputs={() => <CompanyInputs />}
      emptyValues={{ name: '', email: '', address: '', logo: null }}
      toFormValues={(company) => ({ name: company.name, email: company.email, address: toFormText(company.address), logo: company.logo })}
      keep={['logo']}
      deleteName={(company) => company.name}
    />
  );
}

/** On a phone, at first: the company's name and logo (phoneColumns.ts). */
const PHONE_COLUMNS = ['name', 'logo'];

import { TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { LogoInput } from '../shared/LogoInput';

/** docs/screens.md, Companies: name, logo upload, email and address; one set of fields for add and edit. */
export function CompanyInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" label="resources.companies.fields.name" isRequired autoFocus />
      <LogoInput label={translate('resources.companies.fields.logo')} />
      <TextInput source="email" label="resources.companies.fields.email" type="email" isRequired />
      <TextInput source="address" label="resources.companies.fields.address" multiline minRows={2} />
    </>
  );
}

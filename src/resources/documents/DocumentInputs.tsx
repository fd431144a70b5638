import { useEffect, useRef } from 'react';
import { AutocompleteInput, RadioButtonGroupInput, ReferenceInput, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { LICENCE_CATEGORIES } from '../../../contract/document-kinds';
import { DateInput } from '../shared/forms/DateInput';
import { CostInput } from '../shared/maintenance/CostInput';
import { VehicleInput } from '../shared/maintenance/VehicleInput';
import { employeeName } from '../employees/employeeName';
import { hasLicenceCategories, kindFits, kindsFor, type DocumentSubject } from './documentSubject';
import { searchByText } from '../shared/forms/searchByText';

const SUBJECTS: DocumentSubject[] = ['vehicle', 'employee'];
const CATEGORY_CHOICES = LICENCE_CATEGORIES.map((category) => ({ id: category, name: category }));
const wide = { gridColumn: '1 / -1' };

/**
 * The form of a document (docs/screens.md, Documents): whose it is (a vehicle or an employee, unless
 * the dialog was opened for one already), then its kind, among the kinds that subject has, its
 * number and issuer, when it was issued and expires, its cost, a driving licence's categories, and
 * notes.
 */
export function DocumentInputs({ subjectFixed }: { subjectFixed: boolean }) {
  const subject = (useWatch({ name: 'subject' }) as DocumentSubject | undefined) ?? 'vehicle';
  const kind = useWatch({ name: 'kind' }) as unknown;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
      <KeepFieldsConsistent />
      {!subjectFixed && (
        <>
          <Box sx={wide}>
            <RadioButtonGroupInput
              source="subject"
              label="resources.documents.belongs_to"
              choices={SUBJECTS.map((id) => ({ id, name: `resources.documents.subject_${id}` }))}
              row
              helperText={false}
            />
          </Box>
          <Box sx={wide}>{subject === 'vehicle' ? <VehicleInput /> : <EmployeeInput />}</Box>
        </>
      )}
      <Box sx={wide}>
        <SelectInput source="kind" isRequired choices={kindsFor(subject).map((id) => ({ id, name: `fleet.document_kinds.${id}` }))} />
      </Box>
      <TextInput source="number" isRequired />
      <TextInput source="issuer" isRequired />
      <DateInput source="issued_on" isRequired />
      <DateInput source="expires_on" />
      <CostInput isRequired={false} />
      {hasLicenceCategories(kind) ? (
        <SelectArrayInput source="licence_categories" choices={CATEGORY_CHOICES} translateChoice={false} />
      ) : (
        <Box />
      )}
      <Box sx={wide}>
        <TextInput source="notes" multiline minRows={3} />
      </Box>
    </Box>
  );
}

/**
 * Keeps what the contract ties together consistent as the user changes it: another subject clears the
 * first one's choice and a kind it does not have; a kind other than a driving licence drops the
 * categories. Values as the form opened with them are left alone.
 */
function KeepFieldsConsistent() {
  const { setValue, getValues } = useFormContext();
  const subject = useWatch({ name: 'subject' }) as DocumentSubject | undefined;
  const kind = useWatch({ name: 'kind' }) as unknown;
  const previous = useRef({ subject, kind });
  useEffect(() => {
    const before = previous.current;
    previous.current = { subject, kind };
    if (subject && subject !== before.subject) {
      setValue(subject === 'vehicle' ? 'employee_id' : 'vehicle_id', null, { shouldDirty: true });
      if (getValues('kind') && !kindFits(getValues('kind'), subject)) setValue('kind', '', { shouldDirty: true });
    }
    if (kind !== before.kind && !hasLicenceCategories(kind) && (getValues('licence_categories') as unknown[] | undefined)?.length)
      setValue('licence_categories', [], { shouldDirty: true });
  }, [subject, kind, setValue, getValues]);
  return null;
}

/** The employee a document belongs to, among those the user sees in the sidebar's branch, searched by name. */
function EmployeeInput() {
  return (
    <ReferenceInput source="employee_id" reference="employee" sort={{ field: 'last_name', order: 'ASC' }} perPage={20}>
      <AutocompleteInput
        label="resources.documents.fields.employee_id"
        optionText={<EmployeeOption />}
        inputText={employeeName}
        filterToQuery={searchByText}
        openOnFocus={false}
        isRequired
      />
    </ReferenceInput>
  );
}

/** A choice: the name, with the username beneath it. */
function EmployeeOption() {
  const employee = useRecordContext<RaRecord>();
  const translate = useTranslate();
  if (!employee) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {employeeName(employee)}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
        {employee.position ? `${employee.username} · ${employee.position}` : employee.username}
        {employee.role ? ` · ${translate(`fleet.roles.${employee.role}`)}` : ''}
      </Box>
    </Box>
  );
}

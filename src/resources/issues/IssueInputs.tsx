import { AutocompleteInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { ISSUE_PRIORITIES, ISSUE_STATUSES } from '../../../contract/inspections';
import { DateInput } from '../shared/forms/DateInput';
import { VehicleInput } from '../shared/maintenance/VehicleInput';
import { employeeName } from '../employees/employeeName';
import { employees } from '../../resourceDefinitions/employees';
import { searchByText } from '../shared/forms/searchByText';

const wide = { gridColumn: '1 / -1' };

export const PRIORITY_CHOICES = [...ISSUE_PRIORITIES]
  .reverse()
  .map((priority) => ({ id: priority, name: `resources.issues.priorities.${priority}` }));
export const STATUS_CHOICES = ISSUE_STATUSES.map((status) => ({ id: status, name: `resources.issues.statuses.${status}` }));

/**
 * The form of an issue (docs/inspections.md, Issues). Reporting one (every role) asks for the vehicle,
 * what is wrong and how urgent it is; editing one (admins and moderators) also sets where it stands,
 * who sees to it and by when.
 */
export function IssueInputs({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
      {mode === 'create' && (
        <Box sx={wide}>
          <VehicleInput />
        </Box>
      )}
      <Box sx={wide}>
        <TextInput
          source="title"
          label="resources.issues.fields.title"
          helperText={translate('resources.issues.title_hint')}
          isRequired
          autoFocus={mode === 'edit'}
        />
      </Box>
      <Box sx={wide}>
        <TextInput
          source="description"
          label="resources.issues.fields.description"
          helperText={translate('resources.issues.description_hint')}
          multiline
          minRows={3}
        />
      </Box>
      <PriorityInput />
      {mode === 'edit' && (
        <>
          <SelectInput source="status" label="resources.issues.fields.status" choices={STATUS_CHOICES} isRequired />
          <AssigneeInput />
          <DateInput source="due_on" label="resources.issues.fields.due_on" />
        </>
      )}
    </Box>
  );
}

/** How urgent, most urgent first; choosing critical says what it does to the vehicle. */
function PriorityInput() {
  const translate = useTranslate();
  const priority = useWatch({ name: 'priority' });
  return (
    <SelectInput
      source="priority"
      label="resources.issues.fields.priority"
      choices={PRIORITY_CHOICES}
      isRequired
      helperText={priority === 'critical' ? translate('resources.issues.critical_hint') : undefined}
    />
  );
}

/**
 * Who sees to it: an employee of the company, searched by name on the server, whatever branch the
 * sidebar shows; the server refuses one who does not see the vehicle (messages.assigneeNotInScope).
 */
function AssigneeInput() {
  const translate = useTranslate();
  return (
    <Box sx={wide}>
      <ReferenceInput
        source="assignee_id"
        reference={employees.name}
        sort={{ field: 'last_name', order: 'ASC' }}
        filter={{ branchId: null }}
        perPage={20}
      >
        <AutocompleteInput
          label="resources.issues.fields.assignee_id"
          optionText={<AssigneeOption />}
          inputText={employeeName}
          filterToQuery={searchByText}
          openOnFocus={false}
          helperText={translate('resources.issues.assignee_hint')}
        />
      </ReferenceInput>
    </Box>
  );
}

/** A choice: the name, with the username and the position beneath it (a work order's assignee too). */
export function AssigneeOption() {
  const employee = useRecordContext<RaRecord>();
  if (!employee) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {employeeName(employee)}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
        {employee.position ? `${employee.username} · ${employee.position}` : employee.username}
      </Box>
    </Box>
  );
}

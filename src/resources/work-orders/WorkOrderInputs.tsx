import { useEffect, useRef } from 'react';
import { AutocompleteInput, CheckboxGroupInput, ReferenceArrayInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useChoicesContext, useTranslate, type RaRecord } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { MANDATORY_SERVICE_TYPES } from '../../../contract/mandatory-service-types';
import { MAX_PAGE_SIZE } from '../../../contract/schemas/common';
import { EDITABLE_WORK_ORDER_STATUSES, MAX_WORK_ORDER_ISSUES, WORK_ORDER_RECORD_KINDS } from '../../../contract/work-orders';
import { DateInput } from '../shared/forms/DateInput';
import { VehicleInput } from '../shared/maintenance/VehicleInput';
import { employeeName } from '../employees/employeeName';
import { employees } from '../../resourceDefinitions/employees';
import { issues } from '../../resourceDefinitions/issues';
import { AssigneeOption, PRIORITY_CHOICES } from '../issues/IssueInputs';
import { WorkOrderLines } from './WorkOrderLines';
import { searchByText } from '../shared/forms/searchByText';

const wide = { gridColumn: '1 / -1' };

const STATUS_CHOICES = EDITABLE_WORK_ORDER_STATUSES.map((status) => ({ id: status, name: `resources.work-orders.statuses.${status}` }));
const RECORD_KIND_CHOICES = WORK_ORDER_RECORD_KINDS.map((kind) => ({ id: kind, name: `resources.work-orders.record_kinds.${kind}` }));
const SERVICE_TYPE_CHOICES = MANDATORY_SERVICE_TYPES.map((type) => ({ id: type, name: `resources.work-orders.service_types.${type}` }));

const isMandatoryType = (value: unknown) => (MANDATORY_SERVICE_TYPES as readonly unknown[]).includes(value);

/**
 * The form of a work order (docs/work-orders.md): the vehicle and what is to be done, where it stands and
 * how urgent, the maintenance record completing it writes, who does it (a vendor, or in-house) and when,
 * the issues it resolves, and its lines with their live totals. The contract's own schema checks it.
 */
export function WorkOrderInputs({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const recordKind = useWatch({ name: 'record_kind' }) as unknown;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
      <KeepFieldsConsistent />
      {mode === 'create' && (
        <Box sx={wide}>
          <VehicleInput />
        </Box>
      )}
      <Box sx={wide}>
        <TextInput
          source="title"
          label="resources.work-orders.fields.title"
          helperText={translate('resources.work-orders.title_hint')}
          isRequired
          autoFocus={mode === 'edit'}
        />
      </Box>
      <SelectInput source="status" label="resources.work-orders.fields.status" choices={STATUS_CHOICES} isRequired />
      <SelectInput source="priority" label="resources.work-orders.fields.priority" choices={PRIORITY_CHOICES} isRequired />
      <SelectInput
        source="record_kind"
        label="resources.work-orders.fields.record_kind"
        choices={RECORD_KIND_CHOICES}
        helperText={translate('resources.work-orders.record_kind_hint')}
        isRequired
      />
      {recordKind === 'mandatory' ? (
        <SelectInput
          source="service_type"
          label="resources.work-orders.fields.service_type"
          choices={SERVICE_TYPE_CHOICES}
          helperText={translate('resources.work-orders.mandatory_type_hint')}
          isRequired
        />
      ) : (
        <TextInput
          source="service_type"
          label="resources.work-orders.fields.service_type"
          helperText={translate('resources.work-orders.service_type_hint')}
          isRequired
        />
      )}
      <ReferenceInput source="vendor_id" reference="vendors" sort={{ field: 'name', order: 'ASC' }} perPage={MAX_PAGE_SIZE}>
        <SelectInput
          optionText="name"
          label="resources.work-orders.fields.vendor_id"
          emptyText="resources.work-orders.in_house"
          helperText={translate('resources.work-orders.vendor_hint')}
          fullWidth
        />
      </ReferenceInput>
      <ReferenceInput
        source="assignee_id"
        reference={employees.name}
        sort={{ field: 'last_name', order: 'ASC' }}
        filter={{ branchId: null }}
        perPage={20}
      >
        <AutocompleteInput
          label="resources.work-orders.fields.assignee_id"
          optionText={<AssigneeOption />}
          inputText={employeeName}
          filterToQuery={searchByText}
          openOnFocus={false}
        />
      </ReferenceInput>
      <DateInput source="issued_on" label="resources.work-orders.fields.issued_on" isRequired />
      <DateInput source="due_on" label="resources.work-orders.fields.due_on" />
      <DateInput source="started_on" label="resources.work-orders.fields.started_on" />
      <Box />
      <Box sx={wide}>
        <TextInput source="notes" label="resources.work-orders.fields.notes" multiline minRows={2} />
      </Box>
      <Box sx={wide}>
        <IssuesInput />
      </Box>
      <Box sx={wide}>
        <WorkOrderLines />
      </Box>
    </Box>
  );
}

/**
 * Keeps what the contract ties together consistent as the user changes it: another vehicle drops the
 * issues of the one before; a mandatory record takes Registration or Service, so a service type typed
 * for a general one goes. Values as the form opened with them are left alone.
 */
function KeepFieldsConsistent() {
  const { setValue, getValues } = useFormContext();
  const vehicleId = useWatch({ name: 'vehicle_id' }) as unknown;
  const recordKind = useWatch({ name: 'record_kind' }) as unknown;
  const previous = useRef({ vehicleId, recordKind });
  useEffect(() => {
    const before = previous.current;
    previous.current = { vehicleId, recordKind };
    if (vehicleId !== before.vehicleId && (getValues('issue_ids') as unknown[] | undefined)?.length)
      setValue('issue_ids', [], { shouldDirty: true });
    if (recordKind !== before.recordKind && recordKind === 'mandatory' && !isMandatoryType(getValues('service_type')))
      setValue('service_type', '', { shouldDirty: true });
  }, [vehicleId, recordKind, setValue, getValues]);
  return null;
}

/** The issues it resolves: the open ones of its vehicle (and those it names already), ticked. */
function IssuesInput() {
  const translate = useTranslate();
  const vehicleId = useWatch({ name: 'vehicle_id' }) as unknown;
  if (!vehicleId) {
    return (
      <Box sx={{ my: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate('resources.work-orders.fields.issue_ids')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.work-orders.issues_vehicle_first')}
        </Typography>
      </Box>
    );
  }
  return (
    <ReferenceArrayInput
      source="issue_ids"
      reference={issues.name}
      filter={{ vehicleId, status: 'open_any', branchId: null }}
      sort={{ field: 'priority', order: 'DESC' }}
      perPage={MAX_WORK_ORDER_ISSUES}
    >
      <IssueChoices />
    </ReferenceArrayInput>
  );
}

const issueTitle = (issue: RaRecord) => String(issue.title ?? '');

function IssueChoices() {
  const translate = useTranslate();
  const { allChoices, isPending } = useChoicesContext();
  if (!isPending && (allChoices ?? []).length === 0) {
    return (
      <Box sx={{ my: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate('resources.work-orders.fields.issue_ids')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.work-orders.issues_none')}
        </Typography>
      </Box>
    );
  }
  return (
    <CheckboxGroupInput
      label="resources.work-orders.fields.issue_ids"
      optionText={issueTitle}
      row={false}
      helperText={translate('resources.work-orders.issues_hint')}
    />
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { Box } from '@mui/material';
import { Form, useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { HISTORY_ENTITIES, type HistoryEntity } from '../../../contract/history';
import type { HistoryFilters } from '../../dataProvider/historyCalls';
import { employees } from '../../resourceDefinitions/employees';
import { vehicles } from '../../resourceDefinitions/vehicles';
import { DateInput } from '../../resources/shared/forms/DateInput';
import { entityName } from '../../resources/shared/history/historyLabels';
import { searchByText } from '../../resources/shared/forms/searchByText';

const WIDTH = { xs: '100%', sm: 200 };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Who, what, which vehicle, from and to (docs/screens.md, History): react-admin's inputs, as the lists'
 * filters are, in a form of their own whose values become the screen's filters as they change.
 */
export function HistoryFilterBar({ filters, onChange }: { filters: HistoryFilters; onChange: (filters: HistoryFilters) => void }) {
  const translate = useTranslate();
  // The form starts from the address once; after that it is what the person types that changes the address.
  const [start] = useState(filters);
  const choices = useMemo(
    () =>
      (Object.keys(HISTORY_ENTITIES) as HistoryEntity[])
        .map((entity) => ({ id: entity, name: entityName(translate, entity) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [translate],
  );
  return (
    <Form record={start} noValidate>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'flex-start' }}>
        <FiltersWatcher onChange={onChange} />
        <OneOf source="actorId" reference={employees.name} field="username" label="fleet.history.filters.who" />
        <SelectInput
          source="entity"
          label="fleet.history.filters.what"
          choices={choices}
          emptyText="fleet.history.filters.anything"
          helperText={false}
          sx={{ width: WIDTH }}
        />
        <OneOf source="vehicleId" reference={vehicles.name} field="license_plate" label="fleet.history.filters.vehicle" />
        <Box sx={{ display: 'flex', gap: 1.5, width: { xs: '100%', sm: 'auto' } }}>
          <DateInput
            source="from"
            label="fleet.history.filters.from"
            helperText={false}
            sx={{ width: { xs: 'auto', sm: 160 }, flex: 1 }}
            filter
          />
          <DateInput
            source="to"
            label="fleet.history.filters.to"
            helperText={false}
            sx={{ width: { xs: 'auto', sm: 160 }, flex: 1 }}
            filter
          />
        </Box>
      </Box>
    </Form>
  );
}

/** One employee or one vehicle, found by the API as the person types, shown and sorted by one of its fields. */
function OneOf({ source, reference, field, label }: { source: string; reference: string; field: string; label: string }) {
  return (
    <ReferenceInput source={source} reference={reference} sort={{ field, order: 'ASC' }} perPage={20}>
      <AutocompleteInput label={label} optionText={field} filterToQuery={searchByText} helperText={false} sx={{ width: WIDTH }} />
    </ReferenceInput>
  );
}

/** Hands the form's values on whenever one changes; a day counts once it is a whole day. */
function FiltersWatcher({ onChange }: { onChange: (filters: HistoryFilters) => void }) {
  const values = useWatch() as Record<string, unknown>;
  const text = (name: string) => (typeof values[name] === 'string' && values[name] !== '' ? (values[name] as string) : undefined);
  const day = (name: string) => (DAY.test(String(values[name] ?? '')) ? (values[name] as string) : undefined);
  const next: HistoryFilters = {
    actorId: text('actorId'),
    entity: text('entity') as HistoryEntity | undefined,
    vehicleId: text('vehicleId'),
    from: day('from'),
    to: day('to'),
  };
  const key = JSON.stringify(next);
  const last = useRef(key);
  const handOn = useRef(onChange);
  useEffect(() => {
    handOn.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (key === last.current) return;
    last.current = key;
    handOn.current(JSON.parse(key) as HistoryFilters);
  }, [key]);
  return null;
}

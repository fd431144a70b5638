import { useEffect, useId, useRef } from 'react';
import { AutocompleteInput, RadioButtonGroupInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type RaRecord } from 'ra-core';
import { get, useFieldArray, useFormContext, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { formatCost, formatQuantity } from '../../../contract/formats';
import { MAX_WORK_ORDER_LINES, workOrderTotals } from '../../../contract/work-orders';
import type { FleetDataProvider } from '../../dataProvider';
import { useLanguage } from '../../i18n/useLanguage';
import { DecimalInput } from '../shared/forms/DecimalInput';
import { newLine, typedNumber, type LineValues } from './workOrderForm';
import { searchByText } from '../shared/forms/searchByText';

/** A message about the lines as a whole (too many), where react-hook-form keeps it for a field array. */
function listError(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as { root?: { message?: string }; message?: string } | undefined;
  return error?.root?.message ?? (typeof error?.message === 'string' ? error.message : undefined);
}

/** The lines as the totals count them: what is typed, a blank as 0. */
function costed(lines: readonly LineValues[]) {
  return lines.map((line) => ({
    kind: line.kind,
    hours: typedNumber(line.hours),
    rate: typedNumber(line.rate),
    quantity: typedNumber(line.quantity),
    unit_cost: typedNumber(line.unit_cost),
    amount: typedNumber(line.amount),
  }));
}

/**
 * A work order's lines (docs/work-orders.md): labour (what, hours, rate), parts (from a branch's stock,
 * with what it holds, or bought for the job) and other costs, each removable, each with its total, and
 * the totals of labour, parts, other and all as they are typed, counted as the server counts them
 * (`workOrderTotals`). A line's message stands at its field.
 */
export function WorkOrderLines() {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: 'lines', keyName: 'key' });
  const { errors } = useFormState({ name: 'lines' });
  const error = listError(errors, 'lines');
  const full = fields.length >= MAX_WORK_ORDER_LINES;
  return (
    <Box component="section" aria-labelledby="work-order-lines-title" sx={{ mt: 1 }}>
      <Typography id="work-order-lines-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('resources.work-orders.lines.title')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.work-orders.lines.empty')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {fields.map((field, index) => (
          <LineCard key={field.key} index={index} onRemove={() => remove(index)} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {(['labour', 'part', 'other'] as const).map((kind) => (
          <Button key={kind} variant="outlined" size="small" startIcon={<AddIcon />} disabled={full} onClick={() => append(newLine(kind))}>
            {translate(`resources.work-orders.lines.add_${kind}`)}
          </Button>
        ))}
      </Box>
      <LiveTotals />
    </Box>
  );
}

function LineCard({ index, onRemove }: { index: number; onRemove: () => void }) {
  const translate = useTranslate();
  const headingId = useId();
  const name = `lines.${index}`;
  const kind = useWatch({ name: `${name}.kind` }) as LineValues['kind'];
  const number = String(index + 1);
  const remove = translate('resources.work-orders.lines.remove', { number });
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="work-order-line">
      <CardContent sx={{ pb: '12px !important' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
            {translate('resources.work-orders.lines.line', { number, kind: translate(`resources.work-orders.lines.kinds.${kind}`) })}
          </Typography>
          <Tooltip title={remove}>
            <IconButton size="small" color="error" aria-label={remove} onClick={onRemove}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' }, columnGap: 2 }}>
          {kind === 'labour' && <LabourFields name={name} />}
          {kind === 'part' && <PartFields name={name} />}
          {kind === 'other' && <OtherFields name={name} />}
        </Box>
        <LineTotal name={name} />
      </CardContent>
    </Card>
  );
}

const whole = { gridColumn: '1 / -1' };
const half = { gridColumn: { xs: '1 / -1', sm: 'span 2' } };

function LabourFields({ name }: { name: string }) {
  return (
    <>
      <Box sx={whole}>
        <TextInput source={`${name}.description`} label="resources.work-orders.lines.description" isRequired helperText={false} />
      </Box>
      <Box sx={half}>
        <DecimalInput source={`${name}.hours`} label="resources.work-orders.lines.hours" unit="h" isRequired />
      </Box>
      <Box sx={half}>
        <DecimalInput source={`${name}.rate`} label="resources.work-orders.lines.rate" unit="€" isRequired />
      </Box>
    </>
  );
}

function OtherFields({ name }: { name: string }) {
  return (
    <>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'span 3' } }}>
        <TextInput source={`${name}.description`} label="resources.work-orders.lines.description" isRequired helperText={false} />
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'span 1' } }}>
        <DecimalInput source={`${name}.amount`} label="resources.work-orders.lines.amount" unit="€" isRequired />
      </Box>
    </>
  );
}

const SOURCES = [
  { id: 'stock', name: 'resources.work-orders.lines.from_stock' },
  { id: 'bought', name: 'resources.work-orders.lines.bought' },
];

const partText = (part: RaRecord) => `${String(part.number ?? '')} ${String(part.name ?? '')}`.trim();

/** A part: from the catalogue and a branch's stock, or bought for this job (its name typed in); how many and at what price. */
function PartFields({ name }: { name: string }) {
  const { setValue, getValues } = useFormContext();
  const source = useWatch({ name: `${name}.source` }) as unknown;
  const fromStock = source !== 'bought';
  return (
    <>
      <KeepPartConsistent name={name} />
      <Box sx={whole}>
        <RadioButtonGroupInput
          source={`${name}.source`}
          label="resources.work-orders.lines.source"
          choices={SOURCES}
          row
          helperText={false}
        />
      </Box>
      {fromStock ? (
        <>
          <Box sx={half}>
            <ReferenceInput source={`${name}.part_id`} reference="parts" sort={{ field: 'number', order: 'ASC' }} perPage={20}>
              <AutocompleteInput
                label="resources.work-orders.lines.part_id"
                optionText={partText}
                filterToQuery={searchByText}
                openOnFocus={false}
                isRequired
                onChange={(_value: unknown, part: RaRecord | '') => {
                  // The catalogue's price, unless one is typed already.
                  if (part && typeof part.unit_cost === 'number' && !getValues(`${name}.unit_cost`))
                    setValue(`${name}.unit_cost`, part.unit_cost.toFixed(2), { shouldDirty: true });
                }}
              />
            </ReferenceInput>
          </Box>
          <Box sx={half}>
            <BranchInput name={name} />
          </Box>
        </>
      ) : (
        <Box sx={whole}>
          <TextInput source={`${name}.description`} label="resources.work-orders.lines.part_name" isRequired helperText={false} />
        </Box>
      )}
      <Box sx={half}>
        <DecimalInput source={`${name}.quantity`} label="resources.work-orders.lines.quantity" isRequired />
      </Box>
      <Box sx={half}>
        <DecimalInput source={`${name}.unit_cost`} label="resources.work-orders.lines.unit_cost" unit="€" isRequired />
      </Box>
    </>
  );
}

/** A part bought for the job names no part of the catalogue nor a branch; another part chosen asks for its branch again. */
function KeepPartConsistent({ name }: { name: string }) {
  const { setValue, getValues } = useFormContext();
  const source = useWatch({ name: `${name}.source` }) as unknown;
  const partId = useWatch({ name: `${name}.part_id` }) as unknown;
  const previous = useRef({ source, partId });
  useEffect(() => {
    const before = previous.current;
    previous.current = { source, partId };
    if (source !== before.source && source === 'bought') {
      if (getValues(`${name}.part_id`)) setValue(`${name}.part_id`, '', { shouldDirty: true });
      if (getValues(`${name}.branch_id`)) setValue(`${name}.branch_id`, '', { shouldDirty: true });
    }
    if (source !== before.source && source !== 'bought' && getValues(`${name}.description`))
      setValue(`${name}.description`, '', { shouldDirty: true });
    if (partId !== before.partId && before.partId && getValues(`${name}.branch_id`))
      setValue(`${name}.branch_id`, '', { shouldDirty: true });
  }, [name, source, partId, setValue, getValues]);
  return null;
}

/** The branch whose stock the part comes from, each with what it holds of the part now. */
function BranchInput({ name }: { name: string }) {
  const translate = useTranslate();
  const language = useLanguage();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const partId = useWatch({ name: `${name}.part_id` }) as unknown;
  const stock = useQuery({
    queryKey: ['parts', 'stock', String(partId)],
    queryFn: () => dataProvider.getPartStock(String(partId)),
    enabled: typeof partId === 'string' && partId !== '',
  });
  const choices = (stock.data ?? []).map((row) => ({
    id: row.branch.id,
    name: translate('resources.work-orders.lines.branch_option', {
      branch: row.branch.name,
      quantity: formatQuantity(row.on_hand, language),
    }),
  }));
  return (
    <SelectInput
      source={`${name}.branch_id`}
      label="resources.work-orders.lines.branch_id"
      choices={choices}
      translateChoice={false}
      isPending={Boolean(partId) && stock.isPending}
      helperText={
        partId ? translate('resources.work-orders.lines.branch_hint') : translate('resources.work-orders.lines.choose_part_first')
      }
      isRequired
    />
  );
}

/** The line's total as it is typed, counted as the server counts it. */
function LineTotal({ name }: { name: string }) {
  const translate = useTranslate();
  const language = useLanguage();
  const line = useWatch({ name }) as LineValues | undefined;
  if (!line) return null;
  const { total } = workOrderTotals(costed([line]));
  return (
    <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }} data-testid="line-total">
      {translate('resources.work-orders.lines.total', { total: formatCost(total, language) })}
    </Typography>
  );
}

/** Labour, parts, other and the total of the lines as they are typed. */
function LiveTotals() {
  const translate = useTranslate();
  const language = useLanguage();
  const lines = (useWatch({ name: 'lines' }) ?? []) as LineValues[];
  const totals = workOrderTotals(costed(lines));
  const rows = [
    ['labour', totals.labour],
    ['parts', totals.parts],
    ['other', totals.other],
  ] as const;
  return (
    <Box
      component="dl"
      aria-label={translate('resources.work-orders.totals.title')}
      data-testid="work-order-totals"
      sx={{ m: 0, mt: 2, ml: 'auto', maxWidth: 320, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 0.5 }}
    >
      {rows.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`resources.work-orders.totals.${key}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
            {formatCost(value, language)}
          </Typography>
        </Box>
      ))}
      <Typography component="dt" sx={{ fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 0.5 }}>
        {translate('resources.work-orders.totals.total')}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 700, textAlign: 'right', whiteSpace: 'nowrap', borderTop: 1, borderColor: 'divider', pt: 0.5 }}
      >
        {formatCost(totals.total, language)}
      </Typography>
    </Box>
  );
}

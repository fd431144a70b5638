import { useId } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'ra-core';
import { SelectInput, TextInput } from 'react-admin';
import { get, useFieldArray, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { ITEM_KINDS } from '../../../contract/inspections';
import { CheckboxInput } from '../shared/forms/CheckboxInput';
import { DecimalInput } from '../shared/forms/DecimalInput';
import { newItem, newSection, type EditorSection } from './editorValues';

const KIND_CHOICES = ITEM_KINDS.map((kind) => ({ id: kind, name: `resources.inspection-forms.editor.kinds.${kind}` }));

/** A message about a list as a whole (no items in a form, none in a section), where react-hook-form keeps it. */
function listError(errors: FieldErrors, name: string): string | undefined {
  const error = get(errors, name) as { root?: { message?: string }; message?: string } | undefined;
  return error?.root?.message ?? (typeof error?.message === 'string' ? error.message : undefined);
}

/**
 * The form's sections, each with its items (docs/inspections.md, Inspection forms): added, removed and
 * moved up or down, each item's id made when it is added and kept from then on.
 */
export function SectionsEditor() {
  const translate = useTranslate();
  const { fields, append, remove, move } = useFieldArray({ name: 'sections', keyName: 'key' });
  const { errors } = useFormState({ name: 'sections' });
  const error = listError(errors, 'sections');
  return (
    <Box component="section" aria-labelledby="form-sections-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, mb: 1 }}>
        <Typography id="form-sections-title" variant="h6" component="h3">
          {translate('resources.inspection-forms.editor.sections')}
        </Typography>
        <ItemCount />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.inspection-forms.editor.versions')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {fields.length === 0 && <Typography sx={{ mb: 2 }}>{translate('resources.inspection-forms.editor.no_sections')}</Typography>}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {fields.map((field, index) => (
          <SectionCard
            key={field.key}
            index={index}
            last={index === fields.length - 1}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(index)}
          />
        ))}
      </Box>
      <Button startIcon={<AddIcon />} variant="outlined" sx={{ mt: 2 }} onClick={() => append(newSection())}>
        {translate('resources.inspection-forms.editor.add_section')}
      </Button>
    </Box>
  );
}

function ItemCount() {
  const translate = useTranslate();
  const sections = (useWatch({ name: 'sections' }) ?? []) as EditorSection[];
  const count = sections.reduce((sum, section) => sum + (section.items?.length ?? 0), 0);
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.inspection-forms.editor.count', { smart_count: count })}
    </Typography>
  );
}

interface MoveProps {
  index: number;
  last: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** Up, down and remove, each named after what it moves ("Move item 2.3 up"). */
function MoveButtons({ index, last, onMove, onRemove, names }: MoveProps & { names: { up: string; down: string; remove: string } }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
      <Tooltip title={names.up}>
        <span>
          <IconButton size="small" aria-label={names.up} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <ArrowUpIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={names.down}>
        <span>
          <IconButton size="small" aria-label={names.down} disabled={last} onClick={() => onMove(index + 1)}>
            <ArrowDownIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={names.remove}>
        <IconButton size="small" color="error" aria-label={names.remove} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function SectionCard({ index, last, onMove, onRemove }: MoveProps) {
  const translate = useTranslate();
  const headingId = useId();
  const name = `sections.${index}`;
  const { fields, append, remove, move } = useFieldArray({ name: `${name}.items`, keyName: 'key' });
  const { errors } = useFormState({ name: `${name}.items` });
  const error = listError(errors, `${name}.items`);
  const n = String(index + 1);
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
            {translate('resources.inspection-forms.editor.section', { n })}
          </Typography>
          <MoveButtons
            index={index}
            last={last}
            onMove={onMove}
            onRemove={onRemove}
            names={{
              up: translate('resources.inspection-forms.editor.section_up', { n }),
              down: translate('resources.inspection-forms.editor.section_down', { n }),
              remove: translate('resources.inspection-forms.editor.remove_section', { n }),
            }}
          />
        </Box>
        <TextInput
          source={`${name}.title`}
          label="resources.inspection-forms.editor.section_title"
          helperText={translate('resources.inspection-forms.editor.section_title_hint')}
          isRequired
          fullWidth
        />
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {fields.map((field, itemIndex) => (
            <ItemEditor
              key={field.key}
              name={`${name}.items.${itemIndex}`}
              n={`${n}.${itemIndex + 1}`}
              index={itemIndex}
              last={itemIndex === fields.length - 1}
              onMove={(to) => move(itemIndex, to)}
              onRemove={() => remove(itemIndex)}
            />
          ))}
        </Box>
        <Button startIcon={<AddIcon />} sx={{ mt: 1.5 }} onClick={() => append(newItem())}>
          {translate('resources.inspection-forms.editor.add_item', { n })}
        </Button>
      </CardContent>
    </Card>
  );
}

/** One item: what to check, how it is answered (a number with its unit and range), critical, a photo on a defect, a word of help. */
function ItemEditor({ name, n, ...move }: MoveProps & { name: string; n: string }) {
  const translate = useTranslate();
  const headingId = useId();
  const kind = useWatch({ name: `${name}.kind` }) as string | undefined;
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: { xs: 1.5, sm: 2 }, pt: 1, pb: 0.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} variant="subtitle2" component="h5">
          {translate('resources.inspection-forms.editor.item', { n })}
        </Typography>
        <MoveButtons
          {...move}
          names={{
            up: translate('resources.inspection-forms.editor.item_up', { n }),
            down: translate('resources.inspection-forms.editor.item_down', { n }),
            remove: translate('resources.inspection-forms.editor.remove_item', { n }),
          }}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, columnGap: 2 }}>
        <TextInput source={`${name}.label`} label="resources.inspection-forms.editor.label" isRequired fullWidth />
        <SelectInput
          source={`${name}.kind`}
          label="resources.inspection-forms.editor.kind"
          choices={KIND_CHOICES}
          helperText={kind ? translate(`resources.inspection-forms.editor.kind_hints.${kind}`) : false}
          isRequired
          fullWidth
        />
      </Box>
      {kind === 'number' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2 }}>
          <TextInput
            source={`${name}.unit`}
            label="resources.inspection-forms.editor.unit"
            helperText={translate('resources.inspection-forms.editor.unit_hint')}
          />
          <DecimalInput
            source={`${name}.min`}
            label="resources.inspection-forms.editor.min"
            helperText={translate('resources.inspection-forms.editor.range_hint')}
          />
          <DecimalInput
            source={`${name}.max`}
            label="resources.inspection-forms.editor.max"
            helperText={translate('resources.inspection-forms.editor.range_hint')}
          />
        </Box>
      )}
      <TextInput source={`${name}.hint`} label="resources.inspection-forms.editor.hint" fullWidth />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <CheckboxInput
          source={`${name}.critical`}
          label="resources.inspection-forms.editor.critical"
          helperText={translate('resources.inspection-forms.editor.critical_hint')}
        />
        <CheckboxInput
          source={`${name}.photo_on_fail`}
          label="resources.inspection-forms.editor.photo_on_fail"
          helperText={translate('resources.inspection-forms.editor.photo_on_fail_hint')}
        />
      </Box>
    </Box>
  );
}

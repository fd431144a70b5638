import type { RaRecord } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import type { ItemKind } from '../../../contract/inspections';
import type { FormSectionRow } from '../../../contract/schemas/inspection-form';
import { randomUuid } from '../../dataProvider/randomUuid';
import { toFormText } from '../shared/forms/formValues';

/** An item as the editor holds it: texts as '' rather than null, a range's ends as typed. */
interface EditorItem {
  id: string;
  label: string;
  kind: ItemKind;
  unit: string;
  min: string | number;
  max: string | number;
  critical: boolean;
  photo_on_fail: boolean;
  hint: string;
}

export interface EditorSection {
  title: string;
  items: EditorItem[];
}

/**
 * An item's id is made here, in the browser, and kept across every later edit (docs/inspections.md):
 * the answers of past inspections name their item by it. Twelve hex digits of a random UUID: unique
 * within a form, and short in the API's bodies.
 */
const newItemId = () => randomUuid().replaceAll('-', '').slice(0, 12);

export const newItem = (): EditorItem => ({
  id: newItemId(),
  label: '',
  kind: 'pass_fail',
  unit: '',
  min: '',
  max: '',
  critical: false,
  photo_on_fail: false,
  hint: '',
});

export const newSection = (): EditorSection => ({ title: '', items: [newItem()] });

/** What a new form starts with: a daily check for every vehicle, in use, with one section of one item. */
export const emptyForm = () => ({
  name: '',
  description: '',
  frequency: 'daily',
  vehicle_types: [],
  branch_ids: [],
  active: true,
  sections: [newSection()],
});

/** A stored form as the editor holds it; each item keeps its id. */
export function toEditorValues(form: RaRecord): FieldValues {
  return {
    id: form.id,
    name: form.name,
    description: toFormText(form.description),
    frequency: form.frequency,
    vehicle_types: form.vehicle_types ?? [],
    branch_ids: form.branch_ids ?? [],
    active: form.active !== false,
    sections: ((form.sections ?? []) as FormSectionRow[]).map((section) => ({
      title: section.title,
      items: section.items.map((item): EditorItem => ({
        id: item.id,
        label: item.label,
        kind: item.kind,
        unit: toFormText(item.unit),
        min: item.min ?? '',
        max: item.max ?? '',
        critical: item.critical,
        photo_on_fail: item.photo_on_fail,
        hint: toFormText(item.hint),
      })),
    })),
  };
}

/**
 * The editor's values as the contract reads them: a unit and a range belong to a number item only, so
 * an item turned from a number into a pass/fail loses them rather than keeping them unseen.
 */
export function forContract(values: FieldValues): FieldValues {
  const sections = (values.sections ?? []) as EditorSection[];
  return {
    ...values,
    sections: sections.map((section) => ({
      ...section,
      items: (section.items ?? []).map((item) => (item.kind === 'number' ? item : { ...item, unit: '', min: null, max: null })),
    })),
  };
}

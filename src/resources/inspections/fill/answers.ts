import type { FormItem } from '../../../../contract/schemas/inspection-form';
import type { z } from 'zod';
import type { itemResult } from '../../../../contract/schemas/inspection';
import { withinRange } from '../../inspection-forms/itemRange';

/** A form's item as the API answers it. */
export type FillItem = Pick<FormItem, 'id' | 'label' | 'kind' | 'unit' | 'min' | 'max' | 'critical' | 'photo_on_fail' | 'hint'>;

/** A photo taken of a failed item, scaled and waiting to be sent, with its address for the thumbnail. */
export interface TakenPhoto {
  blob: Blob;
  url: string;
}

/** What the inspector has said of one item so far. */
export interface Answer {
  /** A pass/fail item: OK (true) or Defect (false); undefined until tapped. */
  passed?: boolean;
  /** A number item's value, as typed (a comma or a point). */
  value: string;
  /** A text item's words. */
  text: string;
  /** What is wrong, for a failed item: the description. */
  note: string;
  photo?: TakenPhoto;
}

export const NO_ANSWER: Answer = { value: '', text: '', note: '' };

/** A pass/fail and a number item must be answered; a text item says something or nothing. */
export const needsAnswer = (item: FillItem) => item.kind !== 'text';

/** A number as typed, with a comma or a point; undefined when empty, NaN when it is no number. */
export function readValue(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

export function isAnswered(item: FillItem, answer: Answer = NO_ANSWER): boolean {
  if (item.kind === 'pass_fail') return answer.passed !== undefined;
  if (item.kind === 'number') {
    const value = readValue(answer.value);
    return value !== undefined && !Number.isNaN(value);
  }
  return true;
}

/** The pass/fail items not yet tapped either way: what a section's "All OK" marks OK. */
export function unansweredPassFail(items: readonly FillItem[], answers: Readonly<Record<string, Answer>>): FillItem[] {
  return items.filter((item) => item.kind === 'pass_fail' && answers[item.id]?.passed === undefined);
}

/** A defect: tapped so, or a number read outside its range (docs/inspections.md, Inspection forms). */
export function isFailed(item: FillItem, answer: Answer = NO_ANSWER): boolean {
  if (item.kind === 'pass_fail') return answer.passed === false;
  if (item.kind === 'number') {
    const value = readValue(answer.value);
    return value !== undefined && !Number.isNaN(value) && !withinRange(value, item);
  }
  return false;
}

/** What keeps an item from being sent, as the key of its message; undefined when it may go. */
export type Problem = 'answer_needed' | 'value_needed' | 'valid_number' | 'photo_needed';

export function problemOf(item: FillItem, answer: Answer = NO_ANSWER): Problem | undefined {
  if (item.kind === 'pass_fail' && answer.passed === undefined) return 'answer_needed';
  if (item.kind === 'number') {
    const value = readValue(answer.value);
    if (value === undefined) return 'value_needed';
    if (Number.isNaN(value)) return 'valid_number';
  }
  if (item.photo_on_fail && isFailed(item, answer) && !answer.photo) return 'photo_needed';
  return undefined;
}

type ResultBody = z.input<typeof itemResult>;

/** Each item's answer as POST /api/inspections takes it, in its kind; a note goes with a defect only. */
export function resultsOf(items: readonly FillItem[], answers: Readonly<Record<string, Answer>>): ResultBody[] {
  return items.map((item) => {
    const answer = answers[item.id] ?? NO_ANSWER;
    const note = isFailed(item, answer) ? answer.note.trim() : '';
    const withNote = note ? { note } : {};
    if (item.kind === 'pass_fail') return { item_id: item.id, passed: answer.passed ?? null, ...withNote };
    if (item.kind === 'number') return { item_id: item.id, value: readValue(answer.value) ?? null, ...withNote };
    const text = answer.text.trim();
    return text ? { item_id: item.id, text } : { item_id: item.id };
  });
}

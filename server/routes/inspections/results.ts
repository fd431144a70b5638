import { messages } from '../../../contract/messages';
import type { FormSectionRow } from '../../../contract/schemas/inspection-form';
import type { ItemResultInput, ItemResultRow } from '../../../contract/schemas/inspection';
import type { FieldError } from '../../errors';

/*
 * An inspection's answers judged against its form's items (docs/inspections.md, Inspection forms):
 * every item answered once, each in its kind, and whether it passed. Pure: create.ts reads the form
 * and stores what this says.
 */

/** The items, as they are on the form's version, each with its answer and whether it passed; or why the answers cannot be taken. */
type JudgedResults = { rows: ItemResultRow[]; errors: [] } | { rows: null; errors: FieldError[] };

const given = (value: unknown) => value !== null && value !== undefined;

/** Whether an answer fits its item's kind: the answer the kind asks for is there, and no answer of another kind is. */
function kindProblem(kind: ItemResultRow['kind'], answer: ItemResultInput, at: string): FieldError | undefined {
  const wrong = (field: string) => ({ field: `${at}.${field}`, message: messages.itemAnswerKind });
  if (kind === 'pass_fail') {
    if (!given(answer.passed)) return wrong('passed');
    if (given(answer.value)) return wrong('value');
    if (given(answer.text)) return wrong('text');
  } else if (kind === 'number') {
    if (!given(answer.value)) return wrong('value');
    if (given(answer.passed)) return wrong('passed');
    if (given(answer.text)) return wrong('text');
  } else {
    // A text says what was seen, or nothing: it is never failed, and holds no pass nor number.
    if (given(answer.passed)) return wrong('passed');
    if (given(answer.value)) return wrong('value');
  }
  return undefined;
}

/**
 * Judges `results` against the items of `sections`: each answer names an item of the form, once, and
 * answers it in its kind (pass/fail: `passed`; number: `value`; text: `text`, which may be empty);
 * every item is answered. A pass/fail item fails on `passed: false`, a number outside its range
 * (`min`–`max`, either may be open), a text never.
 */
export function judgeResults(sections: readonly FormSectionRow[], results: readonly ItemResultInput[]): JudgedResults {
  const items = new Map(
    sections.flatMap((section) => section.items.map((item) => [item.id, { ...item, section: section.title }] as const)),
  );
  const answers = new Map<string, ItemResultInput>();
  const errors: FieldError[] = [];
  results.forEach((answer, index) => {
    const at = `results.${index}`;
    const item = items.get(answer.item_id);
    if (!item) errors.push({ field: `${at}.item_id`, message: messages.unknownItem });
    else if (answers.has(answer.item_id)) errors.push({ field: `${at}.item_id`, message: messages.duplicate('This record') });
    else {
      answers.set(answer.item_id, answer);
      const problem = kindProblem(item.kind, answer, at);
      if (problem) errors.push(problem);
    }
  });
  if ([...items.keys()].some((id) => !answers.has(id))) errors.push({ field: 'results', message: messages.answerEveryItem });
  if (errors.length) return { rows: null, errors };

  const rows = [...items.values()].map((item): ItemResultRow => {
    const answer = answers.get(item.id)!;
    // Items as stored carry every field; one written around the app may leave the empty ones out.
    const min = item.min ?? null;
    const max = item.max ?? null;
    const value = item.kind === 'number' ? answer.value! : null;
    const passed =
      item.kind === 'pass_fail'
        ? answer.passed === true
        : item.kind === 'number'
          ? (min === null || value! >= min) && (max === null || value! <= max)
          : true;
    return {
      section: item.section,
      item_id: item.id,
      label: item.label,
      kind: item.kind,
      unit: item.unit ?? null,
      min,
      max,
      critical: item.critical === true,
      photo_on_fail: item.photo_on_fail === true,
      passed,
      value,
      text: item.kind === 'text' ? (answer.text ?? null) : null,
      note: answer.note ?? null,
    };
  });
  return { rows, errors: [] };
}

import { formatDate, formatNumber, formatQuantity } from '../../contract/formats';
import type { Language } from '../../contract/languages';
import type { ReminderItem, ReminderStatus } from '../../contract/schemas/notification';
import { documentKindNames, issuePriorityNames } from '../../contract/vocabulary';
import { MAIL_WORDS } from './mail/words';
import type { DueSubject, RecordSubject } from './subject';

/**
 * A reminder as a person is told it, or an item that is still overdue: a vehicle's, or an employee's
 * document; an inspection the vehicle owes today; a new critical issue; a part a branch holds too few of.
 */
export interface ReminderEntry extends DueSubject, RecordSubject {
  item: ReminderItem;
  status: ReminderStatus;
  dueDate: string | null;
  dueKm: number | null;
  week: number;
}

/** One reminder in a line, as the email digest and a push message say it, and where in Fleet it opens. */
interface ReminderLine {
  /** Whose and what: "AA 123 BB (Sprinter): Legislation control". */
  headline: string;
  /** How it stands and when: "due soon, due on 01.12.2026". */
  detail: string;
  /**
   * A vehicle's item or document opens its vehicle; an issue, the issue; an employee's document, the
   * documents list; a part to reorder, the parts.
   */
  path: string;
}

/** Whose it is, as a person reads it and the digest sorts by: the vehicle's plate, the employee's name, or the branch's. */
export const subjectName = (entry: ReminderEntry) => entry.licensePlate ?? entry.employeeName ?? entry.branchName ?? '';

/** The parts screen, where a part to reorder opens. */
export const PARTS_PATH = '/dashboard/parts';

/** A quantity of the part in its unit: "2 set", "2.50 l" (de: "2,50 l"). */
const quantityOf = (value: number | null, unit: string | null, language: Language) =>
  value === null ? '–' : `${formatQuantity(value, language)}${unit ? ` ${unit}` : ''}`;

/** A reminder in the person's language, in the words of the reminder email (mail/words.ts). */
export function reminderLine(entry: ReminderEntry, language: Language): ReminderLine {
  const words = MAIL_WORDS[language];
  if (entry.item === 'reorder') {
    // "North depot: Below the reorder level: BRK-PAD-F Brake pads, front", "2 set on hand, reorder level 5 set".
    return {
      headline: `${entry.branchName}: ${words.items.reorder}: ${entry.partNumber} ${entry.partName}`,
      detail: words.stockLevel(
        quantityOf(entry.onHand, entry.partUnit, language),
        quantityOf(entry.reorderLevel, entry.partUnit, language),
      ),
      path: PARTS_PATH,
    };
  }
  const when = [
    entry.dueDate ? words.dueOn(formatDate(entry.dueDate)!) : undefined,
    entry.dueKm !== null ? words.atKm(formatNumber(entry.dueKm, language)) : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  const status =
    entry.item === 'inspection'
      ? words.notDone
      : entry.item === 'issue'
        ? issuePriorityNames[language][entry.issuePriority ?? 'critical']
        : entry.week > 0
          ? words.weeksOverdue(entry.week)
          : words[entry.status as 'soon' | 'overdue'];
  const what = entry.documentKind
    ? documentKindNames[language][entry.documentKind]
    : entry.item === 'inspection'
      ? `${words.items.inspection}: ${entry.formName}`
      : entry.item === 'issue'
        ? `${words.items.issue}: ${entry.issueTitle}`
        : words.items[entry.item];
  const whose = entry.vehicleId ? `${entry.licensePlate} (${entry.model})` : subjectName(entry);
  const path = entry.issueId
    ? `/dashboard/issues/${entry.issueId}/show`
    : entry.vehicleId
      ? `/dashboard/vehicles/${entry.vehicleId}/details`
      : '/dashboard/documents';
  return { headline: `${whose}: ${what}`, detail: when ? `${status}, ${when}` : status, path };
}

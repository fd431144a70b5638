import type { Language } from '../../../contract/languages';
import type { PushMessage } from '../../../contract/schemas/push';
import { MAIL_WORDS } from '../mail/words';
import { reminderLine, subjectName, type ReminderEntry } from '../reminder-line';
import { PUSH_WORDS } from './words';

/** Lines of a message of many reminders; the rest are counted. A phone shows a few lines at most. */
const LINES_SHOWN = 4;
/** Push services take about 4 KB of payload, encrypted: the title and body are cut well short of that. */
const TITLE_MAX = 120;
const BODY_MAX = 600;
/** The inbox, where a message of reminders of several vehicles opens. */
const INBOX_PATH = '/dashboard/notifications';

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** Overdue first, then by plate or name: the order of the email digest. */
const byUrgency = (entries: ReminderEntry[]) =>
  entries.toSorted((a, b) => (a.status === b.status ? subjectName(a).localeCompare(subjectName(b)) : a.status === 'overdue' ? -1 : 1));

/**
 * One push message of a delivery's reminders, in the person's language (docs/reminders.md, Push): one
 * reminder says what and when and opens its vehicle, document list or issue; a new critical issue
 * says that its vehicle is out of service and opens the issue; a part to reorder names its branch and
 * part, says what is on hand and the reorder level, and opens the parts; several say how many, list
 * the first few, and open what they share, else the inbox.
 */
export function pushMessage(entries: ReminderEntry[], language: Language): PushMessage {
  const words = MAIL_WORDS[language];
  const ordered = byUrgency(entries);
  const lines = ordered.map((entry) => reminderLine(entry, language));
  const paths = new Set(lines.map((line) => line.path));
  const url = paths.size === 1 ? lines[0]!.path : INBOX_PATH;
  const issues = ordered.filter((entry) => entry.item === 'issue');
  let title: string;
  let body: string;
  if (issues.length === ordered.length) {
    title = words.issueSubject(issues[0]!.licensePlate ?? '', issues.length);
    body =
      issues.length === 1
        ? [issues[0]!.issueTitle, issues[0]!.issueDescription].filter(Boolean).join('\n')
        : listOf(
            lines.map((line) => line.headline),
            language,
          );
  } else if (ordered.every((entry) => entry.item === 'reorder') && lines.length > 1) {
    // Parts to reorder, told at once (docs/work-orders.md, Reorder reminders): the email's subject.
    title = words.reorderSubject('', '', lines.length);
    body = listOf(
      lines.map((line) => `${line.headline}, ${line.detail}`),
      language,
    );
  } else if (lines.length === 1) {
    title = lines[0]!.headline;
    body = lines[0]!.detail;
  } else {
    title = words.subject(lines.length);
    body = listOf(
      lines.map((line) => `${line.headline}, ${line.detail}`),
      language,
    );
  }
  return { title: cut(title, TITLE_MAX), body: cut(body, BODY_MAX), url };
}

function listOf(lines: string[], language: Language): string {
  const shown = lines.slice(0, LINES_SHOWN);
  const rest = lines.length - shown.length;
  return [...shown, ...(rest > 0 ? [PUSH_WORDS[language].more(rest)] : [])].join('\n');
}

/** A new critical issue is urgent: push services deliver it at once, even to a phone saving its battery. */
export const urgencyOf = (entries: ReminderEntry[]) => (entries.some((entry) => entry.item === 'issue') ? 'high' : 'normal');

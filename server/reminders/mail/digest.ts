import type { IssuePriority } from '../../../contract/inspections';
import type { Language } from '../../../contract/languages';
import { formatDate } from '../../../contract/formats';
import { issuePriorityNames } from '../../../contract/vocabulary';
import { PARTS_PATH, reminderLine, subjectName, type ReminderEntry } from '../reminder-line';
import type { MailMessage } from './mailer';
import { MAIL_WORDS } from './words';

/** A reminder as the email tells it, or an item that is still overdue (reminder-line.ts). */
export type DigestEntry = ReminderEntry;

interface Digest {
  to: string;
  name: string;
  language: Language;
  entries: DigestEntry[];
  /** The items in their scope that were overdue already and raised nothing new in this check. */
  stillOverdue?: DigestEntry[];
  /** Where Fleet is reached, for a link to each vehicle; none when Fleet does not know (no PUBLIC_URL). */
  linkBase: string | undefined;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** The email of "Send a test email": that mail reaches the person, in their language. */
export function testMail(to: string, name: string, language: Language): MailMessage {
  const words = MAIL_WORDS[language];
  const text = `${words.greeting(name)}\n\n${words.testBody}\n`;
  const html = `<!doctype html><html lang="${language === 'al' ? 'sq' : language}"><body style="font-family: sans-serif"><p>${escape(words.greeting(name))}</p><p>${escape(words.testBody)}</p></body></html>`;
  return { to, subject: words.testSubject, text, html };
}

/** The most urgent first, then by plate or name. */
const byUrgency = (entries: DigestEntry[]) =>
  entries.toSorted((a, b) => (a.status === b.status ? subjectName(a).localeCompare(subjectName(b)) : a.status === 'overdue' ? -1 : 1));

/**
 * One person's email for one check (docs/reminders.md, Email): every reminder raised for them, the
 * most urgent first, then every other item in their scope that is still overdue; each with its
 * vehicle, what is due, when, and a link to the vehicle in Fleet; in their language, as plain text and
 * as HTML.
 */
export function digestMail({ to, name, language, entries, stillOverdue = [], linkBase }: Digest): MailMessage {
  const words = MAIL_WORDS[language];
  const lineOf = (entry: DigestEntry) => {
    const { headline, detail, path } = reminderLine(entry, language);
    return { headline, detail, link: linkBase ? `${linkBase}${path}` : undefined };
  };
  const lines = byUrgency(entries).map(lineOf);
  const overdueLines = byUrgency(stillOverdue).map(lineOf);
  type Line = ReturnType<typeof lineOf>;
  const textOf = (line: Line) => [`- ${line.headline}`, `  ${line.detail}`, ...(line.link ? [`  ${line.link}`] : []), ''];
  const htmlOf = (line: Line) =>
    `<li><strong>${escape(line.headline)}</strong><br>${escape(line.detail)}${line.link ? `<br><a href="${escape(line.link)}">${escape(words.open)}</a>` : ''}</li>`;
  const text = [
    words.greeting(name),
    '',
    words.intro,
    '',
    ...lines.flatMap(textOf),
    ...(overdueLines.length > 0 ? [words.stillOverdue, '', ...overdueLines.flatMap(textOf)] : []),
    words.why,
  ].join('\n');
  const html = `<!doctype html><html lang="${language === 'al' ? 'sq' : language}"><body style="font-family: sans-serif">
<p>${escape(words.greeting(name))}</p>
<p>${escape(words.intro)}</p>
<ul>
${lines.map(htmlOf).join('\n')}
</ul>
${overdueLines.length > 0 ? `<p>${escape(words.stillOverdue)}</p>\n<ul>\n${overdueLines.map(htmlOf).join('\n')}\n</ul>\n` : ''}<p style="color: #555">${escape(words.why)}</p>
</body></html>`;
  return { to, subject: words.subject(entries.length), text, html };
}

/** A new critical issue as its email tells it (docs/inspections.md, Reminders and the overview). */
interface IssueAlert {
  issueId: string;
  title: string;
  description: string | null;
  priority: IssuePriority;
  licensePlate: string;
  model: string;
  reportedByName: string | null;
  /** The company's day it was reported on. */
  reportedOn: string;
}

interface IssueAlerts {
  to: string;
  name: string;
  language: Language;
  issues: IssueAlert[];
  linkBase: string | undefined;
}

/**
 * The email of new critical issues, sent at once rather than with the daily digest: each issue, its
 * vehicle (out of service until it is resolved), who reported it and when, what they wrote, and a link
 * to the issue; in the person's language, as plain text and HTML.
 */
export function issueMail({ to, name, language, issues, linkBase }: IssueAlerts): MailMessage {
  const words = MAIL_WORDS[language];
  const ordered = issues.toSorted((a, b) => a.licensePlate.localeCompare(b.licensePlate) || a.title.localeCompare(b.title));
  const lines = ordered.map((issue) => {
    const day = formatDate(issue.reportedOn)!;
    return {
      headline: `${issue.licensePlate} (${issue.model}): ${issue.title}`,
      detail: `${issuePriorityNames[language][issue.priority]}, ${issue.reportedByName ? words.reportedBy(issue.reportedByName, day) : words.reportedOn(day)}`,
      description: issue.description,
      link: linkBase ? `${linkBase}/dashboard/issues/${issue.issueId}/show` : undefined,
    };
  });
  const text = [
    words.greeting(name),
    '',
    words.issueIntro(issues.length),
    '',
    ...lines.flatMap((line) => [
      `- ${line.headline}`,
      `  ${line.detail}`,
      ...(line.description ? [`  ${line.description}`] : []),
      ...(line.link ? [`  ${line.link}`] : []),
      '',
    ]),
    words.why,
  ].join('\n');
  const html = `<!doctype html><html lang="${language === 'al' ? 'sq' : language}"><body style="font-family: sans-serif">
<p>${escape(words.greeting(name))}</p>
<p>${escape(words.issueIntro(issues.length))}</p>
<ul>
${lines
  .map(
    (line) =>
      `<li><strong>${escape(line.headline)}</strong><br>${escape(line.detail)}${line.description ? `<br>${escape(line.description)}` : ''}${line.link ? `<br><a href="${escape(line.link)}">${escape(words.openIssue)}</a>` : ''}</li>`,
  )
  .join('\n')}
</ul>
<p style="color: #555">${escape(words.why)}</p>
</body></html>`;
  return { to, subject: words.issueSubject(ordered[0]?.licensePlate ?? '', issues.length), text, html };
}

interface ReorderAlerts {
  to: string;
  name: string;
  language: Language;
  /** Reminders to reorder (item `reorder`). */
  entries: DigestEntry[];
  linkBase: string | undefined;
}

/**
 * The email of parts that a branch now holds fewer of than their reorder level (docs/work-orders.md,
 * Reorder reminders), sent at once: each part by its number and name, its branch, what the branch
 * holds and the reorder level, and a link to the parts; in the person's language, as plain text and HTML.
 */
export function reorderMail({ to, name, language, entries, linkBase }: ReorderAlerts): MailMessage {
  const words = MAIL_WORDS[language];
  const ordered = entries.toSorted(
    (a, b) => (a.branchName ?? '').localeCompare(b.branchName ?? '') || (a.partNumber ?? '').localeCompare(b.partNumber ?? ''),
  );
  const lines = ordered.map((entry) => reminderLine(entry, language));
  const link = linkBase ? `${linkBase}${PARTS_PATH}` : undefined;
  const text = [
    words.greeting(name),
    '',
    words.reorderIntro(entries.length),
    '',
    ...lines.flatMap((line) => [`- ${line.headline}`, `  ${line.detail}`, '']),
    ...(link ? [`${words.openParts}: ${link}`, ''] : []),
    words.why,
  ].join('\n');
  const html = `<!doctype html><html lang="${language === 'al' ? 'sq' : language}"><body style="font-family: sans-serif">
<p>${escape(words.greeting(name))}</p>
<p>${escape(words.reorderIntro(entries.length))}</p>
<ul>
${lines.map((line) => `<li><strong>${escape(line.headline)}</strong><br>${escape(line.detail)}</li>`).join('\n')}
</ul>
${link ? `<p><a href="${escape(link)}">${escape(words.openParts)}</a></p>\n` : ''}<p style="color: #555">${escape(words.why)}</p>
</body></html>`;
  const [first] = ordered;
  return {
    to,
    subject: words.reorderSubject(`${first?.partNumber} ${first?.partName}`, first?.branchName ?? '', entries.length),
    text,
    html,
  };
}

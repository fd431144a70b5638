import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Notification } from '../../../contract/schemas/notification';
import { formatDate, formatQuantity } from '../../../contract/formats';
import { useLanguage } from '../../i18n/useLanguage';
import { useDueText } from '../../health/useDueText';
import { subjectName } from './reminderSubject';

/**
 * What a reminder says, in the reader's language: "AA 301 FT · Legislation control" (or the document's
 * kind, "Insurance policy", or for an employee's document "Jonas Wagner · Driving licence"), then "Due on
 * 01.07.2026" or "at 60,000 km", and for a reminder a week or more into an overdue item, which week. An
 * inspection owed says its form, "AA 301 FT · Inspection: Daily walk-around check", and that it is not
 * done yet today; a new critical issue its title, "AA 301 FT · Issue: Brake pedal feels soft", and
 * that the vehicle is out of service until it is resolved. A part to reorder names its branch and the
 * part, "North depot · Below the reorder level: BRK-PAD-F Brake pads", and what is on hand against the
 * level, "2 set on hand · reorder level 5 set".
 */
export function ReminderText({ reminder }: { reminder: Notification }) {
  const translate = useTranslate();
  const due = useDueText();
  const language = useLanguage();
  const quantity = (value: number | null) =>
    value === null ? '–' : `${formatQuantity(value, language)}${reminder.part_unit ? ` ${reminder.part_unit}` : ''}`;
  const what = reminder.document_kind
    ? translate(`fleet.document_kinds.${reminder.document_kind}`)
    : reminder.item === 'reorder'
      ? translate('fleet.inbox.reorder', { part: `${reminder.part_number ?? ''} ${reminder.part_name ?? ''}`.trim() })
      : reminder.item === 'inspection'
        ? translate('fleet.inbox.inspection', { form: reminder.form_name ?? '' })
        : reminder.item === 'issue'
          ? translate('fleet.inbox.issue', { title: reminder.issue_title ?? '' })
          : translate(`fleet.health.${reminder.item}`);
  const state =
    reminder.item === 'inspection'
      ? translate('fleet.inbox.inspection_not_done')
      : reminder.item === 'issue' && reminder.issue_priority === 'critical'
        ? translate('fleet.inbox.out_of_service')
        : reminder.item === 'reorder'
          ? translate('fleet.inbox.reorder_stock', { on_hand: quantity(reminder.on_hand), level: quantity(reminder.reorder_level) })
          : undefined;
  const when = [
    state,
    // An inspection is owed, and a part to reorder, on the day it was raised: its date says nothing more.
    reminder.due_date && reminder.item !== 'inspection' && reminder.item !== 'reorder' ? due.dueOn(reminder.due_date) : undefined,
    reminder.due_km !== null ? due.atKm(reminder.due_km) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: reminder.read ? 400 : 700 }}>
        {subjectName(reminder)} · {what}
      </Typography>
      {reminder.model !== null && (
        <Typography variant="body2" color="text.secondary" noWrap title={reminder.model}>
          {reminder.model}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {when}
        {reminder.week > 0 && ` · ${translate('fleet.inbox.still_overdue', { smart_count: reminder.week })}`}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('fleet.inbox.raised_on', { date: formatDate(reminder.raised_on) })}
      </Typography>
    </Box>
  );
}

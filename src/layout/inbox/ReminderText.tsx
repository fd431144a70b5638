import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Notification } from '../../../contract/schemas/notification';
import { formatDate } from '../../../contract/formats';
import { useDueText } from '../../health/useDueText';
import { subjectName } from './reminderSubject';

/**
 * What a reminder says, in the reader's language: "AA 301 FT · Legislation control" (or the document's
 * kind, "Insurance policy", or for an employee's document "Jonas Wagner · Driving licence"), then "Due on
 * 01.07.2026" or "at 60,000 km", and for a reminder a week or more into an overdue item, which week. An
 * inspection owed says its form, "AA 301 FT · Inspection: Daily walk-around check", and that it is not
 * done yet today; a new critical issue its title, "AA 301 FT · Issue: Brake pedal feels soft", and
 * that the vehicle is out of service until it is resolved.
 */
export function ReminderText({ reminder }: { reminder: Notification }) {
  const translate = useTranslate();
  const due = useDueText();
  const what = reminder.document_kind
    ? translate(`fleet.document_kinds.${reminder.document_kind}`)
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
        : undefined;
  const when = [
    state,
    // An inspection is owed on the day it was raised: its date says nothing more.
    reminder.due_date && reminder.item !== 'inspection' ? due.dueOn(reminder.due_date) : undefined,
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

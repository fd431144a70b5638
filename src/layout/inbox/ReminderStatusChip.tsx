import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { Notification } from '../../../contract/schemas/notification';
import { DueStatusChip } from '../../health/DueStatusChip';

/**
 * A reminder's chip: what falls due (and an inspection owed today) shows its due status, due soon or
 * overdue; a new issue its priority, red when critical, as it keeps its vehicle out of service; a part
 * to reorder says so, as the parts list does.
 */
export function ReminderStatusChip({ reminder }: { reminder: Notification }) {
  const translate = useTranslate();
  if (reminder.item === 'reorder') {
    return (
      <Chip
        size="small"
        label={translate('resources.parts.below_reorder')}
        color="warning"
        variant="filled"
        data-status="reorder"
        sx={{ fontWeight: 600 }}
      />
    );
  }
  if (reminder.item === 'issue' || reminder.status === 'open') {
    const priority = reminder.issue_priority ?? 'critical';
    return (
      <Chip
        size="small"
        label={translate(`fleet.issue_priorities.${priority}`)}
        color={priority === 'critical' ? 'error' : 'warning'}
        variant="filled"
        data-status={priority}
        sx={{ fontWeight: 600 }}
      />
    );
  }
  return <DueStatusChip status={reminder.status} />;
}

import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DueStatus } from '../../contract/due-rules';

const LOOK: Record<DueStatus, { color: 'success' | 'warning' | 'error'; variant: 'outlined' | 'filled' }> = {
  // In order is the quiet case; due soon and overdue must catch the eye in a long table.
  ok: { color: 'success', variant: 'outlined' },
  soon: { color: 'warning', variant: 'filled' },
  overdue: { color: 'error', variant: 'filled' },
};

/** Ok, due soon or overdue, in the user's language, with what is due in a tooltip when given. */
export function DueStatusChip({ status, detail }: { status: DueStatus; detail?: string }) {
  const translate = useTranslate();
  // A row from before fleet health (or a partial one) has no status to show.
  if (!Object.hasOwn(LOOK, status)) return null;
  const chip = (
    <Chip
      size="small"
      label={translate(`fleet.due_status.${status}`)}
      color={LOOK[status].color}
      variant={LOOK[status].variant}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
  return detail ? <Tooltip title={detail}>{chip}</Tooltip> : chip;
}

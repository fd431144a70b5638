import { Box, Chip, Link, useMediaQuery, useTheme } from '@mui/material';
import CriticalIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useRecordContext, useTranslate } from 'ra-core';
import type { IssuePriority, IssueStatus } from '../../../contract/inspections';
import { formatDate } from '../../../contract/formats';
import { issuePath } from '../../resourceDefinitions/issues';
import { formatWhenDay } from '../inspections/when';
import { useTimeZone } from './timeZone';
import { VehiclePlateLink } from '../shared/maintenance/VehiclePlateLink';

type ChipLook = { color: 'default' | 'error' | 'warning' | 'secondary' | 'success'; variant: 'filled' | 'outlined' };

/** Critical and high must catch the eye in a long table; medium and low are the quiet cases. */
const PRIORITY_LOOK: Record<IssuePriority, ChipLook> = {
  critical: { color: 'error', variant: 'filled' },
  high: { color: 'warning', variant: 'filled' },
  medium: { color: 'default', variant: 'outlined' },
  low: { color: 'default', variant: 'outlined' },
};

const STATUS_LOOK: Record<IssueStatus, ChipLook> = {
  open: { color: 'warning', variant: 'outlined' },
  in_progress: { color: 'secondary', variant: 'outlined' },
  resolved: { color: 'success', variant: 'outlined' },
  closed: { color: 'default', variant: 'outlined' },
};

/** Low, medium, high or critical in the user's language; a critical one with its icon. */
export function PriorityChip({ priority }: { priority: IssuePriority }) {
  const translate = useTranslate();
  if (!Object.hasOwn(PRIORITY_LOOK, priority)) return null;
  return (
    <Chip
      size="small"
      {...PRIORITY_LOOK[priority]}
      icon={priority === 'critical' ? <CriticalIcon /> : undefined}
      label={translate(`resources.issues.priorities.${priority}`)}
      data-priority={priority}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** Open, in progress, resolved or closed, in the user's language. */
export function IssueStatusChip({ status }: { status: IssueStatus }) {
  const translate = useTranslate();
  if (!Object.hasOwn(STATUS_LOOK, status)) return null;
  return (
    <Chip
      size="small"
      {...STATUS_LOOK[status]}
      label={translate(`resources.issues.statuses.${status}`)}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}

export function PriorityCell(_: { source?: string; label?: string }) {
  const issue = useRecordContext();
  return issue ? <PriorityChip priority={issue.priority} /> : null;
}

export function StatusCell(_: { source?: string; label?: string }) {
  const issue = useRecordContext();
  return issue ? <IssueStatusChip status={issue.status} /> : null;
}

/**
 * The title, a link to the issue's page. On a phone, where the table opens with the priority and the
 * title only (phoneColumns.ts), the vehicle's plate and the status show beneath it.
 */
export function TitleCell({ vehicle = true }: { source?: string; label?: string; vehicle?: boolean }) {
  const issue = useRecordContext();
  const basename = useBasename();
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (!issue) return null;
  return (
    <>
      <Link component={RouterLink} to={issuePath(basename, issue.id)} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {issue.title}
      </Link>
      {onPhone && (
        <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {vehicle && <VehiclePlateLink source="vehicle_license_plate" />}
          <IssueStatusChip status={issue.status} />
        </Box>
      )}
    </>
  );
}

/** Who sees to it, or "Nobody yet". */
export function AssigneeText(_: { source?: string; label?: string }) {
  const issue = useRecordContext();
  const translate = useTranslate();
  if (!issue) return null;
  return issue.assignee_name ? (
    <>{issue.assignee_name}</>
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {translate('resources.issues.unassigned')}
    </Box>
  );
}

/** Its due date, or nothing: an issue need not have one. */
export function DueOnText(_: { source?: string; label?: string }) {
  const issue = useRecordContext();
  return issue?.due_on ? <>{formatDate(issue.due_on)}</> : null;
}

/** When it was reported (the company's day) and by whom. */
export function ReportedText(_: { source?: string; label?: string }) {
  const issue = useRecordContext();
  const translate = useTranslate();
  const timeZone = useTimeZone();
  if (!issue) return null;
  const date = formatWhenDay(issue.createdAt, timeZone);
  return <>{issue.reported_by_name ? translate('resources.issues.reported', { date, name: issue.reported_by_name }) : date}</>;
}

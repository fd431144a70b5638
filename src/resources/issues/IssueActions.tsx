import { useState } from 'react';
import { Box, Button } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import WorkOrderIcon from '@mui/icons-material/BuildCircleOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate, type RaRecord } from 'ra-core';
import { isOpenIssue, type IssueStatus } from '../../../contract/inspections';
import { showToast } from '../../layout/notifications/toasts';
import { errorText } from '../../layout/notifications/errorText';
import { issues } from '../../resourceDefinitions/issues';
import { useRecordDialogs } from '../shared/dialogs/RecordDialogs';
import { StartWorkOrderButton } from '../work-orders/WorkOrderDialogs';
import { withStatus } from './issueForm';

type Step = 'start' | 'resolve' | 'close' | 'reopen';

const STEP_TO: Record<Step, IssueStatus> = { start: 'in_progress', resolve: 'resolved', close: 'closed', reopen: 'open' };

/** What the toast says once a step is taken. */
const STEP_DONE: Record<Step, string> = { start: 'started', resolve: 'resolved', close: 'closed', reopen: 'reopened' };

/** The steps from each status, the usual next one first: work starts, the defect is resolved, the issue is closed. */
const STEPS: Record<IssueStatus, Step[]> = {
  open: ['start', 'resolve', 'close'],
  in_progress: ['resolve', 'close'],
  resolved: ['close', 'reopen'],
  closed: ['reopen'],
};

/**
 * For admins and moderators (who manage issues): the quick steps of the issue's status (Start work,
 * Resolve, Close, Reopen), each saved at once with the version read, then Edit and Delete. Resolving
 * or closing a critical issue puts its vehicle back in service (docs/inspections.md). While the issue is
 * open, "Start work order" (for those who may add one) opens a work order of its vehicle that resolves
 * it, titled after it (docs/work-orders.md).
 */
export function IssueActions({ issue }: { issue: RaRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const dialogs = useRecordDialogs();
  const { canAccess: canEdit } = useCanAccess({ resource: issues.name, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: issues.name, action: 'delete' });
  const [pending, setPending] = useState<Step | null>(null);
  if (!canEdit && !canDelete) return null;

  const take = async (step: Step) => {
    setPending(step);
    try {
      await dataProvider.update(issues.name, { id: issue.id, data: withStatus(issue, STEP_TO[step]), previousData: issue });
      showToast({ title: translate(`resources.issues.page.${STEP_DONE[step]}`), variant: 'success' });
    } catch (error) {
      showToast({
        title: translate('resources.issues.toasts.error_edit'),
        description: errorText(error, translate),
        variant: 'destructive',
      });
    } finally {
      // Also after a refusal: someone else's change (409) shows as it is now.
      await queryClient.invalidateQueries();
      setPending(null);
    }
  };

  const steps = STEPS[issue.status as IssueStatus] ?? [];
  const open = isOpenIssue(issue.status as IssueStatus);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={translate('resources.issues.page.actions')}>
      {canEdit &&
        steps.map((step, index) => (
          <Button
            key={step}
            size="small"
            variant={index === 0 ? 'contained' : 'outlined'}
            disabled={pending !== null}
            onClick={() => void take(step)}
          >
            {pending === step ? translate('fleet.form.loading') : translate(`resources.issues.page.${step}`)}
          </Button>
        ))}
      {open && (
        <StartWorkOrderButton
          label={translate('resources.work-orders.start.from_issue')}
          icon={<WorkOrderIcon />}
          start={{
            vehicleId: String(issue.vehicle_id),
            title: String(issue.title),
            issueIds: [String(issue.id)],
            priority: String(issue.priority),
          }}
        />
      )}
      {canEdit && (
        <Button size="small" startIcon={<EditIcon />} disabled={pending !== null} onClick={() => dialogs.openEdit(issue)}>
          {translate('fleet.form.edit')}
        </Button>
      )}
      {canDelete && (
        <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={pending !== null} onClick={() => dialogs.openDelete(issue)}>
          {translate('fleet.form.delete')}
        </Button>
      )}
    </Box>
  );
}

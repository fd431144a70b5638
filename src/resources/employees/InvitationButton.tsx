import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import { useCanAccess, useDataProvider, useRecordContext, useTranslate } from 'ra-core';
import type { FleetDataProvider } from '../../dataProvider';
import { showToast } from '../../layout/notifications/toasts';
import { errorText } from '../../layout/notifications/errorText';
import { employeeName } from './employeeName';
import { InvitationDialog, type ShownInvitation } from './InvitationDialog';
import { employees } from '../../resourceDefinitions/employees';

/**
 * A row action for an employee who has not signed up yet: issues a new sign-up link (the earlier
 * one stops working) and shows it, for when the first one was lost or has expired.
 */
export function InvitationButton() {
  const employee = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState<ShownInvitation>();
  // Issuing a link is editing the employee (the server allows it to the same roles).
  const { canAccess: canEdit } = useCanAccess({ resource: employees.name, action: 'edit' });
  if (!employee || employee.signed_up !== false || !canEdit) return null;

  const issue = async () => {
    setPending(true);
    try {
      const invitation = await dataProvider.issueInvitation(employee.id);
      setShown({ invitation, employeeName: employeeName(employee), reissued: true });
    } catch (error) {
      showToast({
        title: translate('resources.employee.invitation.issue_failed'),
        description: errorText(error, translate),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  const label = translate('resources.employee.invitation.action');
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton size="small" aria-label={label} onClick={issue} disabled={pending}>
            <LinkIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <InvitationDialog shown={shown} onClose={() => setShown(undefined)} />
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import MoreIcon from '@mui/icons-material/MoreHoriz';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { useCanAccess, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'ra-core';
import { useRecordDialogs } from '../dialogs/RecordDialogs';
import { useRecordMutations } from '../dialogs/useRecordMutations';
import { useRemoval } from '../removal';
import type { ResourceName } from '../../../resourceDefinitions';

/** Whether the signed-in role may edit and delete rows of the current resource. */
function useRowPermissions() {
  const resource = useResourceContext();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  return { canEdit: canEdit === true, canDelete: canDelete === true };
}

interface RowActionsProps {
  children?: ReactNode;
  /** False where the server refuses to delete this very row though the role may delete others (one's own account). */
  deletable?: boolean;
}

/**
 * A row's edit and delete buttons (only those the role may use), plus any of the resource's own. Where
 * removing archives, the button says Archive, and an archived row offers Restore in its place.
 */
export function RowActions({ children, deletable = true }: RowActionsProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dialogs = useRecordDialogs();
  const removal = useRemoval();
  const permissions = useRowPermissions();
  const canEdit = permissions.canEdit;
  const canDelete = permissions.canDelete && deletable;
  if (!record) return null;
  const archived = removal.removal === 'archive' && record.is_active === false;
  const RemoveIcon = removal.icon;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {children}
      {canEdit && (
        <Tooltip title={translate('fleet.form.edit')}>
          <IconButton size="small" aria-label={translate('fleet.form.edit')} onClick={() => dialogs.openEdit(record)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canDelete && archived && <RestoreButton record={record} />}
      {canDelete && !archived && (
        <Tooltip title={translate(removal.label)}>
          <IconButton size="small" color="error" aria-label={translate(removal.label)} onClick={() => dialogs.openDelete(record)}>
            <RemoveIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/** Makes an archived record active again at once: nothing is lost by it, so nothing is asked. */
function RestoreButton({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const resource = useResourceContext() as ResourceName;
  const { restore } = useRecordMutations(resource);
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await restore(record);
    } catch {
      // The toast has said why (an active vehicle holds the plate).
    } finally {
      setPending(false);
    }
  };
  return (
    <Tooltip title={translate('fleet.form.restore')}>
      <span>
        <IconButton size="small" color="primary" aria-label={translate('fleet.form.restore')} disabled={pending} onClick={() => void run()}>
          <RestoreIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** docs/screens.md, Mandatory maintenance: the row's actions in a menu with Edit and Delete. */
export function RowActionsMenu() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dialogs = useRecordDialogs();
  const { canEdit, canDelete } = useRowPermissions();
  const removal = useRemoval();
  const RemoveIcon = removal.icon;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!record || (!canEdit && !canDelete)) return null;
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('fleet.form.more')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {canEdit && (
          <MenuItem onClick={choose(() => dialogs.openEdit(record))}>
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('fleet.form.edit')}</ListItemText>
          </MenuItem>
        )}
        {canDelete && (
          <MenuItem onClick={choose(() => dialogs.openDelete(record))} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <RemoveIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate(removal.label)}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

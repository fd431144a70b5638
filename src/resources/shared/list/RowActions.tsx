import { useState, type ReactNode } from 'react';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import MoreIcon from '@mui/icons-material/MoreHoriz';
import { useCanAccess, useRecordContext, useResourceContext, useTranslate } from 'ra-core';
import { useRecordDialogs } from '../dialogs/RecordDialogs';

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

/** A row's edit and delete buttons (only those the role may use), plus any of the resource's own. */
export function RowActions({ children, deletable = true }: RowActionsProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dialogs = useRecordDialogs();
  const permissions = useRowPermissions();
  const canEdit = permissions.canEdit;
  const canDelete = permissions.canDelete && deletable;
  if (!record) return null;
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
      {canDelete && (
        <Tooltip title={translate('fleet.form.delete')}>
          <IconButton size="small" color="error" aria-label={translate('fleet.form.delete')} onClick={() => dialogs.openDelete(record)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/** docs/screens.md, Mandatory maintenance: the row's actions in a menu with Edit and Delete. */
export function RowActionsMenu() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dialogs = useRecordDialogs();
  const { canEdit, canDelete } = useRowPermissions();
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
              <DeleteIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('fleet.form.delete')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

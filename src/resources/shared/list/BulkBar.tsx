import type { ReactNode } from 'react';
import { Box, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { SelectAllButton } from 'react-admin';
import { useCanAccess, useListContext, useResourceContext, useTranslate } from 'ra-core';
import { BulkExportButton } from './BulkExportButton';
import { BulkRemoveButton } from './BulkRemoveButton';
import { useListOptions } from './listOptions';

interface BulkBarProps {
  /** Off where a rule keeps some rows unticked (one's own account): "Select all" would tick them too. */
  selectAll: boolean;
  /** What the list itself does with ticked rows, before the export and the delete (the vehicles' QR labels). */
  actions?: ReactNode;
}

/**
 * The bar that ticking rows opens (docs/screens.md, Tables), in the table's card above its header, so
 * nothing covers it: how many rows are ticked, clearing them, "Select all", and what the role may do
 * with them: the list's own actions, export them as CSV where the list exports, and delete them
 * (archive, for vehicles).
 * Archived rows are restored one by one, so their bar only exports.
 */
export function BulkBar({ selectAll, actions }: BulkBarProps) {
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems, filterValues } = useListContext();
  const { csv } = useListOptions();
  const translate = useTranslate();
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  if (selectedIds.length === 0) return null;
  const archivedRows = filterValues.isActive === false;
  return (
    <Toolbar
      variant="dense"
      role="region"
      aria-label={translate('fleet.bulk.region')}
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 3,
        flexWrap: 'wrap',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 0.5,
        bgcolor: 'action.selected',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tooltip title={translate('fleet.bulk.clear')}>
        <IconButton size="small" aria-label={translate('fleet.bulk.clear')} onClick={() => onUnselectItems()}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Typography variant="body2" role="status" sx={{ fontWeight: 600 }}>
        {translate('fleet.bulk.selected', { smart_count: selectedIds.length })}
      </Typography>
      {selectAll && <SelectAllButton />}
      <Box sx={{ flexGrow: 1 }} />
      {actions}
      {csv && <BulkExportButton />}
      {canDelete && !archivedRows && <BulkRemoveButton />}
    </Toolbar>
  );
}

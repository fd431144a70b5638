import { useState } from 'react';
import { Box, Button } from '@mui/material';
import DoneIcon from '@mui/icons-material/TaskAltOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useCanAccess, useTranslate, type RaRecord } from 'ra-core';
import { isOpenWorkOrder } from '../../../contract/work-orders';
import { workOrders } from '../../resourceDefinitions/work-orders';
import { useRecordDialogs } from '../shared/dialogs/RecordDialogs';
import { CompleteDialog } from './CompleteDialog';

/**
 * For admins and moderators (who run work orders): Complete while it is still to be done, Edit and
 * Delete. A completed one whose maintenance record stands offers none of them: the server refuses to
 * change it until that record is deleted (docs/work-orders.md).
 */
export function WorkOrderActions({ workOrder }: { workOrder: RaRecord }) {
  const translate = useTranslate();
  const dialogs = useRecordDialogs();
  const { canAccess: canEdit } = useCanAccess({ resource: workOrders.name, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: workOrders.name, action: 'delete' });
  const [completing, setCompleting] = useState(false);
  const open = isOpenWorkOrder(workOrder.status);
  const recordStands = workOrder.maintenance_record !== null && workOrder.maintenance_record !== undefined;
  if ((!canEdit && !canDelete) || recordStands) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label={translate('resources.work-orders.page.actions')}>
      {canEdit && open && (
        <Button size="small" variant="contained" startIcon={<DoneIcon />} onClick={() => setCompleting(true)}>
          {translate('resources.work-orders.page.complete')}
        </Button>
      )}
      {canEdit && (
        <Button size="small" startIcon={<EditIcon />} onClick={() => dialogs.openEdit(workOrder)}>
          {translate('fleet.form.edit')}
        </Button>
      )}
      {canDelete && (
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => dialogs.openDelete(workOrder)}>
          {translate('fleet.form.delete')}
        </Button>
      )}
      {completing && open && <CompleteDialog key={String(workOrder.version)} workOrder={workOrder} onClose={() => setCompleting(false)} />}
    </Box>
  );
}

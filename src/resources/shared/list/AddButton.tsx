import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCanAccess, useResourceContext, useTranslate } from 'ra-core';
import { useRecordDialogs } from '../dialogs/RecordDialogs';

/**
 * The toolbar's add button, shown only to roles that may create this resource. It opens the
 * screen's add dialog, unless the screen decides first (maintenance needs an active vehicle).
 */
export function AddButton({ label, onClick }: { label: string; onClick?: () => void }) {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { openCreate } = useRecordDialogs();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onClick ?? openCreate}>
      {translate(label)}
    </Button>
  );
}

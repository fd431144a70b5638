import type { MouseEvent } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCanAccess, useResourceContext } from 'ra-core';

/** The toolbar's add button, shown only to roles that may create this resource. */
export function AddButton({ label, onClick }: { label: string; onClick: (event: MouseEvent) => void }) {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}

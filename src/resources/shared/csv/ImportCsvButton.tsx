import { useState } from 'react';
import { Button } from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { useCanAccess, useResourceContext, useTranslate } from 'ra-core';
import { ImportCsvDialog } from './ImportCsvDialog';

/** Opens the import of a CSV file, for roles that may create this resource's records. */
export function ImportCsvButton() {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        {translate('fleet.csv.import')}
      </Button>
      {open && <ImportCsvDialog resource={resource} onClose={() => setOpen(false)} />}
    </>
  );
}

import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate, type Identifier } from 'ra-core';
import { RecordHistory } from './RecordHistory';
import { useReadsHistory } from './useReadsHistory';

/**
 * "History" in a record's edit dialog (docs/screens.md, Dialogs), for those who read history: the
 * record's changes in a dialog of their own over it, so that the form keeps what was typed.
 */
export function RecordHistoryButton({ resource, recordId }: { resource: string; recordId: Identifier }) {
  const translate = useTranslate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  if (!useReadsHistory()) return null;
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {translate('fleet.history.open')}
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="record-history-title">
          <DialogTitle id="record-history-title">{translate('fleet.history.record_title')}</DialogTitle>
          <DialogContent>
            <RecordHistory resource={resource} recordId={recordId} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setOpen(false)}>{translate('fleet.history.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

/** docs/screens.md, Dialogs: "Unsaved Changes / Are you sure you want to cancel? All entered data will be lost." */
export function UnsavedChangesDialog({
  open,
  onDiscard,
  onKeepEditing,
}: {
  open: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onKeepEditing} aria-labelledby="unsaved-changes-title" maxWidth="xs">
      <DialogTitle id="unsaved-changes-title">{translate('fleet.form.unsaved_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('fleet.form.unsaved_body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeepEditing} autoFocus>
          {translate('fleet.form.keep_editing')}
        </Button>
        <Button onClick={onDiscard} color="error" variant="contained">
          {translate('fleet.form.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

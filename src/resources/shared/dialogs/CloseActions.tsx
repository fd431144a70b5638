import { Button, DialogActions } from '@mui/material';
import { useTranslate } from 'ra-core';

/** The one way out of a dialog that only shows something: Close. */
export function CloseActions({ onClose, autoFocus }: { onClose: () => void; autoFocus?: boolean }) {
  const translate = useTranslate();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onClose} variant="contained" autoFocus={autoFocus}>
        {translate('fleet.form.close')}
      </Button>
    </DialogActions>
  );
}

import { Alert, AlertTitle, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

/**
 * docs/screens.md, General maintenance; Fuel: with no active vehicle to record it for, the add dialog shows a red message
 * in place of the form, in the words of the resource being added.
 */
export function NoVehiclesDialog({
  open,
  onClose,
  resource = 'voluntary-maintenance',
}: {
  open: boolean;
  onClose: () => void;
  resource?: 'voluntary-maintenance' | 'fuel';
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="no-vehicles-title">
      <DialogTitle id="no-vehicles-title">{translate(`resources.${resource}.add_title`)}</DialogTitle>
      <DialogContent>
        <Alert severity="error" variant="outlined">
          <AlertTitle>{translate(`resources.${resource}.no_vehicles_title`)}</AlertTitle>
          {translate(`resources.${resource}.no_vehicles_description`)}
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('fleet.form.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

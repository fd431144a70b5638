import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

/**
 * Signing out while records wait on this device asks what becomes of them (docs/yard.md, Offline): kept,
 * to be sent when the person signs in here again, or discarded. Cancel stays signed in, and they are sent
 * as soon as the connection allows.
 */
export function SignOutWithWaiting({
  count,
  onKeep,
  onDiscard,
  onCancel,
}: {
  count: number | undefined;
  onKeep: () => void;
  onDiscard: () => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={count !== undefined} onClose={onCancel} aria-labelledby="outbox-sign-out-title">
      <DialogTitle id="outbox-sign-out-title">{translate('fleet.outbox.sign_out_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('fleet.outbox.sign_out_text', { smart_count: count ?? 0 })}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{translate('fleet.outbox.sign_out_keep_hint')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button color="error" onClick={onDiscard}>
          {translate('fleet.outbox.sign_out_discard')}
        </Button>
        <Button variant="contained" onClick={onKeep}>
          {translate('fleet.outbox.sign_out_keep')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

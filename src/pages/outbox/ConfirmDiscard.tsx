import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { OutboxEntry } from '../../outbox/entry';

/** Discarding is for good: the record was never sent, and nothing else holds it. */
export function ConfirmDiscard({
  entry,
  onClose,
  onConfirm,
}: {
  entry?: OutboxEntry;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={entry !== undefined} onClose={onClose} aria-labelledby="outbox-discard-title">
      <DialogTitle id="outbox-discard-title">{translate('fleet.outbox.discard_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {entry && translate('fleet.outbox.discard_text', { what: translate(`fleet.outbox.kinds.${entry.kind}`), plate: entry.plate })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void onConfirm()}>
          {translate('fleet.outbox.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

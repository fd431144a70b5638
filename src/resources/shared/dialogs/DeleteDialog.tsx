import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { HttpError, useTranslate, type RaRecord } from 'ra-core';
import { failedCallBody } from '../../../dataProvider/failedCall';

interface DeleteDialogProps {
  record: RaRecord | undefined;
  /** How the record is named in the question, e.g. its license plate. */
  name: string;
  /** A sentence of its own where deleting means something particular (vehicles are archived). */
  description?: string;
  onConfirm: (record: RaRecord) => Promise<unknown>;
  onClose: () => void;
}

/** docs/screens.md, Dialogs: delete asks first; confirming deletes by id, cancelling forgets the record. */
export function DeleteDialog({ record, name, description, onConfirm, onClose }: DeleteDialogProps) {
  const translate = useTranslate();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (!record) return;
    setPending(true);
    try {
      await onConfirm(record);
      onClose();
    } catch (error) {
      // The toast has said why. A refusal (the branch still has vehicles, the role may not) would be
      // refused again, so the question goes; a failure that may pass (no network, a server error)
      // leaves it, to try again or cancel.
      if (isRefusal(error)) onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={record !== undefined}
      onClose={pending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="delete-dialog-title"
    >
      <DialogTitle id="delete-dialog-title">{translate('fleet.form.delete_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{description ?? translate('fleet.form.delete_body', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {translate('fleet.form.cancel')}
        </Button>
        <Button onClick={confirm} disabled={pending} color="error" variant="contained">
          {pending ? translate('fleet.form.loading') : translate('fleet.form.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Fleet said no (4xx with its own message), and would say it again: not a time-out, a throttle or a proxy's page. */
const isRefusal = (error: unknown) =>
  failedCallBody(error) !== undefined &&
  error instanceof HttpError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

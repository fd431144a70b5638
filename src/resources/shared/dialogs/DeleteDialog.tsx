import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { HttpError, useTranslate } from 'ra-core';
import { failedCallBody } from '../../../dataProvider/failedCall';

interface DeleteDialogProps {
  open: boolean;
  /** The question's title; "Are you sure?" unless the dialog names what it removes. */
  title?: string;
  /** What happens: "{name} will be deleted. This cannot be undone.", or for vehicles the archive sentence. */
  description: string;
  /** The confirm button: "Delete", or "Archive" where removing archives. */
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * docs/screens.md, Dialogs: removing asks first, for one row or for the selection. Confirming runs the
 * call; a refusal closes the question, a failure that may pass leaves it to try again.
 */
export function DeleteDialog({ open, title, description, confirmLabel, onConfirm, onClose }: DeleteDialogProps) {
  const translate = useTranslate();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
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
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="delete-dialog-title">
      <DialogTitle id="delete-dialog-title">{title ?? translate('fleet.form.delete_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{description}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {translate('fleet.form.cancel')}
        </Button>
        <Button onClick={confirm} disabled={pending} color="error" variant="contained">
          {pending ? translate('fleet.form.loading') : confirmLabel}
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

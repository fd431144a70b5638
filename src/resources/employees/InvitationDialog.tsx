import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import CopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'ra-core';
import type { Invitation } from '../../../contract/schemas/employee';
import { formatDate } from '../../../contract/formats';

export interface ShownInvitation {
  invitation: Invitation;
  /** How the employee is named in the sentence: their name, else their username. */
  employeeName: string;
  /** A re-issued link voids the ones before it; the sentence says so. */
  reissued: boolean;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The invitation flow of docs/product.md, Invitations and sign-up: the one-time sign-up link of a new (or not yet signed up)
 * employee, to pass on by hand. The clipboard exists only in secure contexts and may be refused,
 * so copying can fail: the dialog then says so and selects the link for copying by hand.
 */
export function InvitationDialog({ shown, onClose }: { shown: ShownInvitation | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const [copy, setCopy] = useState<CopyState>('idle');
  const [linkField, setLinkField] = useState<HTMLTextAreaElement | null>(null);

  const close = () => {
    setCopy('idle');
    onClose();
  };

  // Without PUBLIC_URL the server answers a path; it opens on the address this page is on.
  const link = shown ? new URL(shown.invitation.link, window.location.origin).href : '';

  const copyLink = async () => {
    if (!shown) return;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
      linkField?.focus();
      linkField?.select();
    }
  };

  return (
    <Dialog open={shown !== undefined} onClose={close} fullWidth maxWidth="sm" aria-labelledby="invitation-dialog-title">
      <DialogTitle id="invitation-dialog-title">{translate('resources.employee.invitation.title')}</DialogTitle>
      {shown && (
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate(shown.reissued ? 'resources.employee.invitation.reissued' : 'resources.employee.invitation.created', {
              name: shown.employeeName,
            })}
          </DialogContentText>
          <TextField
            label={translate('resources.employee.invitation.link')}
            value={link}
            fullWidth
            // The whole link in view, wrapped, so it can be checked before it is sent.
            multiline
            inputRef={setLinkField}
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { wordBreak: 'break-all' } } }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.employee.invitation.valid_until', {
              date: formatDate(shown.invitation.expires_at) ?? shown.invitation.expires_at,
            })}
          </Typography>
          {copy === 'failed' && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {translate('resources.employee.invitation.copy_failed')}
            </Alert>
          )}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{translate('fleet.form.close')}</Button>
        <Button variant="contained" onClick={copyLink} startIcon={copy === 'copied' ? <CheckIcon /> : <CopyIcon />} aria-live="polite">
          {translate(copy === 'copied' ? 'resources.employee.invitation.copied' : 'resources.employee.invitation.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

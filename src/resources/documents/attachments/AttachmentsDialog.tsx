import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';
import { documentSubjectName } from '../documentForm';
import { AttachmentsPanel } from './AttachmentsPanel';
import { CloseActions } from '../../shared/dialogs/CloseActions';

interface Shown {
  document: RaRecord;
  /** Opened right after the document was added: it says so, and invites its scans. */
  justCreated: boolean;
}

interface AttachmentsDialogValue {
  openAttachments: (document: RaRecord, options?: { justCreated?: boolean }) => void;
}

const AttachmentsDialogContext = createContext<AttachmentsDialogValue | null>(null);

/**
 * A screen's one attachments dialog: each row's attachments button opens it for its document, and so
 * does a new document once saved.
 */
export function AttachmentsDialogProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown>();
  const value = useMemo<AttachmentsDialogValue>(
    () => ({ openAttachments: (document, options) => setShown({ document, justCreated: options?.justCreated ?? false }) }),
    [],
  );
  return (
    <AttachmentsDialogContext.Provider value={value}>
      {children}
      {shown && <AttachmentsDialog shown={shown} onClose={() => setShown(undefined)} />}
    </AttachmentsDialogContext.Provider>
  );
}

export function useAttachmentsDialog(): AttachmentsDialogValue {
  const value = useContext(AttachmentsDialogContext);
  if (!value) throw new Error('useAttachmentsDialog needs an AttachmentsDialogProvider around the screen');
  return value;
}

/** The document named in its title (its kind, number and whose it is), its files below. */
function AttachmentsDialog({ shown, onClose }: { shown: Shown; onClose: () => void }) {
  const translate = useTranslate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { document, justCreated } = shown;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="attachments-dialog-title"
      aria-describedby="attachments-dialog-document"
    >
      <DialogTitle id="attachments-dialog-title" sx={{ pb: 0.5 }}>
        {translate('resources.documents.attachments.title')}
      </DialogTitle>
      <DialogContent>
        <Typography id="attachments-dialog-document" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {translate('resources.documents.attachments.of', {
            kind: translate(`fleet.document_kinds.${document.kind}`),
            number: document.number ?? '',
            subject: documentSubjectName(document),
          })}
        </Typography>
        {justCreated && (
          // Said, not raised: nothing went wrong.
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {translate('resources.documents.attachments.after_create')}
          </Alert>
        )}
        <AttachmentsPanel documentId={document.id} startsEmpty={justCreated} />
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}

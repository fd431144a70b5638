import { useId, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, LinearProgress, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../contract/messages';
import { translateContractMessage } from '../../../i18n/contractMessages';
import { showToast } from '../../../layout/notifications/toasts';
import { errorText } from '../../../layout/notifications/errorText';
import { ACCEPTED_FILES, tooLarge } from './attachmentFacts';
import { changeAttachments } from './attachmentsQuery';
import type { AttachmentSource } from './attachmentSource';

interface Refusal {
  name: string;
  message: string;
}

/**
 * Attaches files to a document or a work order (`source`): a button that opens the file picker (PDF, JPEG, PNG, WebP), then each
 * file chosen is sent in turn. The server recognises a file by its content: what it refuses (an HTML
 * page named policy.pdf, a file over 10 MB) stays on screen with the server's own sentence, under
 * the button, until the next choice. A file over 10 MB is refused before it is sent.
 */
export function AttachFileButton({ source }: { source: AttachmentSource }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const rulesId = useId();
  const [sending, setSending] = useState<string>();
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const attach = async (files: File[]) => {
    setRefusals([]);
    const refused: Refusal[] = [];
    let attached = 0;
    for (const file of files) {
      if (tooLarge(file)) {
        refused.push({ name: file.name, message: translateContractMessage(translate, messages.attachmentTooLarge) });
        continue;
      }
      setSending(file.name);
      try {
        const attachment = await source.add(file);
        changeAttachments(queryClient, source.queryKey, (attachments) => [...attachments, attachment]);
        attached += 1;
        showToast({ title: source.say('uploaded', { name: file.name }), variant: 'success' });
      } catch (error) {
        refused.push({ name: file.name, message: errorText(error, translate) });
      }
    }
    setSending(undefined);
    setRefusals(refused);
    // The lists that count the attachments, and the attachments' own, read again.
    if (attached > 0) void queryClient.invalidateQueries();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          disabled={sending !== undefined}
          aria-describedby={rulesId}
          onClick={() => picker.current?.click()}
        >
          {source.say('choose')}
        </Button>
        <Typography id={rulesId} variant="body2" color="text.secondary">
          {source.say('rules')}
        </Typography>
      </Box>
      <input
        ref={picker}
        type="file"
        accept={ACCEPTED_FILES}
        multiple
        hidden
        data-testid="attachment-file"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file may be chosen again after a refusal.
          event.target.value = '';
          if (files.length) void attach(files);
        }}
      />
      <Box role="status" aria-live="polite">
        {sending !== undefined && (
          <>
            <Typography variant="body2">{source.say('uploading', { name: sending })}</Typography>
            <LinearProgress aria-label={source.say('uploading', { name: sending })} />
          </>
        )}
      </Box>
      {refusals.map((refusal, index) => (
        <Alert key={`${refusal.name}-${index}`} severity="error" role="alert">
          <AlertTitle>{source.say('upload_failed', { name: refusal.name })}</AlertTitle>
          {refusal.message}
        </Alert>
      ))}
    </Box>
  );
}

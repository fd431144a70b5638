import { Badge, Box, Button, IconButton, Tooltip } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useRecordContext, useTranslate } from 'ra-core';
import { documentName } from '../documentForm';
import { useAttachmentsDialog } from './AttachmentsDialog';

/**
 * A row's attachments: how many the document has, as a button that opens them (every role: who sees
 * a document downloads its files; who may edit it also attaches and removes them).
 */
export function AttachmentsButton(_: { source?: string; label?: string }) {
  const open = useOpenAttachments();
  if (!open) return null;
  return (
    <Tooltip title={open.label}>
      <Button
        size="small"
        color={open.count > 0 ? 'primary' : 'inherit'}
        startIcon={<AttachFileIcon fontSize="small" />}
        aria-label={open.label}
        onClick={open.open}
        sx={{ minWidth: 0, px: 1, color: open.count > 0 ? undefined : 'text.secondary' }}
      >
        {open.count}
      </Button>
    </Tooltip>
  );
}

/**
 * The same among a row's buttons, on a phone only: there the table opens without the attachments
 * column (phoneColumns.ts), and the buttons stay in view at the row's end.
 */
export function AttachmentsActionOnPhone() {
  const open = useOpenAttachments();
  if (!open) return null;
  return (
    <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
      <Tooltip title={open.label}>
        <IconButton size="small" aria-label={open.label} onClick={open.open}>
          <Badge badgeContent={open.count} color="primary" max={99}>
            <AttachFileIcon fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function useOpenAttachments() {
  const document = useRecordContext();
  const translate = useTranslate();
  const { openAttachments } = useAttachmentsDialog();
  if (!document) return undefined;
  const count = Number(document.attachment_count ?? 0);
  const label = translate('resources.documents.attachments.open', {
    name: documentName(document, (kind) => translate(`fleet.document_kinds.${kind}`)),
    smart_count: count,
  });
  return { count, label, open: () => openAttachments(document) };
}

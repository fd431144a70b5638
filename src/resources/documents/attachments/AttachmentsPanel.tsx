import { useState } from 'react';
import { Alert, Box, Button, IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { visuallyHidden } from '@mui/utils';
import { useCanAccess, useDataProvider, useTranslate, type Identifier } from 'ra-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '../../../../contract/formats';
import type { DocumentAttachment } from '../../../../contract/schemas/document';
import type { FleetDataProvider } from '../../../dataProvider';
import { attachmentAddress } from '../../../dataProvider/documentAttachmentCalls';
import { useLanguage } from '../../../i18n/useLanguage';
import { showToast } from '../../../layout/notifications/toasts';
import { errorText } from '../../../layout/notifications/errorText';
import { DeleteDialog } from '../../shared/dialogs/DeleteDialog';
import { ListSpinner } from '../../shared/list/ListStates';
import { AttachFileButton } from './AttachFileButton';
import { fileSize, typeName } from './attachmentFacts';
import { attachmentsQueryKey, changeAttachments } from './attachmentsQuery';

/**
 * A document's attachments (docs/screens.md, Documents): each file's name (a link that downloads it),
 * size, type and the day it was added, and for those who may edit the document, attaching another
 * file and removing one. Everything is reached and used with the keyboard, and a screen reader hears
 * an upload's progress and a refusal.
 */
export function AttachmentsPanel({ documentId, startsEmpty = false }: { documentId: Identifier; startsEmpty?: boolean }) {
  const translate = useTranslate();
  const language = useLanguage();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'documents', action: 'edit' });
  const [removing, setRemoving] = useState<DocumentAttachment>();
  const queryClient = useQueryClient();
  const {
    data: attachments,
    error,
    refetch,
    isFetching,
  } = useQuery({
    queryKey: attachmentsQueryKey(documentId),
    queryFn: () => dataProvider.getAttachments(documentId),
    // A document just added has none yet: nothing to wait for.
    initialData: startsEmpty ? [] : undefined,
  });

  const remove = async (attachment: DocumentAttachment) => {
    try {
      await dataProvider.deleteAttachment(documentId, attachment.id);
    } catch (failure) {
      showToast({
        title: translate('resources.documents.attachments.remove_failed', { name: attachment.file_name }),
        description: errorText(failure, translate),
        variant: 'destructive',
      });
      throw failure;
    }
    showToast({ title: translate('resources.documents.attachments.removed', { name: attachment.file_name }), variant: 'success' });
    changeAttachments(queryClient, documentId, (attachments) => attachments.filter((kept) => kept.id !== attachment.id));
    // The lists count a document's attachments.
    void queryClient.invalidateQueries();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {attachments === undefined ? (
        error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
                {translate('fleet.layout.try_again')}
              </Button>
            }
          >
            {translate('resources.documents.attachments.load_failed')}: {errorText(error, translate)}
          </Alert>
        ) : (
          <ListSpinner />
        )
      ) : attachments.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.documents.attachments.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('resources.documents.attachments.list_label')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.documents.attachments.file')}</TableCell>
                <TableCell align="right">{translate('resources.documents.attachments.size')}</TableCell>
                <TableCell sx={onWideScreens}>{translate('resources.documents.attachments.type')}</TableCell>
                <TableCell sx={onWideScreens}>{translate('resources.documents.attachments.added')}</TableCell>
                {canEdit && (
                  <TableCell align="right">
                    <Box component="span" style={visuallyHidden}>
                      {translate('fleet.table.actions')}
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {attachments.map((attachment) => (
                <TableRow key={attachment.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <DownloadLink documentId={documentId} attachment={attachment} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {fileSize(attachment.byte_size, language)}
                  </TableCell>
                  <TableCell sx={onWideScreens}>{typeName(attachment.mime_type)}</TableCell>
                  <TableCell sx={{ ...onWideScreens, whiteSpace: 'nowrap' }}>{formatDate(attachment.createdAt)}</TableCell>
                  {canEdit && (
                    <TableCell align="right" sx={{ width: 48 }}>
                      <Tooltip title={translate('resources.documents.attachments.remove', { name: attachment.file_name })}>
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={translate('resources.documents.attachments.remove', { name: attachment.file_name })}
                          onClick={() => setRemoving(attachment)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {canEdit && <AttachFileButton documentId={documentId} />}
      <DeleteDialog
        open={removing !== undefined}
        title={translate('resources.documents.attachments.remove_title')}
        description={removing ? translate('resources.documents.attachments.remove_body', { name: removing.file_name }) : ''}
        confirmLabel={translate('fleet.form.delete')}
        onConfirm={() => remove(removing!)}
        onClose={() => setRemoving(undefined)}
      />
    </Box>
  );
}

/**
 * The file's name as a link to its address, which the server answers as a file to save. The session is
 * made fresh first, as a link the browser follows by itself carries no refresh of its own.
 */
function DownloadLink({ documentId, attachment }: { documentId: Identifier; attachment: DocumentAttachment }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const address = attachmentAddress(documentId, attachment.id);
  const download = async () => {
    try {
      await dataProvider.beforeDownload();
    } catch {
      // The link is followed anyway: the server's answer then says what is wrong.
    }
    const link = document.createElement('a');
    link.href = address;
    link.download = attachment.file_name;
    document.body.append(link);
    link.click();
    link.remove();
  };
  return (
    <Link
      href={address}
      download={attachment.file_name}
      aria-label={translate('resources.documents.attachments.download', { name: attachment.file_name })}
      onClick={(event) => {
        event.preventDefault();
        void download();
      }}
      color="secondary"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
    >
      <DownloadIcon fontSize="small" aria-hidden />
      {attachment.file_name}
    </Link>
  );
}

/** Type and date make room for the name on a phone. */
const onWideScreens = { display: { xs: 'none', sm: 'table-cell' } } as const;

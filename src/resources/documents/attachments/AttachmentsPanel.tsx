import { useMemo, useState } from 'react';
import { Alert, Box, Button, IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { visuallyHidden } from '@mui/utils';
import { useCanAccess, useDataProvider, useTranslate, type Identifier } from 'ra-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '../../../../contract/formats';
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
import type { AttachmentSource, AttachmentText, ListedAttachment } from './attachmentSource';

/**
 * A document's attachments (docs/screens.md, Documents), as AttachmentFiles shows them, in the
 * documents' words.
 */
export function AttachmentsPanel({ documentId, startsEmpty = false }: { documentId: Identifier; startsEmpty?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'documents', action: 'edit' });
  const source = useMemo<AttachmentSource>(
    () => ({
      queryKey: attachmentsQueryKey(documentId),
      list: () => dataProvider.getAttachments(documentId),
      add: (file) => dataProvider.addAttachment(documentId, file),
      remove: (attachmentId) => dataProvider.deleteAttachment(documentId, attachmentId),
      address: (attachmentId) => attachmentAddress(documentId, attachmentId),
      beforeDownload: () => dataProvider.beforeDownload(),
      canEdit: canEdit === true,
      say: (text: AttachmentText, options) => translate(`resources.documents.attachments.${text}`, options),
    }),
    [dataProvider, documentId, canEdit, translate],
  );
  return <AttachmentFiles source={source} startsEmpty={startsEmpty} />;
}

/**
 * A record's attachments (a document's, a work order's): each file's name (a link that downloads it),
 * size, type and the day it was added, and for those who may edit the record (`source.canEdit`),
 * attaching another file and removing one. Everything is reached and used with the keyboard, and a
 * screen reader hears an upload's progress and a refusal.
 */
export function AttachmentFiles({ source, startsEmpty = false }: { source: AttachmentSource; startsEmpty?: boolean }) {
  const translate = useTranslate();
  const language = useLanguage();
  const { canEdit, say } = source;
  const [removing, setRemoving] = useState<ListedAttachment>();
  const queryClient = useQueryClient();
  const {
    data: attachments,
    error,
    refetch,
    isFetching,
  } = useQuery({
    queryKey: source.queryKey,
    queryFn: () => source.list(),
    // A record just added has none yet: nothing to wait for.
    initialData: startsEmpty ? [] : undefined,
  });

  const remove = async (attachment: ListedAttachment) => {
    try {
      await source.remove(attachment.id);
    } catch (failure) {
      showToast({
        title: say('remove_failed', { name: attachment.file_name }),
        description: errorText(failure, translate),
        variant: 'destructive',
      });
      throw failure;
    }
    showToast({ title: say('removed', { name: attachment.file_name }), variant: 'success' });
    changeAttachments<ListedAttachment>(queryClient, source.queryKey, (attachments) =>
      attachments.filter((kept) => kept.id !== attachment.id),
    );
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
            {say('load_failed')}: {errorText(error, translate)}
          </Alert>
        ) : (
          <ListSpinner />
        )
      ) : attachments.length === 0 ? (
        <Typography color="text.secondary">{say('empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={say('list_label')}>
            <TableHead>
              <TableRow>
                <TableCell>{say('file')}</TableCell>
                <TableCell align="right">{say('size')}</TableCell>
                <TableCell sx={onWideScreens}>{say('type')}</TableCell>
                <TableCell sx={onWideScreens}>{say('added')}</TableCell>
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
                    <DownloadLink source={source} attachment={attachment} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {fileSize(attachment.byte_size, language)}
                  </TableCell>
                  <TableCell sx={onWideScreens}>{typeName(attachment.mime_type)}</TableCell>
                  <TableCell sx={{ ...onWideScreens, whiteSpace: 'nowrap' }}>{formatDate(attachment.createdAt)}</TableCell>
                  {canEdit && (
                    <TableCell align="right" sx={{ width: 48 }}>
                      <Tooltip title={say('remove', { name: attachment.file_name })}>
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={say('remove', { name: attachment.file_name })}
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
      {canEdit && <AttachFileButton source={source} />}
      <DeleteDialog
        open={removing !== undefined}
        title={say('remove_title')}
        description={removing ? say('remove_body', { name: removing.file_name }) : ''}
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
function DownloadLink({ source, attachment }: { source: AttachmentSource; attachment: ListedAttachment }) {
  const address = source.address(attachment.id);
  const download = async () => {
    try {
      await source.beforeDownload();
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
      aria-label={source.say('download', { name: attachment.file_name })}
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

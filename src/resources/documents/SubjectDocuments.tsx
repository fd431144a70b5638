import { DataTable } from 'react-admin';
import { Box, Card } from '@mui/material';
import { ListBase } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../../../contract/schemas/common';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { FleetPagination } from '../shared/list/FleetPagination';
import { NoRecords } from '../shared/list/ListStates';
import { AddButton } from '../shared/list/AddButton';
import { RowActions } from '../shared/list/RowActions';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { AttachmentsDialogProvider } from './attachments/AttachmentsDialog';
import { AttachmentsActionOnPhone } from './attachments/AttachmentsButton';
import { DocumentDialogs } from './DocumentDialogs';
import { documentColumns } from './documentColumns';
import type { PresetSubject } from './documentSubject';

interface SubjectDocumentsProps {
  subject: PresetSubject;
  /** Whether documents may be added: not to an archived vehicle. */
  canAdd: boolean;
  /** What an empty table says. */
  empty: string;
}

/**
 * One vehicle's or one employee's documents, in a paged table like every list, the soonest expiry first:
 * each row's attachments, edit and delete, and "Add document" with the subject set, for the roles that
 * may. Its page and sort are its own: neither put in the URL nor shared with the documents screen, and
 * the sidebar's branch does not narrow it (the API still keeps to the user's scope).
 */
export function SubjectDocuments({ subject, canAdd, empty }: SubjectDocumentsProps) {
  const filter =
    'vehicleId' in subject ? { vehicleId: subject.vehicleId, branchId: null } : { employeeId: subject.employeeId, branchId: null };
  return (
    <ListBase
      resource="documents"
      filter={filter}
      sort={{ field: 'expires_on', order: 'ASC' }}
      perPage={DEFAULT_PAGE_SIZE}
      disableSyncWithLocation
      storeKey={false}
    >
      <RecordDialogsProvider>
        <AttachmentsDialogProvider>
          {canAdd && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
              <AddButton label="resources.documents.add" />
            </Box>
          )}
          <Card variant="outlined" sx={{ overflowX: 'auto' }}>
            <FleetDataTable bulkActionButtons={false} phoneColumns={PHONE_COLUMNS} empty={<NoRecords message={empty} />}>
              {documentColumns({ withSubject: false })}
              <DataTable.Col source="actions" label="resources.documents.fields.actions" disableSort>
                <RowActions>
                  <AttachmentsActionOnPhone />
                </RowActions>
              </DataTable.Col>
            </FleetDataTable>
            <FleetPagination selectable={false} />
          </Card>
          <DocumentDialogs preset={subject} />
        </AttachmentsDialogProvider>
      </RecordDialogsProvider>
    </ListBase>
  );
}

/** On a phone, at first: which document and when it expires (phoneColumns.ts); its files among the row's buttons. */
const PHONE_COLUMNS = ['kind', 'expires_on'];

import { AutocompleteInput, DataTable, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { DOCUMENT_KINDS } from '../../../contract/document-kinds';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { AddButton } from '../shared/list/AddButton';
import { RowActions } from '../shared/list/RowActions';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { AttachmentsDialogProvider } from './attachments/AttachmentsDialog';
import { AttachmentsActionOnPhone } from './attachments/AttachmentsButton';
import { DocumentDialogs } from './DocumentDialogs';
import { documentColumns } from './documentColumns';
import { searchByText } from '../shared/forms/searchByText';

/**
 * Documents (every role): the documents of the fleet's vehicles and employees, the soonest expiry first,
 * in the user's scope and the sidebar's branch. A user sees the documents of the vehicles they see and
 * their own, never a colleague's (the API decides). The overview's document counts open it filtered to
 * what has expired or expires soon.
 */
export function DocumentList() {
  return (
    <RecordDialogsProvider>
      <AttachmentsDialogProvider>
        <FleetList
          sort={{ field: 'expires_on', order: 'ASC' }}
          filters={[
            <SearchInput key="q" source="q" alwaysOn sx={{ width: { xs: '100%', sm: 170 } }} />,
            <KindFilter key="kind" source="kind" alwaysOn />,
            <ExpiryFilter key="expires" source="expires" alwaysOn />,
            <VehicleFilter key="vehicleId" source="vehicleId" alwaysOn />,
          ]}
          addButton={<AddButton label="resources.documents.add" />}
        >
          <FleetDataTable phoneColumns={PHONE_COLUMNS}>
            {documentColumns({ withSubject: true })}
            <DataTable.Col source="actions" disableSort>
              <RowActions>
                <AttachmentsActionOnPhone />
              </RowActions>
            </DataTable.Col>
          </FleetDataTable>
        </FleetList>
        <DocumentDialogs />
      </AttachmentsDialogProvider>
    </RecordDialogsProvider>
  );
}

/** Narrow enough that the four filters and the toolbar share one line on a desktop. */
const FILTER_WIDTH = { xs: '100%', sm: 150 };

function KindFilter(props: { source: string; alwaysOn: boolean }) {
  return (
    <SelectInput
      {...props}
      label="resources.documents.fields.kind"
      emptyText="resources.documents.all_kinds"
      choices={DOCUMENT_KINDS.map((kind) => ({ id: kind, name: `fleet.document_kinds.${kind}` }))}
      sx={{ width: FILTER_WIDTH }}
    />
  );
}

/** Expired, or expiring within the company's due-soon days: what the overview's counts open. */
function ExpiryFilter(props: { source: string; alwaysOn: boolean }) {
  return (
    <SelectInput
      {...props}
      label="resources.documents.expires_filter"
      emptyText="resources.documents.expires_any"
      choices={[
        { id: 'overdue', name: 'resources.documents.expires_overdue' },
        { id: 'soon', name: 'resources.documents.expires_soon' },
      ]}
      sx={{ width: FILTER_WIDTH }}
    />
  );
}

/** One vehicle's documents, searched on the server by plate or model. */
function VehicleFilter(props: { source: string; alwaysOn: boolean }) {
  return (
    <ReferenceInput {...props} reference="vehicles" sort={{ field: 'license_plate', order: 'ASC' }} perPage={20}>
      <AutocompleteInput
        label="resources.documents.fields.vehicle_id"
        optionText="license_plate"
        filterToQuery={searchByText}
        sx={{ width: FILTER_WIDTH }}
      />
    </ReferenceInput>
  );
}

/** On a phone, at first: which document (whose beneath it) and when it expires (phoneColumns.ts); its files among the row's buttons. */
const PHONE_COLUMNS = ['kind', 'expires_on'];

import { DataTable } from 'react-admin';
import { useRecordContext, useTranslate } from 'ra-core';
import { RowActions } from '../../shared/list/RowActions';
import { IssueDialogs } from '../../issues/IssueDialogs';
import { issueColumns, PHONE_COLUMNS } from '../../issues/IssueList';
import { VehicleRecordsTable } from './VehicleRecordsTable';
import { vehicleRecordsFilter } from './vehicleRecordsFilter';
import { issues } from '../../../resourceDefinitions/issues';

/**
 * docs/inspections.md, Issues: the Issues tab — the vehicle's issues, the open ones first (open, in
 * progress, then resolved and closed), each opening its page; "Report an issue" reports one of this
 * vehicle, for every role, while the vehicle is active.
 */
export function VehicleIssues() {
  const vehicle = useRecordContext();
  const translate = useTranslate();
  if (!vehicle) return null;
  return (
    <VehicleRecordsTable
      resource={issues.name}
      filter={vehicleRecordsFilter(vehicle)}
      sort={{ field: 'status', order: 'ASC' }}
      addLabel="resources.issues.add"
      dialogs={<IssueDialogs vehicleId={String(vehicle.id)} />}
      phoneColumns={PHONE_COLUMNS}
      empty={translate('resources.issues.vehicle.empty')}
    >
      {issueColumns({ vehicle: false })}
      <DataTable.Col source="actions" label="resources.issues.fields.actions" disableSort>
        <RowActions />
      </DataTable.Col>
    </VehicleRecordsTable>
  );
}

import { DataTable } from 'react-admin';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { RowActions } from '../shared/list/RowActions';
import { noWrap, plateWrap } from '../shared/list/columns';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { VehiclePlateLink } from '../shared/maintenance/VehiclePlateLink';
import { AddOnActiveVehicleButton } from '../shared/maintenance/AddOnActiveVehicleButton';
import { issues } from '../../resourceDefinitions/issues';
import { AssigneeText, DueOnText, PriorityCell, ReportedText, StatusCell, TitleCell } from './issueCells';
import { IssueDialogs } from './IssueDialogs';
import { issueFilters, OPEN_ANY } from './issueFilters';

/**
 * Issues (every role; docs/inspections.md): the defects of the vehicles in the user's scope and the
 * sidebar's branch, the open ones (open and in progress) at first, the most urgent first. Everyone
 * reports one; admins and moderators edit, assign and delete them. A title opens the issue's page.
 */
export function IssueList() {
  return (
    <RecordDialogsProvider>
      <FleetList
        csv="export"
        sort={{ field: 'priority', order: 'DESC' }}
        filters={issueFilters()}
        filterDefaultValues={{ status: OPEN_ANY }}
        addButton={<AddOnActiveVehicleButton resource={issues.name} />}
      >
        <FleetDataTable phoneColumns={PHONE_COLUMNS}>
          {issueColumns({ vehicle: true })}
          <DataTable.Col source="actions" label="resources.issues.fields.actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </FleetDataTable>
      </FleetList>
      <IssueDialogs />
    </RecordDialogsProvider>
  );
}

/** The columns of an issues table: on the issues screen with the vehicle, on a vehicle's tab without it. */
export function issueColumns({ vehicle }: { vehicle: boolean }) {
  return [
    <DataTable.Col key="priority" source="priority" field={PriorityCell} cellSx={noWrap} />,
    <DataTable.Col key="title" source="title" field={vehicle ? TitleCell : TitleWithoutVehicle} sx={TITLE} />,
    ...(vehicle
      ? [<DataTable.Col key="vehicle_license_plate" source="vehicle_license_plate" field={VehiclePlateLink} cellSx={plateWrap} />]
      : []),
    <DataTable.Col key="status" source="status" field={StatusCell} cellSx={noWrap} />,
    <DataTable.Col key="assignee_name" source="assignee_name" field={AssigneeText} cellSx={noWrap} disableSort />,
    <DataTable.Col key="due_on" source="due_on" field={DueOnText} cellSx={noWrap} />,
    <DataTable.Col key="createdAt" source="createdAt" field={ReportedText} />,
  ];
}

function TitleWithoutVehicle(props: { source?: string; label?: string }) {
  return <TitleCell {...props} vehicle={false} />;
}

/** A title may be long: it wraps within a readable width instead of widening the table; on a phone it takes what is left. */
const TITLE = { minWidth: { xs: 0, sm: 200 }, maxWidth: 360, whiteSpace: 'normal' } as const;

/** On a phone, at first: how urgent and what (phoneColumns.ts); the plate and the status show beneath the title. */
export const PHONE_COLUMNS = ['priority', 'title'];

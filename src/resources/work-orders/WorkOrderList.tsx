import { DataTable } from 'react-admin';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { AddButton } from '../shared/list/AddButton';
import { RowActions } from '../shared/list/RowActions';
import { costColumn, dateColumn, noWrap, plateWrap } from '../shared/list/columns';
import { DueOnText } from '../issues/issueCells';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { VehiclePlateLink } from '../shared/maintenance/VehiclePlateLink';
import { PriorityCell, StatusCell, TitleCell, VendorText } from './workOrderCells';
import { WorkOrderDialogs } from './WorkOrderDialogs';
import { OPEN_ANY, workOrderFilters } from './workOrderFilters';

/**
 * Work orders (every role; docs/work-orders.md): the repairs of the vehicles in the user's scope and the
 * sidebar's branch, the ones still to be done at first, the latest issued first. Admins and moderators
 * add, edit and delete them; everyone opens one's page from its title, and comments there.
 */
export function WorkOrderList() {
  return (
    <RecordDialogsProvider>
      <FleetList
        csv="export"
        sort={{ field: 'issued_on', order: 'DESC' }}
        filters={workOrderFilters()}
        filterDefaultValues={{ status: OPEN_ANY }}
        addButton={<AddButton label="resources.work-orders.add" />}
      >
        <FleetDataTable phoneColumns={PHONE_COLUMNS}>
          {workOrderColumns({ vehicle: true })}
          <DataTable.Col source="actions" label="resources.work-orders.fields.actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </FleetDataTable>
      </FleetList>
      <WorkOrderDialogs />
    </RecordDialogsProvider>
  );
}

/** The columns of a work orders table: on the work orders screen with the vehicle, on a vehicle's tab without it. */
export function workOrderColumns({ vehicle }: { vehicle: boolean }) {
  return [
    dateColumn('issued_on'),
    ...(vehicle
      ? [<DataTable.Col key="vehicle_license_plate" source="vehicle_license_plate" field={VehiclePlateLink} cellSx={plateWrap} />]
      : []),
    <DataTable.Col key="title" source="title" field={vehicle ? TitleCell : TitleWithoutVehicle} sx={TITLE} />,
    <DataTable.Col key="status" source="status" field={StatusCell} cellSx={noWrap} />,
    <DataTable.Col key="priority" source="priority" field={PriorityCell} cellSx={noWrap} />,
    <DataTable.Col key="vendor_name" source="vendor_name" field={VendorText} cellSx={noWrap} disableSort />,
    <DataTable.Col key="due_on" source="due_on" field={DueOnText} cellSx={noWrap} />,
    costColumn('total_cost', { align: 'right' }),
  ];
}

function TitleWithoutVehicle(props: { source?: string; label?: string }) {
  return <TitleCell {...props} vehicle={false} />;
}

/** A title may be long: it wraps within a readable width instead of widening the table; on a phone it takes what is left. */
const TITLE = { minWidth: { xs: 0, sm: 200 }, maxWidth: 360, whiteSpace: 'normal' } as const;

/** On a phone, at first: what and what it costs (phoneColumns.ts); the plate and the status show beneath the title. */
export const PHONE_COLUMNS = ['title', 'total_cost'];

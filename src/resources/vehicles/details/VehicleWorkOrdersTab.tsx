import { DataTable } from 'react-admin';
import { useRecordContext, useTranslate } from 'ra-core';
import { RowActions } from '../../shared/list/RowActions';
import { WorkOrderDialogs } from '../../work-orders/WorkOrderDialogs';
import { PHONE_COLUMNS, workOrderColumns } from '../../work-orders/WorkOrderList';
import { VehicleRecordsTable } from './VehicleRecordsTable';
import { vehicleRecordsFilter } from './vehicleRecordsFilter';
import { workOrders } from '../../../resourceDefinitions/work-orders';

/**
 * docs/work-orders.md: the Work orders tab — the vehicle's work orders, the latest issued first, each
 * with where it stands and its total, each opening its page; "Add work order" starts one for this
 * vehicle, for the roles that may, while the vehicle is active.
 */
export function VehicleWorkOrders() {
  const vehicle = useRecordContext();
  const translate = useTranslate();
  if (!vehicle) return null;
  return (
    <VehicleRecordsTable
      resource={workOrders.name}
      filter={vehicleRecordsFilter(vehicle)}
      sort={{ field: 'issued_on', order: 'DESC' }}
      addLabel="resources.work-orders.add"
      dialogs={<WorkOrderDialogs start={{ vehicleId: String(vehicle.id) }} />}
      phoneColumns={PHONE_COLUMNS}
      empty={translate('resources.work-orders.vehicle.empty')}
    >
      {workOrderColumns({ vehicle: false })}
      <DataTable.Col source="actions" label="resources.work-orders.fields.actions" disableSort>
        <RowActions />
      </DataTable.Col>
    </VehicleRecordsTable>
  );
}

import { useCanAccess, useDataProvider, type RaRecord } from 'ra-core';
import { workOrderCommentInput } from '../../../contract/schemas/work-order';
import type { FleetDataProvider } from '../../dataProvider';
import { workOrders } from '../../resourceDefinitions/work-orders';
import { RecordComments } from '../shared/comments/RecordComments';

/**
 * A work order's comments (shared/comments/RecordComments.tsx). Everyone who may read the work order
 * comments on it (drivers included, contract/permissions.ts).
 */
export function WorkOrderComments({ workOrder }: { workOrder: RaRecord }) {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { canAccess: canComment } = useCanAccess({ resource: workOrders.name, action: 'show' });
  return (
    <RecordComments
      resource="work-orders"
      recordId={workOrder.id}
      canComment={canComment ?? false}
      input={workOrderCommentInput}
      load={(id) => dataProvider.getWorkOrderComments(id)}
      add={(id, body) => dataProvider.addWorkOrderComment(id, body)}
    />
  );
}

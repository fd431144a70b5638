import type { Identifier } from 'ra-core';
import type { PartStock } from '../../contract/schemas/part';
import type { WorkOrder, WorkOrderComment, WorkOrderCompletion } from '../../contract/schemas/work-order';
import type { HttpClient } from './httpClient';

/** Where a work order's own calls are (docs/work-orders.md). */
const workOrderPath = (workOrderId: Identifier) => `/api/work-orders/${workOrderId}`;

/**
 * A work order's comments, oldest first, and a new one; completing it; and what each branch holds of a
 * part, which its part lines offer. Through the one HTTP client, so that they share its session refresh.
 */
export function workOrderCalls(http: HttpClient) {
  return {
    async getWorkOrderComments(workOrderId: Identifier): Promise<WorkOrderComment[]> {
      return (await http<{ data: WorkOrderComment[] }>(`${workOrderPath(workOrderId)}/comments`)).data;
    },

    async addWorkOrderComment(workOrderId: Identifier, body: string): Promise<WorkOrderComment> {
      return (await http<{ data: WorkOrderComment }>(`${workOrderPath(workOrderId)}/comments`, { method: 'POST', body: { body } })).data;
    },

    /** Takes its parts from stock and writes its maintenance record, with the `version` the page read (409 otherwise, or when stock ran short). */
    async completeWorkOrder(workOrderId: Identifier, completion: WorkOrderCompletion): Promise<WorkOrder> {
      return (await http<{ data: WorkOrder }>(`${workOrderPath(workOrderId)}/complete`, { method: 'POST', body: completion })).data;
    },

    /** What each branch the caller sees holds of a part. */
    async getPartStock(partId: Identifier): Promise<PartStock[]> {
      return (await http<{ data: PartStock[] }>(`/api/parts/${partId}/stock`)).data;
    },
  };
}

export type WorkOrderCalls = ReturnType<typeof workOrderCalls>;

import WorkOrderIcon from '@mui/icons-material/BuildCircleOutlined';
import type { Identifier } from 'ra-core';
import { defineResource } from '../definition';
import { workOrderMessages } from './messages';

/** Work orders (docs/work-orders.md): the repairs of the vehicles, with their labour, parts and other costs; the screen is `/dashboard/work-orders`. */
export const workOrders = defineResource({
  name: 'work-orders',
  api: 'work-orders',
  followsBranchSelector: true,
  hasList: true,
  messages: workOrderMessages,
  icon: WorkOrderIcon,
  recordRepresentation: 'title',
});

/** A work order's page (docs/screens.md, A work order's page), which src/resources/work-orders/index.tsx routes; the webhooks link there. */
export function workOrderPath(basename: string, workOrderId: Identifier): string {
  return `${basename}/work-orders/${workOrderId}/show`;
}

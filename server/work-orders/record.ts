import { sql } from 'drizzle-orm';
import type { WorkOrder } from '../../contract/schemas/work-order';

/**
 * The record completing a work order wrote, of either kind; null until then, and once that record is
 * deleted. Its columns are named in full (work_orders.id): drizzle writes a column of a query without
 * joins unqualified, which inside the subquery would be the record's own.
 */
export const recordOf = sql<WorkOrder['maintenance_record']>`coalesce(
  (select json_build_object('resource', 'general-maintenances', 'id', g.id) from general_maintenances g
    where g.company_id = work_orders.company_id and g.work_order_id = work_orders.id),
  (select json_build_object('resource', 'mandatory-maintenances', 'id', m.id) from mandatory_maintenances m
    where m.company_id = work_orders.company_id and m.work_order_id = work_orders.id))`;

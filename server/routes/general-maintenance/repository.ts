import type { z } from 'zod';
import type { GeneralMaintenance, generalMaintenanceInput } from '../../../contract/schemas/maintenance';
import { generalMaintenances } from '../../db/schema';
import { maintenanceRecords } from '../maintenance/records';

/** General (voluntary) maintenance: free-text service type, dated by service_date. */
export const generalMaintenanceRecords = maintenanceRecords<GeneralMaintenance, 'service_date', z.output<typeof generalMaintenanceInput>>({
  table: generalMaintenances,
  entity: 'General maintenance',
  date: { field: 'service_date', key: 'serviceDate', column: generalMaintenances.serviceDate },
  mandatory: false,
});

import type { z } from 'zod';
import type { MandatoryMaintenance, mandatoryMaintenanceInput } from '../../../contract/schemas/maintenance';
import { mandatoryMaintenances } from '../../db/schema';
import { maintenanceRecords } from '../maintenance/records';

/** Mandatory maintenance: Registration or Service, dated by finished_on. */
export const mandatoryMaintenanceRecords = maintenanceRecords<
  MandatoryMaintenance,
  'finished_on',
  z.output<typeof mandatoryMaintenanceInput>
>({
  table: mandatoryMaintenances,
  entity: 'Mandatory maintenance',
  date: { field: 'finished_on', key: 'finishedOn', column: mandatoryMaintenances.finishedOn },
  mandatory: true,
});

import {
  mandatoryMaintenance,
  mandatoryMaintenanceExportQuery,
  mandatoryMaintenanceInput,
  mandatoryMaintenanceListQuery,
  mandatoryMaintenanceUpdateBody,
} from '../../../contract/schemas/maintenance';
import { mandatoryMaintenanceSheet } from '../maintenance/csv-sheet';
import { maintenanceRoutes } from '../maintenance/routes';
import { mandatoryMaintenanceRecords } from './repository';

/** Mandatory maintenance: the legislation control (Registration) and the mandatory service, which move its vehicle's due dates. */
export default maintenanceRoutes({
  resource: 'mandatory-maintenances',
  name: 'mandatory maintenance',
  records: mandatoryMaintenanceRecords,
  sheet: mandatoryMaintenanceSheet,
  row: mandatoryMaintenance,
  listQuery: mandatoryMaintenanceListQuery,
  input: mandatoryMaintenanceInput,
  updateBody: mandatoryMaintenanceUpdateBody,
  exportQuery: mandatoryMaintenanceExportQuery,
});

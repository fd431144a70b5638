import {
  generalMaintenance,
  generalMaintenanceExportQuery,
  generalMaintenanceInput,
  generalMaintenanceListQuery,
  generalMaintenanceUpdateBody,
} from '../../../contract/schemas/maintenance';
import { generalMaintenanceSheet } from '../maintenance/csv-sheet';
import { maintenanceRoutes } from '../maintenance/routes';
import { generalMaintenanceRecords } from './repository';

/** General (voluntary) maintenance: any work on a vehicle, with its free-text service type. */
export default maintenanceRoutes({
  resource: 'general-maintenances',
  name: 'general maintenance',
  records: generalMaintenanceRecords,
  sheet: generalMaintenanceSheet,
  row: generalMaintenance,
  listQuery: generalMaintenanceListQuery,
  input: generalMaintenanceInput,
  updateBody: generalMaintenanceUpdateBody,
  exportQuery: generalMaintenanceExportQuery,
});

import BuildIcon from '@mui/icons-material/BuildOutlined';
import { defineResource, lazyScreen } from '../resource';
import { generalMaintenanceMessages } from './messages';

/** General (voluntary) maintenance: the spec's screen is `voluntary-maintenance`. */
export const generalMaintenance = defineResource({
  name: 'voluntary-maintenance',
  api: 'general-maintenances',
  followsBranchSelector: true,
  messages: generalMaintenanceMessages,
  list: lazyScreen(() => import('./GeneralMaintenanceList').then((module) => module.GeneralMaintenanceList)),
  icon: BuildIcon,
  recordRepresentation: 'service_type',
});

import BuildIcon from '@mui/icons-material/BuildOutlined';
import { defineResource } from '../definition';
import { generalMaintenanceMessages } from './messages';

/** General (voluntary) maintenance: the spec's screen is `voluntary-maintenance`. */
export const generalMaintenance = defineResource({
  name: 'voluntary-maintenance',
  api: 'general-maintenances',
  followsBranchSelector: true,
  hasList: true,
  messages: generalMaintenanceMessages,
  icon: BuildIcon,
  recordRepresentation: 'service_type',
});

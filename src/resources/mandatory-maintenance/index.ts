import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { defineResource, lazyScreen } from '../resource';
import { mandatoryMaintenanceMessages } from './messages';

export const mandatoryMaintenance = defineResource({
  name: 'mandatory-maintenance',
  api: 'mandatory-maintenances',
  followsBranchSelector: true,
  messages: mandatoryMaintenanceMessages,
  list: lazyScreen(() => import('./MandatoryMaintenanceList').then((module) => module.MandatoryMaintenanceList)),
  icon: VerifiedIcon,
  recordRepresentation: 'service_type',
});

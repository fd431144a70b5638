import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { defineResource } from '../definition';
import { mandatoryMaintenanceMessages } from './messages';

export const mandatoryMaintenance = defineResource({
  name: 'mandatory-maintenance',
  api: 'mandatory-maintenances',
  followsBranchSelector: true,
  hasList: true,
  messages: mandatoryMaintenanceMessages,
  icon: VerifiedIcon,
  recordRepresentation: 'service_type',
});

import DirectionsBusIcon from '@mui/icons-material/DirectionsBusOutlined';
import { defineResource } from '../definition';
import { vehicleMessages } from './messages';

export const vehicles = defineResource({
  name: 'vehicles',
  api: 'vehicles',
  followsBranchSelector: true,
  hasList: true,
  messages: vehicleMessages,
  icon: DirectionsBusIcon,
  recordRepresentation: 'license_plate',
});

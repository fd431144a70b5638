import SpeedIcon from '@mui/icons-material/SpeedOutlined';
import { defineResource } from '../definition';
import { meterReadingMessages } from './messages';

/**
 * The meter log (docs/fleet-health.md, The meter log): every odometer reading of a vehicle. It has no
 * screen of its own: a vehicle's Meter tab shows its log (src/resources/vehicles/details/VehicleMeterTab.tsx).
 */
export const meterReadings = defineResource({
  name: 'meter-readings',
  api: 'meter-readings',
  followsBranchSelector: true,
  hasList: false,
  messages: meterReadingMessages,
  icon: SpeedIcon,
  recordRepresentation: 'read_on',
});

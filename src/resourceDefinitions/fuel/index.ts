import FuelIcon from '@mui/icons-material/LocalGasStationOutlined';
import { defineResource } from '../definition';
import { fuelMessages } from './messages';

/** Fuel and energy (docs/fuel.md): fillings and charges; the screen is `/dashboard/fuel`. */
export const fuel = defineResource({
  name: 'fuel',
  api: 'fuel-entries',
  followsBranchSelector: true,
  hasList: true,
  messages: fuelMessages,
  icon: FuelIcon,
  recordRepresentation: 'vehicle_license_plate',
});

import FuelIcon from '@mui/icons-material/LocalGasStationOutlined';
import { defineResource, lazyScreen } from '../resource';
import { fuelMessages } from './messages';

/** Fuel and energy (docs/fuel.md): fillings and charges; the screen is `/dashboard/fuel`. */
export const fuel = defineResource({
  name: 'fuel',
  api: 'fuel-entries',
  followsBranchSelector: true,
  messages: fuelMessages,
  list: lazyScreen(() => import('./FuelList').then((module) => module.FuelList)),
  icon: FuelIcon,
  recordRepresentation: 'vehicle_license_plate',
});

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

/** A vehicle's details (docs/screens.md, Vehicle details), which src/resources/vehicles/index.tsx routes. */
export function vehicleDetailsPath(basename: string, vehicleId: string | number): string {
  return `${basename}/vehicles/${vehicleId}/details`;
}

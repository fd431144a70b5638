import DirectionsBusIcon from '@mui/icons-material/DirectionsBusOutlined';
import { Route } from 'react-router-dom';
import { defineResource, lazyScreen } from '../resource';
import { vehicleMessages } from './messages';

const VehicleDetails = lazyScreen(() => import('../../pages/VehicleDetails').then((module) => module.VehicleDetails));

export const vehicles = defineResource({
  name: 'vehicles',
  api: 'vehicles',
  followsBranchSelector: true,
  messages: vehicleMessages,
  list: lazyScreen(() => import('./VehicleList').then((module) => module.VehicleList)),
  icon: DirectionsBusIcon,
  recordRepresentation: 'license_plate',
  routes: <Route path=":id/details" element={<VehicleDetails />} />,
});

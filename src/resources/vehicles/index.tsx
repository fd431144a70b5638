import { Route } from 'react-router-dom';
import { lazyScreen, type Screens } from '../resource';

const VehicleDetails = lazyScreen(() => import('./details/VehicleDetails').then((module) => module.VehicleDetails));

/** The vehicles' list, and a vehicle's details at `vehicles/<id>/details`. */
export const vehicleScreens: Screens = {
  list: lazyScreen(() => import('./VehicleList').then((module) => module.VehicleList)),
  routes: <Route path=":id/details" element={<VehicleDetails />} />,
};

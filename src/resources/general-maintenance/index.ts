import { lazyScreen, type Screens } from '../resource';

export const generalMaintenanceScreens: Screens = {
  list: lazyScreen(() => import('./GeneralMaintenanceList').then((module) => module.GeneralMaintenanceList)),
};

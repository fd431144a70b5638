import { lazyScreen, type Screens } from '../resource';

export const mandatoryMaintenanceScreens: Screens = {
  list: lazyScreen(() => import('./MandatoryMaintenanceList').then((module) => module.MandatoryMaintenanceList)),
};

import { lazyScreen, type Screens } from '../resource';

export const fuelScreens: Screens = {
  list: lazyScreen(() => import('./FuelList').then((module) => module.FuelList)),
};

import { lazyScreen, type Screens } from '../resource';

export const documentScreens: Screens = {
  list: lazyScreen(() => import('./DocumentList').then((module) => module.DocumentList)),
};

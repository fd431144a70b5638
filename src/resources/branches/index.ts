import { lazyScreen, type Screens } from '../resource';

export const branchScreens: Screens = {
  list: lazyScreen(() => import('./BranchList').then((module) => module.BranchList)),
};

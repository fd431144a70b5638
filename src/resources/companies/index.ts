import { lazyScreen, type Screens } from '../resource';

export const companyScreens: Screens = {
  list: lazyScreen(() => import('./CompanyList').then((module) => module.CompanyList)),
};

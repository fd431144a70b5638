import { Route } from 'react-router-dom';
import { lazyScreen, type Screens } from '../resource';

const WorkOrderPage = lazyScreen(() => import('./WorkOrderPage').then((module) => module.WorkOrderPage));

/** The work orders' list, and a work order's page at `work-orders/<id>/show`. */
export const workOrderScreens: Screens = {
  list: lazyScreen(() => import('./WorkOrderList').then((module) => module.WorkOrderList)),
  routes: <Route path=":id/show" element={<WorkOrderPage />} />,
};

import { Route } from 'react-router-dom';
import { lazyScreen, type Screens } from '../resource';

const EmployeeList = lazyScreen(() => import('./EmployeeList').then((module) => module.EmployeeList));

/** The employees' list, which a branch card opens at `employee/<branchId>` too. */
export const employeeScreens: Screens = {
  list: EmployeeList,
  routes: <Route path=":branchId" element={<EmployeeList />} />,
};

import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { Route } from 'react-router-dom';
import { defineResource, lazyScreen } from '../resource';
import { employeeMessages } from './messages';

const EmployeeList = lazyScreen(() => import('./EmployeeList').then((module) => module.EmployeeList));

/** Employees: the spec's screen is `employee`, and a branch card opens `employee/<branchId>`. */
export const employees = defineResource({
  name: 'employee',
  api: 'employees',
  followsBranchSelector: true,
  messages: employeeMessages,
  list: EmployeeList,
  icon: PeopleIcon,
  recordRepresentation: 'username',
  routes: <Route path=":branchId" element={<EmployeeList />} />,
});

import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { defineResource } from '../definition';
import { employeeMessages } from './messages';

/** Employees: the spec's screen is `employee`, and a branch card opens `employee/<branchId>`. */
export const employees = defineResource({
  name: 'employee',
  api: 'employees',
  followsBranchSelector: true,
  hasList: true,
  messages: employeeMessages,
  icon: PeopleIcon,
  recordRepresentation: 'username',
});

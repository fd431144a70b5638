import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { EmployeeList } from './EmployeeList';

export const employee = { list: EmployeeList, icon: PeopleIcon, recordRepresentation: 'username' };

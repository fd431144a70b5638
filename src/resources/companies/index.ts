import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import { CompanyList } from './CompanyList';

export const companies = { list: CompanyList, icon: BusinessIcon, recordRepresentation: 'name' };

import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import { defineResource, lazyScreen } from '../resource';
import { companyMessages } from './messages';

export const companies = defineResource({
  name: 'companies',
  api: 'companies',
  followsBranchSelector: false,
  messages: companyMessages,
  list: lazyScreen(() => import('./CompanyList').then((module) => module.CompanyList)),
  icon: BusinessIcon,
  recordRepresentation: 'name',
});

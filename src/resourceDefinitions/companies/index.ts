import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import { defineResource } from '../definition';
import { companyMessages } from './messages';

export const companies = defineResource({
  name: 'companies',
  api: 'companies',
  followsBranchSelector: false,
  hasList: true,
  messages: companyMessages,
  icon: BusinessIcon,
  recordRepresentation: 'name',
});

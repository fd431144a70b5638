import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { defineResource } from '../definition';
import { documentMessages } from './messages';

/** Documents: the documents of vehicles and employees (insurance, registration, driving licences), with their expiry and scans. */
export const documents = defineResource({
  name: 'documents',
  api: 'documents',
  followsBranchSelector: true,
  hasList: true,
  messages: documentMessages,
  icon: DescriptionIcon,
  recordRepresentation: 'number',
});

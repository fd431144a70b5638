import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { defineResource, lazyScreen } from '../resource';
import { documentMessages } from './messages';

/** Documents: the papers of vehicles and employees (insurance, registration, driving licences), with their expiry and scans. */
export const documents = defineResource({
  name: 'documents',
  api: 'documents',
  followsBranchSelector: true,
  messages: documentMessages,
  list: lazyScreen(() => import('./DocumentList').then((module) => module.DocumentList)),
  icon: DescriptionIcon,
  recordRepresentation: 'number',
});

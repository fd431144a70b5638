import StoreIcon from '@mui/icons-material/StoreOutlined';
import { defineResource, lazyScreen } from '../resource';
import { branchMessages } from './messages';

export const branches = defineResource({
  name: 'branches',
  api: 'branches',
  followsBranchSelector: false,
  messages: branchMessages,
  list: lazyScreen(() => import('./BranchList').then((module) => module.BranchList)),
  icon: StoreIcon,
  recordRepresentation: 'name',
});

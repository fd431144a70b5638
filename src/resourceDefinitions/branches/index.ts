import StoreIcon from '@mui/icons-material/StoreOutlined';
import { defineResource } from '../definition';
import { branchMessages } from './messages';

export const branches = defineResource({
  name: 'branches',
  api: 'branches',
  followsBranchSelector: false,
  hasList: true,
  messages: branchMessages,
  icon: StoreIcon,
  recordRepresentation: 'name',
});

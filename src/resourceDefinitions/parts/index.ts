import PartIcon from '@mui/icons-material/CategoryOutlined';
import { defineResource } from '../definition';
import { partMessages } from './messages';

/** The company's parts catalogue and each branch's stock (docs/work-orders.md); the screen is `/dashboard/parts`. */
export const parts = defineResource({
  name: 'parts',
  api: 'parts',
  followsBranchSelector: false,
  hasList: true,
  messages: partMessages,
  icon: PartIcon,
  recordRepresentation: 'name',
});

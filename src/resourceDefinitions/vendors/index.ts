import VendorIcon from '@mui/icons-material/HandshakeOutlined';
import { defineResource } from '../definition';
import { vendorMessages } from './messages';

/** The shops and suppliers a company works with; the screen is `/dashboard/vendors`. */
export const vendors = defineResource({
  name: 'vendors',
  api: 'vendors',
  followsBranchSelector: false,
  hasList: true,
  messages: vendorMessages,
  icon: VendorIcon,
  recordRepresentation: 'name',
});

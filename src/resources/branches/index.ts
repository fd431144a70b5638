import StoreIcon from '@mui/icons-material/StoreOutlined';
import { BranchList } from './BranchList';

export const branches = { list: BranchList, icon: StoreIcon, recordRepresentation: 'name' };

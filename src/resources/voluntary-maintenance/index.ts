import BuildIcon from '@mui/icons-material/BuildOutlined';
import { GeneralMaintenanceList } from './GeneralMaintenanceList';

export const generalMaintenance = { list: GeneralMaintenanceList, icon: BuildIcon, recordRepresentation: 'service_type' };

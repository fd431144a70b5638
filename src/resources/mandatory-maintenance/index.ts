import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { MandatoryMaintenanceList } from './MandatoryMaintenanceList';

export const mandatoryMaintenance = { list: MandatoryMaintenanceList, icon: VerifiedIcon, recordRepresentation: 'service_type' };

import DirectionsBusIcon from '@mui/icons-material/DirectionsBusOutlined';
import { VehicleList } from './VehicleList';

export const vehicles = { list: VehicleList, icon: DirectionsBusIcon, recordRepresentation: 'license_plate' };

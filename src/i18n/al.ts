import { reactAdminAlbanian } from './react-admin/al';
import type { FleetMessages } from './en';

const fleetAlbanian: FleetMessages = {} as FleetMessages;

export const albanian = { ...reactAdminAlbanian, ...fleetAlbanian };

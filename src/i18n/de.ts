import { reactAdminGerman } from './react-admin/de';
import type { FleetMessages } from './en';

const fleetGerman: FleetMessages = {} as FleetMessages;

export const german = { ...reactAdminGerman, ...fleetGerman };

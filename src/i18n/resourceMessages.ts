import { companyMessages } from '../resources/companies/messages';
import { branchMessages } from '../resources/branches/messages';
import { employeeMessages } from '../resources/employee/messages';
import { vehicleMessages } from '../resources/vehicles/messages';
import { mandatoryMaintenanceMessages } from '../resources/mandatory-maintenance/messages';
import { generalMaintenanceMessages } from '../resources/voluntary-maintenance/messages';
import type { Locale } from './index';

/** Every resource's messages (react-admin reads them under `resources.<name>`), in one language. */
export function resourceMessages<L extends Locale>(locale: L) {
  return {
    companies: companyMessages[locale],
    branches: branchMessages[locale],
    employee: employeeMessages[locale],
    vehicles: vehicleMessages[locale],
    'mandatory-maintenance': mandatoryMaintenanceMessages[locale],
    'voluntary-maintenance': generalMaintenanceMessages[locale],
  };
}

import { mandatoryMaintenanceDateLabel, mandatoryServiceTypeNames } from '../../../contract/vocabulary';
import { inEveryLanguage } from '../../i18n/catalogue';
import { maintenanceMessages } from '../shared/maintenance/messages';

export const mandatoryMaintenanceMessages = inEveryLanguage({
  en: {
    ...maintenanceMessages.en,
    name: 'Mandatory maintenance |||| Mandatory maintenance',
    fields: {
      ...maintenanceMessages.en.fields,
      ...mandatoryMaintenanceDateLabel.en,
    },
    service_types: mandatoryServiceTypeNames.en,
    headline: 'Mandatory maintenance',
    add: 'Add record',
    add_title: 'Add a mandatory maintenance record',
    edit_title: 'Edit a mandatory maintenance record',
  },
  de: {
    ...maintenanceMessages.de,
    name: 'Pflichtwartung |||| Pflichtwartungen',
    fields: {
      ...maintenanceMessages.de.fields,
      ...mandatoryMaintenanceDateLabel.de,
    },
    service_types: mandatoryServiceTypeNames.de,
    headline: 'Pflichtwartung',
    add: 'Eintrag hinzufügen',
    add_title: 'Pflichtwartung erfassen',
    edit_title: 'Pflichtwartung bearbeiten',
  },
  al: {
    ...maintenanceMessages.al,
    name: 'Mirëmbajtja e detyrueshme |||| Mirëmbajtjet e detyrueshme',
    fields: {
      ...maintenanceMessages.al.fields,
      ...mandatoryMaintenanceDateLabel.al,
    },
    service_types: mandatoryServiceTypeNames.al,
    headline: 'Mirëmbajtja e detyrueshme',
    add: 'Shto regjistrim',
    add_title: 'Shto mirëmbajtje të detyrueshme',
    edit_title: 'Ndrysho mirëmbajtjen e detyrueshme',
  },
});

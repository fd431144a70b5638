import { generalMaintenanceDateLabel } from '../../../contract/vocabulary';
import { inEveryLanguage } from '../../i18n/catalogue';
import { maintenanceMessages } from '../shared/maintenance/messages';

export const generalMaintenanceMessages = inEveryLanguage({
  en: {
    ...maintenanceMessages.en,
    name: 'General maintenance |||| General maintenance',
    fields: {
      ...maintenanceMessages.en.fields,
      ...generalMaintenanceDateLabel.en,
    },
    add: 'Add record',
    add_title: 'Add a general maintenance record',
    edit_title: 'Edit a general maintenance record',
  },
  de: {
    ...maintenanceMessages.de,
    name: 'Allgemeine Wartung |||| Allgemeine Wartungen',
    fields: {
      ...maintenanceMessages.de.fields,
      ...generalMaintenanceDateLabel.de,
    },
    add: 'Eintrag hinzufügen',
    add_title: 'Allgemeine Wartung erfassen',
    edit_title: 'Allgemeine Wartung bearbeiten',
  },
  al: {
    ...maintenanceMessages.al,
    name: 'Mirëmbajtja e përgjithshme |||| Mirëmbajtjet e përgjithshme',
    fields: {
      ...maintenanceMessages.al.fields,
      ...generalMaintenanceDateLabel.al,
    },
    add: 'Shto regjistrim',
    add_title: 'Shto mirëmbajtje të përgjithshme',
    edit_title: 'Ndrysho mirëmbajtjen e përgjithshme',
  },
});

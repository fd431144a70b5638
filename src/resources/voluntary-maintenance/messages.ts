import { inEveryLanguage } from '../../i18n/catalogue';
import { maintenanceMessages } from '../shared/maintenance/messages';

export const generalMaintenanceMessages = inEveryLanguage({
  en: {
    ...maintenanceMessages.en,
    name: 'General maintenance |||| General maintenance',
    fields: {
      ...maintenanceMessages.en.fields,
      service_type: 'Service type',
      service_date: 'Last service date',
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
      service_type: 'Serviceart',
      service_date: 'Letzte Wartung',
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
      service_type: 'Lloji i shërbimit',
      service_date: 'Data e shërbimit të fundit',
    },
    add: 'Shto regjistrim',
    add_title: 'Shto mirëmbajtje të përgjithshme',
    edit_title: 'Ndrysho mirëmbajtjen e përgjithshme',
  },
});

import { inEveryLanguage } from '../../i18n/catalogue';
import { maintenanceMessages } from '../shared/maintenance/messages';

export const mandatoryMaintenanceMessages = inEveryLanguage({
  en: {
    ...maintenanceMessages.en,
    name: 'Mandatory maintenance |||| Mandatory maintenance',
    fields: {
      ...maintenanceMessages.en.fields,
      service_type: 'Service type',
      finished_on: 'Finished on',
    },
    service_types: {
      Registration: 'Registration',
      Service: 'Service',
    },
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
      service_type: 'Serviceart',
      finished_on: 'Erledigt am',
    },
    service_types: {
      Registration: 'Zulassung',
      Service: 'Wartung',
    },
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
      service_type: 'Lloji i shërbimit',
      finished_on: 'Përfunduar më',
    },
    service_types: {
      Registration: 'Regjistrimi',
      Service: 'Servisi',
    },
    headline: 'Mirëmbajtja e detyrueshme',
    add: 'Shto regjistrim',
    add_title: 'Shto mirëmbajtje të detyrueshme',
    edit_title: 'Ndrysho mirëmbajtjen e detyrueshme',
  },
});

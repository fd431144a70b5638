import { mandatoryMaintenanceDateLabel, mandatoryServiceTypeNames } from '../../../contract/vocabulary';
import { inEveryLanguage } from '../catalogue';
import { maintenanceMessages } from '../maintenanceMessages';

export const mandatoryMaintenanceMessages = inEveryLanguage({
  en: {
    toasts: {
      created: 'Mandatory maintenance created successfully',
      modified: 'Mandatory maintenance modified successfully',
      deleted: 'Mandatory maintenance deleted successfully',
      error_add: 'Error adding mandatory maintenance',
      error_edit: 'Error modifying mandatory maintenance',
      error_delete: 'Error deleting mandatory maintenance',
    },
    ...maintenanceMessages.en,
    name: 'Mandatory maintenance |||| Mandatory maintenance',
    selection: '%{smart_count} mandatory maintenance record |||| %{smart_count} mandatory maintenance records',
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
    toasts: {
      created: 'Pflichtwartung erfolgreich erstellt',
      modified: 'Pflichtwartung erfolgreich geändert',
      deleted: 'Pflichtwartung erfolgreich gelöscht',
      error_add: 'Fehler beim Hinzufügen der Pflichtwartung',
      error_edit: 'Fehler beim Ändern der Pflichtwartung',
      error_delete: 'Fehler beim Löschen der Pflichtwartung',
    },
    ...maintenanceMessages.de,
    name: 'Pflichtwartung |||| Pflichtwartungen',
    selection: '%{smart_count} Pflichtwartungseintrag |||| %{smart_count} Pflichtwartungseinträge',
    fields: {
      ...maintenanceMessages.de.fields,
      ...mandatoryMaintenanceDateLabel.de,
    },
    service_types: mandatoryServiceTypeNames.de,
    headline: 'Pflichtwartungen',
    add: 'Eintrag hinzufügen',
    add_title: 'Pflichtwartung erfassen',
    edit_title: 'Pflichtwartung bearbeiten',
  },
  al: {
    toasts: {
      created: 'Mirëmbajtja e detyrueshme u krijua me sukses',
      modified: 'Mirëmbajtja e detyrueshme u ndryshua me sukses',
      deleted: 'Mirëmbajtja e detyrueshme u fshi me sukses',
      error_add: 'Gabim gjatë shtimit të mirëmbajtjes së detyrueshme',
      error_edit: 'Gabim gjatë ndryshimit të mirëmbajtjes së detyrueshme',
      error_delete: 'Gabim gjatë fshirjes së mirëmbajtjes së detyrueshme',
    },
    ...maintenanceMessages.al,
    name: 'Mirëmbajtja e detyrueshme |||| Mirëmbajtjet e detyrueshme',
    selection: '%{smart_count} regjistrim i mirëmbajtjes së detyrueshme |||| %{smart_count} regjistrime të mirëmbajtjes së detyrueshme',
    fields: {
      ...maintenanceMessages.al.fields,
      ...mandatoryMaintenanceDateLabel.al,
    },
    service_types: mandatoryServiceTypeNames.al,
    headline: 'Mirëmbajtjet e detyrueshme',
    add: 'Shto regjistrim',
    add_title: 'Shto mirëmbajtje të detyrueshme',
    edit_title: 'Ndrysho mirëmbajtjen e detyrueshme',
  },
});

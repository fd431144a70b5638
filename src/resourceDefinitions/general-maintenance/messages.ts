import { generalMaintenanceDateLabel } from '../../../contract/vocabulary';
import { inEveryLanguage } from '../catalogue';
import { maintenanceMessages } from '../maintenanceMessages';

export const generalMaintenanceMessages = inEveryLanguage({
  en: {
    toasts: {
      created: 'General maintenance created successfully',
      modified: 'General maintenance modified successfully',
      deleted: 'General maintenance deleted successfully',
      error_add: 'Error adding general maintenance',
      error_edit: 'Error modifying general maintenance',
      error_delete: 'Error deleting general maintenance',
    },
    ...maintenanceMessages.en,
    name: 'General maintenance |||| General maintenance',
    selection: '%{smart_count} general maintenance record |||| %{smart_count} general maintenance records',
    fields: {
      ...maintenanceMessages.en.fields,
      ...generalMaintenanceDateLabel.en,
    },
    add: 'Add record',
    add_title: 'Add a general maintenance record',
    edit_title: 'Edit a general maintenance record',
  },
  de: {
    toasts: {
      created: 'Allgemeine Wartung erfolgreich erstellt',
      modified: 'Allgemeine Wartung erfolgreich geändert',
      deleted: 'Allgemeine Wartung erfolgreich gelöscht',
      error_add: 'Fehler beim Hinzufügen der allgemeinen Wartung',
      error_edit: 'Fehler beim Ändern der allgemeinen Wartung',
      error_delete: 'Fehler beim Löschen der allgemeinen Wartung',
    },
    ...maintenanceMessages.de,
    name: 'Allgemeine Wartung |||| Allgemeine Wartungen',
    selection: '%{smart_count} allgemeiner Wartungseintrag |||| %{smart_count} allgemeine Wartungseinträge',
    fields: {
      ...maintenanceMessages.de.fields,
      ...generalMaintenanceDateLabel.de,
    },
    add: 'Eintrag hinzufügen',
    add_title: 'Allgemeine Wartung erfassen',
    edit_title: 'Allgemeine Wartung bearbeiten',
  },
  al: {
    toasts: {
      created: 'Mirëmbajtja e përgjithshme u krijua me sukses',
      modified: 'Mirëmbajtja e përgjithshme u ndryshua me sukses',
      deleted: 'Mirëmbajtja e përgjithshme u fshi me sukses',
      error_add: 'Gabim gjatë shtimit të mirëmbajtjes së përgjithshme',
      error_edit: 'Gabim gjatë ndryshimit të mirëmbajtjes së përgjithshme',
      error_delete: 'Gabim gjatë fshirjes së mirëmbajtjes së përgjithshme',
    },
    ...maintenanceMessages.al,
    name: 'Mirëmbajtja e përgjithshme |||| Mirëmbajtjet e përgjithshme',
    selection: '%{smart_count} regjistrim i mirëmbajtjes së përgjithshme |||| %{smart_count} regjistrime të mirëmbajtjes së përgjithshme',
    fields: {
      ...maintenanceMessages.al.fields,
      ...generalMaintenanceDateLabel.al,
    },
    add: 'Shto regjistrim',
    add_title: 'Shto mirëmbajtje të përgjithshme',
    edit_title: 'Ndrysho mirëmbajtjen e përgjithshme',
  },
});

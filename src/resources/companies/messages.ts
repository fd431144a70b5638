import { inEveryLanguage } from '../../i18n/catalogue';

export const companyMessages = inEveryLanguage({
  en: {
    toasts: {
      created: 'Company created successfully',
      modified: 'Company modified successfully',
      deleted: 'Company deleted successfully',
      error_add: 'Error adding company',
      error_edit: 'Error modifying company',
      error_delete: 'Error deleting company',
    },
    name: 'Company |||| Companies',
    fields: { name: 'Name', address: 'Address', email: 'Email', logo: 'Logo', actions: 'Actions' },
    add: 'Add company',
    add_title: 'Add a Company',
    edit_title: 'Edit a Company',
    logo_fallback: 'LOGO',
  },
  de: {
    toasts: {
      created: 'Unternehmen erfolgreich erstellt',
      modified: 'Unternehmen erfolgreich geändert',
      deleted: 'Unternehmen erfolgreich gelöscht',
      error_add: 'Fehler beim Hinzufügen des Unternehmens',
      error_edit: 'Fehler beim Ändern des Unternehmens',
      error_delete: 'Fehler beim Löschen des Unternehmens',
    },
    name: 'Unternehmen |||| Unternehmen',
    fields: { name: 'Name', address: 'Adresse', email: 'E-Mail', logo: 'Logo', actions: 'Aktionen' },
    add: 'Unternehmen hinzufügen',
    add_title: 'Unternehmen hinzufügen',
    edit_title: 'Unternehmen bearbeiten',
    logo_fallback: 'LOGO',
  },
  al: {
    toasts: {
      created: 'Kompania u krijua me sukses',
      modified: 'Kompania u ndryshua me sukses',
      deleted: 'Kompania u fshi me sukses',
      error_add: 'Gabim gjatë shtimit të kompanisë',
      error_edit: 'Gabim gjatë ndryshimit të kompanisë',
      error_delete: 'Gabim gjatë fshirjes së kompanisë',
    },
    name: 'Kompania |||| Kompanitë',
    fields: { name: 'Emri', address: 'Adresa', email: 'Email', logo: 'Logoja', actions: 'Veprimet' },
    add: 'Shto kompani',
    add_title: 'Shto një kompani',
    edit_title: 'Ndrysho kompaninë',
    logo_fallback: 'LOGO',
  },
});

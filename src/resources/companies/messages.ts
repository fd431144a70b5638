import { inEveryLanguage } from '../../i18n/catalogue';

export const companyMessages = inEveryLanguage({
  en: {
    name: 'Company |||| Companies',
    fields: { name: 'Name', address: 'Address', email: 'Email', logo: 'Logo', actions: 'Actions' },
    add: 'Add company',
    add_title: 'Add a Company',
    edit_title: 'Edit a Company',
    logo_fallback: 'LOGO',
  },
  de: {
    name: 'Unternehmen |||| Unternehmen',
    fields: { name: 'Name', address: 'Adresse', email: 'E-Mail', logo: 'Logo', actions: 'Aktionen' },
    add: 'Unternehmen hinzufügen',
    add_title: 'Unternehmen hinzufügen',
    edit_title: 'Unternehmen bearbeiten',
    logo_fallback: 'LOGO',
  },
  al: {
    name: 'Kompania |||| Kompanitë',
    fields: { name: 'Emri', address: 'Adresa', email: 'Email', logo: 'Logoja', actions: 'Veprimet' },
    add: 'Shto kompani',
    add_title: 'Shto një kompani',
    edit_title: 'Ndrysho kompaninë',
    logo_fallback: 'LOGO',
  },
});

import { inEveryLanguage } from '../../i18n/catalogue';

export const branchMessages = inEveryLanguage({
  en: {
    name: 'Branch |||| Branches',
    fields: { name: 'Name', logo: 'Logo', company_id: 'Company' },
    add_card: 'Add new content',
    add_title: 'Add a Branch',
    edit_title: 'Edit a Branch',
    open_employees: 'Employees of %{name}',
    logo_fallback: 'LOGO',
  },
  de: {
    name: 'Niederlassung |||| Niederlassungen',
    fields: { name: 'Name', logo: 'Logo', company_id: 'Unternehmen' },
    add_card: 'Neuen Inhalt hinzufügen',
    add_title: 'Niederlassung hinzufügen',
    edit_title: 'Niederlassung bearbeiten',
    open_employees: 'Mitarbeiter von %{name}',
    logo_fallback: 'LOGO',
  },
  al: {
    name: 'Dega |||| Degët',
    fields: { name: 'Emri', logo: 'Logoja', company_id: 'Kompania' },
    add_card: 'Shto përmbajtje të re',
    add_title: 'Shto një degë',
    edit_title: 'Ndrysho degën',
    open_employees: 'Punonjësit e %{name}',
    logo_fallback: 'LOGO',
  },
});

import { vehicleLabels } from '../../../contract/vocabulary';
import { inEveryLanguage } from '../catalogue';

// The column labels come from contract/vocabulary.ts: CSV files use the very same words.

export const vehicleMessages = inEveryLanguage({
  en: {
    toasts: {
      created: 'Vehicle created successfully',
      modified: 'Vehicle modified successfully',
      deleted: 'Vehicle archived successfully',
      restored: 'Vehicle restored successfully',
      // The specification's words (docs/product.md); German and Albanian name the action, as every other resource does.
      error_restore: 'Error vehicles',
      error_add: 'Error vehicles',
      error_edit: 'Error vehicles',
      error_delete: 'Error vehicles',
    },
    name: 'Vehicle |||| Vehicles',
    selection: '%{smart_count} vehicle |||| %{smart_count} vehicles',
    fields: {
      ...vehicleLabels.en,
      company_id: 'Company',
      actions: 'Actions',
    },
    add: 'Add vehicle',
    add_title: 'Add a Vehicle',
    edit_title: 'Edit a Vehicle',
    all_types: 'All types',
    months: '%{smart_count} month |||| %{smart_count} months',
    archive_body: '%{name} will be archived: it leaves the lists and the maintenance forms; its maintenance history stays.',
    archived: 'Archived',
    // Issues (docs/inspections.md): an open critical issue keeps a vehicle off the road until it is resolved.
    out_of_service: 'Out of service',
    out_of_service_tip: 'An open critical issue keeps this vehicle off the road until it is resolved.',
    out_of_service_note: 'This vehicle is out of service: an open critical issue keeps it off the road until it is resolved.',
    out_of_service_filter: 'Out of service only',
    open_issues: '%{smart_count} open issue |||| %{smart_count} open issues',
    // QR labels (docs/screens.md, Vehicles): a printable sheet of the ticked vehicles.
    labels: {
      print: 'Print QR labels',
      paper: 'Paper size',
      a4: 'A4',
      letter: 'US Letter',
      too_many: 'Select at most %{max} vehicles to print their labels',
      failed: 'The labels could not be downloaded',
    },
    hints: {
      about: 'About: %{field}',
      last_legislation_control:
        'The date of the last legislation control: the periodic technical inspection (roadworthiness test) that the law requires of every vehicle.',
      legislation_control_interval:
        'How many months the law allows between two legislation controls of this vehicle. The next control is due that many months after the last one.',
      last_service_date: 'The date of the last obligatory service: the maintenance the manufacturer prescribes at fixed intervals.',
      last_service_mileage:
        'The odometer reading at the last obligatory service. The km interval counts from it; leave it empty if it is not known, and the next Service record sets it.',
      mandatory_service_interval:
        'Months between obligatory services. The next service is due after this many months or after the interval in km, whichever comes first.',
      mandatory_service_interval_km:
        'Kilometres between obligatory services. The next service is due after this distance or after the interval in months, whichever comes first.',
    },
    details: {
      back: 'Back to vehicles',
      info: 'Vehicle info',
      general: 'General maintenance',
      mandatory: 'Mandatory maintenance',
      service_interval: 'Service interval',
      no_records: 'no records found for this vehicle',
      add_record: 'Add record',
      inspections: 'Inspections',
      issues: 'Issues',
      no_inspections: 'This vehicle has not been inspected yet.',
    },
  },
  de: {
    toasts: {
      created: 'Fahrzeug erfolgreich erstellt',
      modified: 'Fahrzeug erfolgreich geändert',
      deleted: 'Fahrzeug erfolgreich archiviert',
      restored: 'Fahrzeug erfolgreich wiederhergestellt',
      error_restore: 'Fehler beim Wiederherstellen des Fahrzeugs',
      error_add: 'Fehler beim Hinzufügen des Fahrzeugs',
      error_edit: 'Fehler beim Ändern des Fahrzeugs',
      error_delete: 'Fehler beim Archivieren des Fahrzeugs',
    },
    name: 'Fahrzeug |||| Fahrzeuge',
    selection: '%{smart_count} Fahrzeug |||| %{smart_count} Fahrzeuge',
    fields: {
      ...vehicleLabels.de,
      company_id: 'Unternehmen',
      actions: 'Aktionen',
    },
    add: 'Fahrzeug hinzufügen',
    add_title: 'Fahrzeug hinzufügen',
    edit_title: 'Fahrzeug bearbeiten',
    all_types: 'Alle Typen',
    months: '%{smart_count} Monat |||| %{smart_count} Monate',
    archive_body:
      '%{name} wird archiviert: Es verschwindet aus den Listen und den Wartungsformularen; sein Wartungsverlauf bleibt erhalten.',
    archived: 'Archiviert',
    out_of_service: 'Außer Betrieb',
    out_of_service_tip: 'Ein offener kritischer Mangel hält dieses Fahrzeug von der Straße fern, bis er behoben ist.',
    out_of_service_note:
      'Dieses Fahrzeug ist außer Betrieb: Ein offener kritischer Mangel hält es von der Straße fern, bis er behoben ist.',
    out_of_service_filter: 'Nur außer Betrieb',
    open_issues: '%{smart_count} offener Mangel |||| %{smart_count} offene Mängel',
    labels: {
      print: 'QR-Etiketten drucken',
      paper: 'Papierformat',
      a4: 'A4',
      letter: 'US Letter',
      too_many: 'Wählen Sie höchstens %{max} Fahrzeuge aus, um ihre Etiketten zu drucken',
      failed: 'Die Etiketten konnten nicht heruntergeladen werden',
    },
    hints: {
      about: 'Info: %{field}',
      last_legislation_control:
        'Das Datum der letzten Hauptuntersuchung (HU), die das Gesetz für jedes Fahrzeug in festen Abständen vorschreibt.',
      legislation_control_interval:
        'Wie viele Monate das Gesetz zwischen zwei Hauptuntersuchungen dieses Fahrzeugs erlaubt. Die nächste ist so viele Monate nach der letzten fällig.',
      last_service_date: 'Das Datum der letzten Wartung, die der Hersteller in festen Abständen vorschreibt.',
      last_service_mileage:
        'Der Kilometerstand bei der letzten Wartung. Das km-Intervall zählt ab ihm; lassen Sie das Feld leer, wenn er nicht bekannt ist, dann setzt ihn der nächste Wartungseintrag.',
      mandatory_service_interval:
        'Monate zwischen zwei Wartungen. Die nächste Wartung ist nach so vielen Monaten oder nach dem Intervall in km fällig, je nachdem, was zuerst eintritt.',
      mandatory_service_interval_km:
        'Kilometer zwischen zwei Wartungen. Die nächste Wartung ist nach dieser Strecke oder nach dem Intervall in Monaten fällig, je nachdem, was zuerst eintritt.',
    },
    details: {
      back: 'Zurück zu den Fahrzeugen',
      info: 'Fahrzeugdaten',
      general: 'Allgemeine Wartung',
      mandatory: 'Pflichtwartung',
      service_interval: 'Wartungsintervall',
      no_records: 'Keine Einträge für dieses Fahrzeug gefunden',
      add_record: 'Eintrag hinzufügen',
      inspections: 'Fahrzeugkontrollen',
      issues: 'Mängel',
      no_inspections: 'Dieses Fahrzeug wurde noch nicht kontrolliert.',
    },
  },
  al: {
    toasts: {
      created: 'Automjeti u krijua me sukses',
      modified: 'Automjeti u ndryshua me sukses',
      deleted: 'Automjeti u arkivua me sukses',
      restored: 'Automjeti u rikthye me sukses',
      error_restore: 'Gabim gjatë rikthimit të automjetit',
      error_add: 'Gabim gjatë shtimit të automjetit',
      error_edit: 'Gabim gjatë ndryshimit të automjetit',
      error_delete: 'Gabim gjatë arkivimit të automjetit',
    },
    name: 'Automjeti |||| Automjetet',
    selection: '%{smart_count} automjet |||| %{smart_count} automjete',
    fields: {
      ...vehicleLabels.al,
      company_id: 'Kompania',
      actions: 'Veprimet',
    },
    add: 'Shto automjet',
    add_title: 'Shto një automjet',
    edit_title: 'Ndrysho automjetin',
    all_types: 'Të gjitha llojet',
    months: '%{smart_count} muaj |||| %{smart_count} muaj',
    archive_body: '%{name} do të arkivohet: del nga listat dhe nga formularët e mirëmbajtjes; historiku i mirëmbajtjes mbetet.',
    archived: 'Arkivuar',
    out_of_service: 'Jashtë shërbimit',
    out_of_service_tip: 'Një defekt kritik i hapur e mban këtë automjet jashtë rrugës derisa të rregullohet.',
    out_of_service_note: 'Ky automjet është jashtë shërbimit: një defekt kritik i hapur e mban jashtë rrugës derisa të rregullohet.',
    out_of_service_filter: 'Vetëm jashtë shërbimit',
    open_issues: '%{smart_count} defekt i hapur |||| %{smart_count} defekte të hapura',
    labels: {
      print: 'Printo etiketat QR',
      paper: 'Formati i letrës',
      a4: 'A4',
      letter: 'US Letter',
      too_many: 'Zgjidhni jo më shumë se %{max} automjete për të printuar etiketat e tyre',
      failed: 'Etiketat nuk u shkarkuan',
    },
    hints: {
      about: 'Rreth: %{field}',
      last_legislation_control: 'Data e kontrollit teknik të fundit (kolaudimit): kontrolli periodik që ligji e kërkon për çdo automjet.',
      legislation_control_interval:
        'Sa muaj lejon ligji ndërmjet dy kontrolleve teknike të këtij automjeti. Kontrolli teknik i radhës ka afat aq muaj pas të fundit.',
      last_service_date: 'Data e shërbimit të fundit të detyrueshëm: mirëmbajtja që prodhuesi e përcakton në intervale të rregullta.',
      last_service_mileage:
        'Kilometrazhi në shërbimin e fundit të detyrueshëm. Intervali në km numërohet prej tij; lëreni bosh nëse nuk dihet, dhe regjistrimi i radhës i shërbimit e cakton.',
      mandatory_service_interval:
        'Muajt ndërmjet dy shërbimeve të detyrueshme. Shërbimi i radhës ka afat pas kaq muajsh ose pas intervalit në km, cilido që vjen i pari.',
      mandatory_service_interval_km:
        'Kilometrat ndërmjet dy shërbimeve të detyrueshme. Shërbimi i radhës ka afat pas kësaj distance ose pas intervalit në muaj, cilido që vjen i pari.',
    },
    details: {
      back: 'Kthehu te automjetet',
      info: 'Të dhënat e automjetit',
      general: 'Mirëmbajtja e përgjithshme',
      mandatory: 'Mirëmbajtja e detyrueshme',
      service_interval: 'Intervali i shërbimit',
      no_records: 'Nuk u gjetën regjistrime për këtë automjet',
      add_record: 'Shto regjistrim',
      inspections: 'Kontrollet e automjetit',
      issues: 'Defektet',
      no_inspections: 'Ky automjet nuk është kontrolluar ende.',
    },
  },
});

import type { DueStatus } from './due-rules';
import type { Language } from './languages';
import type { VehicleType } from './vehicle-types';
import type { MandatoryServiceType } from './mandatory-service-types';
import type { DocumentKind } from './document-kinds';
import type { IssuePriority, IssueSource, IssueStatus } from './inspections';
import type { WorkOrderRecordKind, WorkOrderStatus } from './work-orders';
import type { HistoryAction, HistoryEntity } from './history';

/*
 * The fleet's words that both sides print: the tables' column headers, the names of vehicle types,
 * mandatory service types and due statuses, in every language. The browser's catalogues take them
 * from here for its tables, and the server for the headers and values of CSV files, so a file
 * exported in German reads exactly like the German table and imports back in any language. The
 * words are docs/glossary.md's: German as the KBA and German fleets say it, Albanian as Albania's
 * DPSHTRR and fleets in Albania say it.
 *
 * German labels carry soft hyphens (\u00AD) where a long word may break in a table header; CSV
 * headers leave them out.
 */

type PerLanguage<T> = Record<Language, T>;

/** A label as one line of text, for a CSV header or a cell that never breaks: its soft hyphens left out. */
export const withoutSoftHyphens = (label: string) => label.replaceAll('\u00AD', '');

export const vehicleTypeNames: PerLanguage<Record<VehicleType, string>> = {
  en: { bus: 'Bus', car: 'Car', truck: 'Truck' },
  de: { bus: 'Bus', car: 'Pkw', truck: 'Lkw' },
  al: { bus: 'Autobus', car: 'Autoveturë', truck: 'Kamion' },
};

export const mandatoryServiceTypeNames: PerLanguage<Record<MandatoryServiceType, string>> = {
  en: { Registration: 'Registration', Service: 'Service' },
  de: { Registration: 'Hauptuntersuchung (HU)', Service: 'Wartung' },
  al: { Registration: 'Kontrolli teknik', Service: 'Shërbimi' },
};

/** The documents' kinds (contract/document-kinds.ts): the documents' tables, reminders, emails and calendar feeds. */
export const documentKindNames: PerLanguage<Record<DocumentKind, string>> = {
  en: {
    insurance: 'Insurance policy',
    registration: 'Registration certificate',
    inspection: 'Inspection certificate',
    tachograph: 'Tachograph calibration',
    lease: 'Lease contract',
    driving_licence: 'Driving licence',
    driver_card: 'Driver qualification card',
    medical: 'Medical certificate',
    other: 'Other document',
  },
  de: {
    insurance: 'Versicherungspolice',
    registration: 'Zulassungsbescheinigung',
    inspection: 'Prüfbescheinigung',
    tachograph: 'Tachographenprüfung',
    lease: 'Leasingvertrag',
    driving_licence: 'Führerschein',
    driver_card: 'Fahrerqualifizierungsnachweis',
    medical: 'Ärztliches Attest',
    other: 'Sonstiges Dokument',
  },
  al: {
    insurance: 'Polica e sigurimit',
    registration: 'Leja e qarkullimit',
    inspection: 'Certifikata e kontrollit teknik',
    tachograph: 'Kalibrimi i tahografit',
    lease: 'Kontrata e qirasë',
    driving_licence: 'Leja e drejtimit',
    driver_card: 'Certifikata e aftësimit profesional (CAP)',
    medical: 'Certifikata mjekësore',
    other: 'Dokument tjetër',
  },
};

export const dueStatusNames: PerLanguage<Record<DueStatus, string>> = {
  en: { ok: 'OK', soon: 'Due soon', overdue: 'Overdue' },
  de: { ok: 'In Ordnung', soon: 'Bald fällig', overdue: 'Überfällig' },
  al: { ok: 'Në rregull', soon: 'Afati afron', overdue: 'Me vonesë' },
};

export interface VehicleLabels {
  license_plate: string;
  model: string;
  mileage: string;
  type: string;
  last_legislation_control: string;
  legislation_control_interval: string;
  next_legislation_control: string;
  legislation_status: string;
  last_service_date: string;
  last_service_mileage: string;
  mandatory_service_interval: string;
  mandatory_service_interval_km: string;
  next_service_date: string;
  next_service_km: string;
  service_status: string;
  /** The first expiring document's status (contract/document-expiry.ts). */
  documents_status: string;
  notes: string;
  created_by: string;
  branches: string;
}

export const vehicleLabels: PerLanguage<VehicleLabels> = {
  en: {
    license_plate: 'License plate',
    model: 'Model',
    mileage: 'Mileage',
    type: 'Type',
    last_legislation_control: 'Last legislation control',
    legislation_control_interval: 'Legislation control interval',
    next_legislation_control: 'Next legislation control',
    legislation_status: 'Legislation status',
    last_service_date: 'Last service date',
    last_service_mileage: 'Mileage at last service',
    mandatory_service_interval: 'Obligatory service interval',
    mandatory_service_interval_km: 'Obligatory service interval in km',
    next_service_date: 'Next service date',
    next_service_km: 'Next service at km',
    service_status: 'Service status',
    documents_status: 'Papers status',
    notes: 'Notes',
    created_by: 'Created by',
    branches: 'Branches',
  },
  de: {
    license_plate: 'Kennzeichen',
    model: 'Modell',
    mileage: 'Kilometer\u00ADstand',
    type: 'Typ',
    last_legislation_control: 'Letzte Haupt\u00ADuntersuchung',
    legislation_control_interval: 'Intervall der Haupt\u00ADuntersuchung',
    next_legislation_control: 'Nächste Haupt\u00ADuntersuchung',
    legislation_status: 'Status der Haupt\u00ADuntersuchung',
    last_service_date: 'Letzte Wartung',
    last_service_mileage: 'Kilometer\u00ADstand bei letzter Wartung',
    mandatory_service_interval: 'Wartungs\u00ADintervall',
    mandatory_service_interval_km: 'Wartungs\u00ADintervall in km',
    next_service_date: 'Nächste Wartung',
    next_service_km: 'Nächste Wartung bei km',
    service_status: 'Status der Wartung',
    documents_status: 'Status der Dokumente',
    notes: 'Notizen',
    created_by: 'Erstellt von',
    branches: 'Nieder\u00ADlassungen',
  },
  al: {
    license_plate: 'Targa',
    model: 'Modeli',
    mileage: 'Kilometrazhi',
    type: 'Lloji',
    last_legislation_control: 'Kontrolli teknik i fundit',
    legislation_control_interval: 'Intervali i kontrollit teknik',
    next_legislation_control: 'Kontrolli teknik i radhës',
    legislation_status: 'Statusi i kontrollit teknik',
    last_service_date: 'Data e shërbimit të fundit',
    last_service_mileage: 'Kilometrazhi në shërbimin e fundit',
    mandatory_service_interval: 'Intervali i shërbimit të detyrueshëm',
    mandatory_service_interval_km: 'Intervali i shërbimit të detyrueshëm në km',
    next_service_date: 'Data e shërbimit të radhës',
    next_service_km: 'Shërbimi i radhës në km',
    service_status: 'Statusi i shërbimit',
    documents_status: 'Statusi i dokumenteve',
    notes: 'Shënime',
    created_by: 'Krijuar nga',
    branches: 'Degët',
  },
};

/** What general and mandatory maintenance records share; each adds its own date label. */
interface MaintenanceLabels {
  service_type: string;
  cost: string;
  mileage: string;
  notes: string;
  vehicle_license_plate: string;
  created_by_username: string;
}

export const maintenanceLabels: PerLanguage<MaintenanceLabels> = {
  en: {
    service_type: 'Service type',
    cost: 'Cost',
    mileage: 'Mileage',
    notes: 'Notes',
    vehicle_license_plate: 'Vehicle',
    created_by_username: 'Created by',
  },
  de: {
    service_type: 'Serviceart',
    cost: 'Kosten',
    mileage: 'Kilometerstand',
    notes: 'Notizen',
    vehicle_license_plate: 'Fahrzeug',
    created_by_username: 'Erstellt von',
  },
  al: {
    service_type: 'Lloji i shërbimit',
    cost: 'Kostoja',
    mileage: 'Kilometrazhi',
    notes: 'Shënime',
    vehicle_license_plate: 'Automjeti',
    created_by_username: 'Krijuar nga',
  },
};

export const generalMaintenanceDateLabel: PerLanguage<{ service_date: string }> = {
  en: { service_date: 'Last service date' },
  de: { service_date: 'Letzte Wartung' },
  al: { service_date: 'Data e shërbimit të fundit' },
};

export const mandatoryMaintenanceDateLabel: PerLanguage<{ finished_on: string }> = {
  en: { finished_on: 'Finished on' },
  de: { finished_on: 'Erledigt am' },
  al: { finished_on: 'Përfunduar më' },
};

/** A yes-or-no cell (a fuel entry's full tank), in each language's words. */
export const yesNoNames: PerLanguage<Record<'yes' | 'no', string>> = {
  en: { yes: 'Yes', no: 'No' },
  de: { yes: 'Ja', no: 'Nein' },
  al: { yes: 'Po', no: 'Jo' },
};

interface FuelEntryLabels {
  filled_on: string;
  vehicle_license_plate: string;
  odometer: string;
  quantity: string;
  unit: string;
  full: string;
  adblue_litres: string;
  cost: string;
  station: string;
  notes: string;
  created_by_username: string;
}

/** Fuel entries (docs/fuel.md); the units `l` and `kWh` are the same in every language. */
export const fuelEntryLabels: PerLanguage<FuelEntryLabels> = {
  en: {
    filled_on: 'Date',
    vehicle_license_plate: 'Vehicle',
    odometer: 'Odometer',
    quantity: 'Quantity',
    unit: 'Unit',
    full: 'Full',
    adblue_litres: 'AdBlue (l)',
    cost: 'Cost',
    station: 'Station',
    notes: 'Notes',
    created_by_username: 'Created by',
  },
  de: {
    filled_on: 'Datum',
    vehicle_license_plate: 'Fahrzeug',
    odometer: 'Kilometer\u00ADstand',
    quantity: 'Menge',
    unit: 'Einheit',
    full: 'Voll',
    adblue_litres: 'AdBlue (l)',
    cost: 'Kosten',
    station: 'Tank\u00ADstelle',
    notes: 'Notizen',
    created_by_username: 'Erstellt von',
  },
  al: {
    filled_on: 'Data',
    vehicle_license_plate: 'Automjeti',
    odometer: 'Kilometrazhi',
    quantity: 'Sasia',
    unit: 'Njësia',
    full: 'Plot',
    adblue_litres: 'AdBlue (l)',
    cost: 'Kostoja',
    station: 'Pika e karburantit',
    notes: 'Shënime',
    created_by_username: 'Krijuar nga',
  },
};

interface MeterReadingLabels {
  read_on: string;
  vehicle_license_plate: string;
  km: string;
  engine_hours: string;
  notes: string;
}

/** The meter log's columns (docs/fleet-health.md, The meter log), as its CSV import reads them. */
export const meterReadingLabels: PerLanguage<MeterReadingLabels> = {
  en: { read_on: 'Date', vehicle_license_plate: 'Vehicle', km: 'Odometer', engine_hours: 'Engine hours', notes: 'Notes' },
  de: {
    read_on: 'Datum',
    vehicle_license_plate: 'Fahrzeug',
    km: 'Kilometer\u00ADstand',
    engine_hours: 'Betriebs\u00ADstunden',
    notes: 'Notizen',
  },
  al: { read_on: 'Data', vehicle_license_plate: 'Automjeti', km: 'Kilometrazhi', engine_hours: 'Orët e motorit', notes: 'Shënime' },
};

interface InspectionLabels {
  inspected_on: string;
  inspected_time: string;
  vehicle_license_plate: string;
  form_name: string;
  inspector_name: string;
  odometer: string;
  item_count: string;
  failed_count: string;
  critical_failed: string;
  note: string;
}

/**
 * Inspections (docs/inspections.md), as their CSV export writes them: an inspection is a
 * Fahrzeugkontrolle / kontrolli i automjetit, its form a Prüfliste / lista e kontrollit, a failed item
 * a Mangel / defekti (docs/glossary.md, Inspections and issues). The day and the time are the company's.
 */
export const inspectionLabels: PerLanguage<InspectionLabels> = {
  en: {
    inspected_on: 'Date',
    inspected_time: 'Time',
    vehicle_license_plate: 'Vehicle',
    form_name: 'Inspection form',
    inspector_name: 'Inspected by',
    odometer: 'Odometer',
    item_count: 'Items',
    failed_count: 'Failed items',
    critical_failed: 'Critical defect',
    note: 'Note',
  },
  de: {
    inspected_on: 'Datum',
    inspected_time: 'Uhrzeit',
    vehicle_license_plate: 'Fahrzeug',
    form_name: 'Prüf\u00ADliste',
    inspector_name: 'Kontrolliert von',
    odometer: 'Kilometer\u00ADstand',
    item_count: 'Punkte',
    failed_count: 'Mängel',
    critical_failed: 'Kritischer Mangel',
    note: 'Notiz',
  },
  al: {
    inspected_on: 'Data',
    inspected_time: 'Ora',
    vehicle_license_plate: 'Automjeti',
    form_name: 'Lista e kontrollit',
    inspector_name: 'Kontrolluar nga',
    odometer: 'Kilometrazhi',
    item_count: 'Pikat',
    failed_count: 'Defektet',
    critical_failed: 'Defekt kritik',
    note: 'Shënim',
  },
};

/**
 * Words that earlier versions of Fleet wrote in CSV files, before docs/glossary.md settled them: the
 * import still reads them, so that a file exported then imports now (docs/csv.md, Import). Headers
 * by field, names by value; they are never written again.
 */
interface FormerWords {
  vehicleLabels: Partial<Record<keyof VehicleLabels, readonly string[]>>;
  fuelEntryLabels: Partial<Record<keyof FuelEntryLabels, readonly string[]>>;
  vehicleTypeNames: Partial<Record<VehicleType, readonly string[]>>;
  mandatoryServiceTypeNames: Partial<Record<MandatoryServiceType, readonly string[]>>;
}

export const formerWords: FormerWords = {
  vehicleLabels: {
    last_legislation_control: ['Kontrolli i fundit ligjor'],
    legislation_control_interval: ['Intervali i kontrollit ligjor'],
    next_legislation_control: ['Kontrolli i radhës ligjor'],
    legislation_status: ['Statusi i kontrollit ligjor'],
    mandatory_service_interval: ['Pflichtwartungsintervall'],
    mandatory_service_interval_km: ['Pflichtwartungsintervall in km'],
  },
  fuelEntryLabels: { station: ['Stacioni'] },
  vehicleTypeNames: { car: ['Veturë'] },
  mandatoryServiceTypeNames: { Registration: ['Zulassung', 'Regjistrimi'], Service: ['Servisi'] },
};

/** An issue's priorities and statuses (docs/inspections.md, Issues), as a table's cells and a CSV file say them. */
export const issuePriorityNames: PerLanguage<Record<IssuePriority, string>> = {
  en: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
  de: { low: 'Niedrig', medium: 'Mittel', high: 'Hoch', critical: 'Kritisch' },
  al: { low: 'I ulët', medium: 'Mesatar', high: 'I lartë', critical: 'Kritik' },
};

export const issueStatusNames: PerLanguage<Record<IssueStatus, string>> = {
  en: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' },
  de: { open: 'Offen', in_progress: 'In Bearbeitung', resolved: 'Behoben', closed: 'Geschlossen' },
  al: { open: 'I hapur', in_progress: 'Në punë', resolved: 'I rregulluar', closed: 'I mbyllur' },
};

/** Where an issue came from: a failed item of an inspection (Fahrzeugkontrolle, kontrolli i automjetit), or a person's report. */
export const issueSourceNames: PerLanguage<Record<IssueSource, string>> = {
  en: { inspection: 'Inspection', reported: 'Reported' },
  de: { inspection: 'Fahrzeugkontrolle', reported: 'Gemeldet' },
  al: { inspection: 'Kontrolli i automjetit', reported: 'Raportuar' },
};

interface IssueLabels {
  created_on: string;
  vehicle_license_plate: string;
  title: string;
  description: string;
  priority: string;
  status: string;
  assignee_name: string;
  due_on: string;
  odometer: string;
  source: string;
  reported_by_name: string;
  resolved_on: string;
  comment_count: string;
}

/** Issues' columns (docs/inspections.md, Issues); the issue itself is a Mangel in German, a defekt in Albanian. */
export const issueLabels: PerLanguage<IssueLabels> = {
  en: {
    created_on: 'Reported on',
    vehicle_license_plate: 'Vehicle',
    title: 'Issue',
    description: 'Description',
    priority: 'Priority',
    status: 'Status',
    assignee_name: 'Assignee',
    due_on: 'Due on',
    odometer: 'Odometer',
    source: 'Source',
    reported_by_name: 'Reported by',
    resolved_on: 'Resolved on',
    comment_count: 'Comments',
  },
  de: {
    created_on: 'Gemeldet am',
    vehicle_license_plate: 'Fahrzeug',
    title: 'Mangel',
    description: 'Beschreibung',
    priority: 'Priorität',
    status: 'Status',
    assignee_name: 'Zuständig',
    due_on: 'Fällig am',
    odometer: 'Kilometer\u00ADstand',
    source: 'Herkunft',
    reported_by_name: 'Gemeldet von',
    resolved_on: 'Behoben am',
    comment_count: 'Kommentare',
  },
  al: {
    created_on: 'Raportuar më',
    vehicle_license_plate: 'Automjeti',
    title: 'Defekti',
    description: 'Përshkrimi',
    priority: 'Përparësia',
    status: 'Gjendja',
    assignee_name: 'Përgjegjësi',
    due_on: 'Afati',
    odometer: 'Kilometrazhi',
    source: 'Burimi',
    reported_by_name: 'Raportuar nga',
    resolved_on: 'Rregulluar më',
    comment_count: 'Komentet',
  },
};

interface PartLabels {
  number: string;
  name: string;
  on_hand: string;
  unit: string;
  unit_cost: string;
  preferred_vendor_name: string;
  reorder_level: string;
  notes: string;
}

/** The parts catalogue's CSV headers (docs/csv.md), the screen's column labels (src/resourceDefinitions/parts/messages.ts). */
export const partLabels: PerLanguage<PartLabels> = {
  en: {
    number: 'Part number',
    name: 'Name',
    on_hand: 'On hand',
    unit: 'Unit',
    unit_cost: 'Unit cost',
    preferred_vendor_name: 'Preferred vendor',
    reorder_level: 'Reorder level',
    notes: 'Notes',
  },
  de: {
    number: 'Teilenummer',
    name: 'Bezeichnung',
    on_hand: 'Bestand',
    unit: 'Einheit',
    unit_cost: 'Stückpreis',
    preferred_vendor_name: 'Bevorzugter Lieferant',
    reorder_level: 'Meldebestand',
    notes: 'Notizen',
  },
  al: {
    number: 'Numri i pjesës',
    name: 'Emërtimi',
    on_hand: 'Gjendja',
    unit: 'Njësia',
    unit_cost: 'Çmimi për njësi',
    preferred_vendor_name: 'Furnitori i preferuar',
    reorder_level: 'Niveli i ripërpotësimit',
    notes: 'Shënime',
  },
};

/** Where a work order stands (docs/work-orders.md): a Werkstattauftrag in German, an urdhër pune in Albanian. */
export const workOrderStatusNames: PerLanguage<Record<WorkOrderStatus, string>> = {
  en: { open: 'Open', in_progress: 'In progress', on_hold: 'On hold', completed: 'Completed', cancelled: 'Cancelled' },
  de: { open: 'Offen', in_progress: 'In Arbeit', on_hold: 'Zurückgestellt', completed: 'Abgeschlossen', cancelled: 'Storniert' },
  al: { open: 'I hapur', in_progress: 'Në punë', on_hold: 'Në pritje', completed: 'I përfunduar', cancelled: 'I anuluar' },
};

/** The maintenance record a work order writes when completed. */
export const workOrderRecordKindNames: PerLanguage<Record<WorkOrderRecordKind, string>> = {
  en: { general: 'General maintenance', mandatory: 'Mandatory maintenance' },
  de: { general: 'Allgemeine Wartung', mandatory: 'Pflichtwartung' },
  al: { general: 'Mirëmbajtje e përgjithshme', mandatory: 'Mirëmbajtje e detyrueshme' },
};

interface WorkOrderLabels {
  issued_on: string;
  vehicle_license_plate: string;
  title: string;
  status: string;
  priority: string;
  record_kind: string;
  service_type: string;
  vendor_name: string;
  assignee_name: string;
  due_on: string;
  started_on: string;
  completed_on: string;
  odometer: string;
  labour_cost: string;
  parts_cost: string;
  other_cost: string;
  total_cost: string;
  notes: string;
}

/** Work orders' columns: labour is Arbeitszeit / puna, a vendor the Werkstatt or Lieferant one deals with. */
export const workOrderLabels: PerLanguage<WorkOrderLabels> = {
  en: {
    issued_on: 'Issued on',
    vehicle_license_plate: 'Vehicle',
    title: 'Work order',
    status: 'Status',
    priority: 'Priority',
    record_kind: 'Record',
    service_type: 'Service type',
    vendor_name: 'Vendor',
    assignee_name: 'Assignee',
    due_on: 'Due on',
    started_on: 'Started on',
    completed_on: 'Completed on',
    odometer: 'Odometer',
    labour_cost: 'Labour',
    parts_cost: 'Parts',
    other_cost: 'Other',
    total_cost: 'Total',
    notes: 'Notes',
  },
  de: {
    issued_on: 'Erstellt am',
    vehicle_license_plate: 'Fahrzeug',
    title: 'Werkstattauftrag',
    status: 'Status',
    priority: 'Priorität',
    record_kind: 'Eintrag',
    service_type: 'Art der Wartung',
    vendor_name: 'Lieferant',
    assignee_name: 'Zuständig',
    due_on: 'Fällig am',
    started_on: 'Begonnen am',
    completed_on: 'Abgeschlossen am',
    odometer: 'Kilometer\u00ADstand',
    labour_cost: 'Arbeitszeit',
    parts_cost: 'Teile',
    other_cost: 'Sonstiges',
    total_cost: 'Gesamt',
    notes: 'Notizen',
  },
  al: {
    issued_on: 'Lëshuar më',
    vehicle_license_plate: 'Automjeti',
    title: 'Urdhër pune',
    status: 'Gjendja',
    priority: 'Përparësia',
    record_kind: 'Regjistrimi',
    service_type: 'Lloji i shërbimit',
    vendor_name: 'Furnitori',
    assignee_name: 'Përgjegjësi',
    due_on: 'Afati',
    started_on: 'Filluar më',
    completed_on: 'Përfunduar më',
    odometer: 'Kilometrazhi',
    labour_cost: 'Puna',
    parts_cost: 'Pjesët',
    other_cost: 'Të tjera',
    total_cost: 'Gjithsej',
    notes: 'Shënime',
  },
};

/** What a change did (docs/history.md): the history's list, a record's History and the CSV file say it so. */
export const historyActionNames: PerLanguage<Record<HistoryAction, string>> = {
  en: { create: 'Created', update: 'Changed', archive: 'Archived', restore: 'Restored', delete: 'Deleted' },
  de: { create: 'Angelegt', update: 'Geändert', archive: 'Archiviert', restore: 'Wiederhergestellt', delete: 'Gelöscht' },
  al: { create: 'U krijua', update: 'U ndryshua', archive: 'U arkivua', restore: 'U rikthye', delete: 'U fshi' },
};

/** What was changed, by its table (contract/history.ts, HISTORY_ENTITIES), in the words the screens use. */
export const historyEntityNames: PerLanguage<Record<HistoryEntity, string>> = {
  en: {
    companies: 'Company',
    logo_files: 'Logo',
    branches: 'Branch',
    employees: 'Employee',
    employee_branches: "Employee's branch",
    notification_preferences: 'Reminder settings',
    calendar_feeds: 'Calendar address',
    invitations: 'Sign-up link',
    vehicles: 'Vehicle',
    vehicle_branches: "Vehicle's branch",
    general_maintenances: 'General maintenance',
    mandatory_maintenances: 'Mandatory maintenance',
    documents: 'Document',
    document_attachments: 'Attachment',
    meter_readings: 'Meter reading',
    fuel_entries: 'Fuel entry',
    vendors: 'Vendor',
    parts: 'Part',
    part_stock: 'Stock',
    inspection_forms: 'Inspection form',
    inspections: 'Inspection',
    inspection_photos: 'Inspection photo',
    issues: 'Issue',
    issue_comments: 'Comment on an issue',
    work_orders: 'Work order',
    work_order_lines: 'Work order line',
    work_order_issues: 'Issue of a work order',
    work_order_comments: 'Comment on a work order',
    work_order_attachments: 'Work order attachment',
    webhooks: 'Webhook',
  },
  de: {
    companies: 'Unternehmen',
    logo_files: 'Logo',
    branches: 'Niederlassung',
    employees: 'Mitarbeiter',
    employee_branches: 'Niederlassung eines Mitarbeiters',
    notification_preferences: 'Erinnerungseinstellungen',
    calendar_feeds: 'Kalenderadresse',
    invitations: 'Registrierungslink',
    vehicles: 'Fahrzeug',
    vehicle_branches: 'Niederlassung eines Fahrzeugs',
    general_maintenances: 'Allgemeine Wartung',
    mandatory_maintenances: 'Pflichtwartung',
    documents: 'Dokument',
    document_attachments: 'Anhang',
    meter_readings: 'Kilometerstand',
    fuel_entries: 'Tankvorgang',
    vendors: 'Lieferant',
    parts: 'Ersatzteil',
    part_stock: 'Lagerbestand',
    inspection_forms: 'Prüfliste',
    inspections: 'Fahrzeugkontrolle',
    inspection_photos: 'Foto einer Fahrzeugkontrolle',
    issues: 'Mangel',
    issue_comments: 'Kommentar zu einem Mangel',
    work_orders: 'Werkstattauftrag',
    work_order_lines: 'Position eines Werkstattauftrags',
    work_order_issues: 'Mangel eines Werkstattauftrags',
    work_order_comments: 'Kommentar zu einem Werkstattauftrag',
    work_order_attachments: 'Anhang eines Werkstattauftrags',
    webhooks: 'Webhook',
  },
  al: {
    companies: 'Kompania',
    logo_files: 'Logoja',
    branches: 'Dega',
    employees: 'Punonjësi',
    employee_branches: 'Dega e punonjësit',
    notification_preferences: 'Cilësimet e kujtesave',
    calendar_feeds: 'Adresa e kalendarit',
    invitations: 'Lidhja e regjistrimit',
    vehicles: 'Automjeti',
    vehicle_branches: 'Dega e automjetit',
    general_maintenances: 'Mirëmbajtje e përgjithshme',
    mandatory_maintenances: 'Mirëmbajtje e detyrueshme',
    documents: 'Dokumenti',
    document_attachments: 'Bashkëngjitja',
    meter_readings: 'Leximi i kilometrazhit',
    fuel_entries: 'Furnizimi me karburant',
    vendors: 'Furnitori',
    parts: 'Pjesa e këmbimit',
    part_stock: 'Gjendja në magazinë',
    inspection_forms: 'Lista e kontrollit',
    inspections: 'Kontrolli i automjetit',
    inspection_photos: 'Foto e kontrollit të automjetit',
    issues: 'Defekti',
    issue_comments: 'Koment për një defekt',
    work_orders: 'Urdhri i punës',
    work_order_lines: 'Rreshti i urdhrit të punës',
    work_order_issues: 'Defekti i urdhrit të punës',
    work_order_comments: 'Koment për një urdhër pune',
    work_order_attachments: 'Bashkëngjitje e urdhrit të punës',
    webhooks: 'Webhook',
  },
};

/** Who made a change when no person did (contract/history.ts, HISTORY_SOURCES). */
export const historyActorNames: PerLanguage<Record<'system' | 'database', string>> = {
  en: { system: 'Fleet', database: 'No actor (a change outside the app)' },
  de: { system: 'Fleet', database: 'Niemand (eine Änderung außerhalb der App)' },
  al: { system: 'Fleet', database: 'Askush (një ndryshim jashtë aplikacionit)' },
};

/** The history's CSV file's headers. */
export const historyLabels: PerLanguage<
  Record<'at' | 'actor' | 'action' | 'entity' | 'vehicle_license_plate' | 'record_id' | 'changes', string>
> = {
  en: {
    at: 'When',
    actor: 'Who',
    action: 'What',
    entity: 'Of what',
    vehicle_license_plate: 'Vehicle',
    record_id: 'Record',
    changes: 'Changes',
  },
  de: {
    at: 'Wann',
    actor: 'Wer',
    action: 'Was',
    entity: 'Woran',
    vehicle_license_plate: 'Fahrzeug',
    record_id: 'Eintrag',
    changes: 'Änderungen',
  },
  al: {
    at: 'Kur',
    actor: 'Kush',
    action: 'Çfarë',
    entity: 'Në çfarë',
    vehicle_license_plate: 'Automjeti',
    record_id: 'Regjistrimi',
    changes: 'Ndryshimet',
  },
};

import type { companies, vendors } from '../db/schema';

/*
 * The demo's vendors: the workshops, tyre services, parts dealers and other suppliers each company
 * works with, in its own country's words. A fixed list, drawn from no random numbers, so that every
 * other row of the demo stays as it was.
 */

type VendorRow = typeof vendors.$inferInsert;
type Vendor = Omit<VendorRow, 'companyId'>;

/** By the demo's companies in their order: the Albanian operator's, then the German one's. */
const VENDORS: Vendor[][] = [
  [
    {
      name: 'Autoservis Kastrati',
      contactPerson: 'Arben Kastrati',
      email: 'servis@kastrati.example',
      phone: '+355 4 222 3344',
      address: 'Rruga e Durrësit 210, Tiranë',
      notes: 'Authorised Iveco and MAN service; opens at 7',
    },
    {
      name: 'Gomisteria Shkodra',
      contactPerson: 'Erion Shkodra',
      email: null,
      phone: '+355 69 401 2233',
      address: 'Autostrada Tiranë–Durrës, km 7',
      notes: 'Tyres for buses and trucks; winter sets stored',
    },
    {
      name: 'Pjesë Këmbimi Durrësi',
      contactPerson: 'Mirela Hoxha',
      email: 'shitje@pjese-durresi.example',
      phone: '+355 52 223 456',
      address: 'Lagjja 13, Durrës',
      notes: null,
    },
    {
      name: 'Kastrati Karburant',
      contactPerson: null,
      email: 'flota@kastrati-karburant.example',
      phone: '+355 4 240 0000',
      address: null,
      notes: 'Fuel cards for the whole fleet',
    },
    {
      name: 'Xhami Auto Elbasan',
      contactPerson: 'Besnik Leka',
      email: null,
      phone: '+355 68 555 1020',
      address: 'Rruga Qemal Stafa 4, Elbasan',
      notes: 'Windscreens; comes to the depot',
    },
  ],
  [
    {
      name: 'Nutzfahrzeuge Becker GmbH',
      contactPerson: 'Jonas Becker',
      email: 'werkstatt@becker-nfz.example',
      phone: '+49 89 1234 560',
      address: 'Landsberger Straße 300, 80687 München',
      notes: 'Vertragswerkstatt Mercedes-Benz Trucks; HU und SP im Haus',
    },
    {
      name: 'Reifen Wagner',
      contactPerson: 'Klara Wagner',
      email: 'flotte@reifen-wagner.example',
      phone: '+49 89 4455 66',
      address: 'Hansastraße 12, 81373 München',
      notes: 'Reifenwechsel und Einlagerung',
    },
    {
      name: 'Teile-Schmidt KG',
      contactPerson: 'Lukas Schmidt',
      email: 'bestellung@teile-schmidt.example',
      phone: '+49 911 778 899',
      address: 'Südwestpark 20, 90449 Nürnberg',
      notes: null,
    },
    {
      name: 'Abschleppdienst Fischer',
      contactPerson: null,
      email: null,
      phone: '+49 800 112 2334',
      address: null,
      notes: 'Rund um die Uhr erreichbar',
    },
  ],
];

export function demoVendors(rows: { companies: Array<typeof companies.$inferInsert> }): VendorRow[] {
  return rows.companies.flatMap((company, index) => (VENDORS[index] ?? []).map((vendor) => ({ ...vendor, companyId: company.id! })));
}

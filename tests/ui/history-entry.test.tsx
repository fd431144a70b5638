import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { HistoryEntry } from '../../contract/schemas/history';
import { withoutSoftHyphens } from '../../contract/vocabulary';
import { i18nProvider } from '../../src/i18n';
import { HistoryEntryItem } from '../../src/resources/shared/history/HistoryEntryItem';
import { renderWithAdmin } from './support/renderWithAdmin';

/*
 * One change as the History views show it (docs/screens.md, History): who, when, what, and each field
 * by the label its screen gives it, its values as the screens write them, in each language.
 */

const VEHICLE_ID = '00000000-0000-4000-8000-000000000301';
const WORK_ORDER_ID = '00000000-0000-4000-8000-000000000302';

const vehicleChange: HistoryEntry = {
  id: 1,
  at: '2026-11-25T13:05:00.000Z',
  actor: { id: '00000000-0000-4000-8000-00000000000a', username: 'mira.admin' },
  source: 'app',
  action: 'update',
  entity: 'vehicles',
  entity_id: VEHICLE_ID,
  record: { entity: 'vehicles', id: VEHICLE_ID },
  vehicle_id: VEHICLE_ID,
  vehicle_license_plate: 'AA 301 FT',
  employee_id: null,
  // In the order PostgreSQL's jsonb keeps keys (shortest first), not the screen's.
  changes: {
    type: ['car', 'truck'],
    notes: [null, 'New tyres'],
    mileage: [120000, 121500],
    some_new_column: [1, 2],
    last_service_date: ['2026-01-10', '2026-03-02'],
    entered_mileage_on: ['2026-01-10', '2026-11-25'],
  },
};

const lineCreated: HistoryEntry = {
  id: 2,
  at: '2026-11-25T13:06:00.000Z',
  actor: null,
  source: 'system',
  action: 'create',
  entity: 'work_order_lines',
  entity_id: '00000000-0000-4000-8000-000000000303',
  record: { entity: 'work_orders', id: WORK_ORDER_ID },
  vehicle_id: VEHICLE_ID,
  vehicle_license_plate: 'AA 301 FT',
  employee_id: null,
  changes: { kind: [null, 'labour'], quantity: [null, 2.5], unit_cost: [null, 1234.5], description: [null, null] },
};

const archivedOutside: HistoryEntry = {
  ...vehicleChange,
  id: 3,
  actor: null,
  source: 'database',
  action: 'archive',
  changes: { is_active: [true, false] },
};

/** Each changed field's label and value as the page shows them. */
function fields(entry: HTMLElement): Record<string, string> {
  const labels = within(entry).getAllByRole('term');
  const values = within(entry).getAllByRole('definition');
  return Object.fromEntries(labels.map((label, index) => [withoutSoftHyphens(label.textContent ?? ''), values[index]!.textContent ?? '']));
}

function renderEntries() {
  renderWithAdmin(
    <ol>
      <HistoryEntryItem entry={vehicleChange} />
      <HistoryEntryItem entry={lineCreated} />
      <HistoryEntryItem entry={archivedOutside} />
    </ol>,
  );
  return screen.getAllByTestId('history-entry');
}

describe('a history entry', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('en');
  });

  it('says who, when and what, with each field by its screen’s label and its value as shown (English)', () => {
    const [change, line, archived] = renderEntries();
    expect(change).toHaveTextContent('Changed');
    expect(change).toHaveTextContent('by mira.admin');
    expect(within(change!).getByText('25.11.2026 13:05')).toHaveAttribute('datetime', '2026-11-25T13:05:00.000Z');
    expect(fields(change!)).toEqual({
      Mileage: '120,000 km→ changed to 121,500 km',
      'Last service date': '10.01.2026→ changed to 02.03.2026',
      Type: 'Car→ changed to Truck',
      Notes: '—→ changed to New tyres',
      'Mileage entered on': '10.01.2026→ changed to 25.11.2026',
      // No screen labels it yet: its name, humanised.
      'Some new column': '1→ changed to 2',
    });
    // In the order the vehicle's form shows its fields; what it does not show comes after.
    expect(Object.keys(fields(change!))).toEqual([
      'Mileage',
      'Type',
      'Last service date',
      'Notes',
      'Some new column',
      'Mileage entered on',
    ]);
    // A part of a record says what it is; a new one shows what it was made with, its empty fields left out.
    expect(line).toHaveTextContent('Created · Work order line');
    expect(line).toHaveTextContent('by Fleet');
    expect(fields(line!)).toEqual({ Kind: 'Labour', Quantity: '2.50', 'Unit cost': '1,234.50 €' });
    expect(archived).toHaveTextContent('Archived');
    expect(archived).toHaveTextContent('by No actor (a change outside the app)');
    expect(fields(archived!)).toEqual({ Active: 'Yes→ changed to No' });
  });

  it('says it in German', async () => {
    await i18nProvider.changeLocale('de');
    const [change, line, archived] = renderEntries();
    expect(await within(change!).findByText('Geändert')).toBeInTheDocument();
    expect(change).toHaveTextContent('von mira.admin');
    expect(fields(change!)).toMatchObject({
      Kilometerstand: '120.000 km→ geändert auf 121.500 km',
      'Letzte Wartung': '10.01.2026→ geändert auf 02.03.2026',
      Typ: 'Pkw→ geändert auf Lkw',
      Notizen: '—→ geändert auf New tyres',
    });
    expect(line).toHaveTextContent('Angelegt · Position eines Werkstattauftrags');
    expect(line).toHaveTextContent('von Fleet');
    expect(fields(line!)).toEqual({ Art: 'Arbeitszeit', Menge: '2,50', Stückpreis: '1.234,50 €' });
    expect(archived).toHaveTextContent('Archiviert');
    expect(archived).toHaveTextContent('Niemand (eine Änderung außerhalb der App)');
    expect(fields(archived!)).toEqual({ Aktiv: 'Ja→ geändert auf Nein' });
  });

  it('says it in Albanian', async () => {
    await i18nProvider.changeLocale('al');
    const [change, line, archived] = renderEntries();
    expect(await within(change!).findByText('U ndryshua')).toBeInTheDocument();
    expect(change).toHaveTextContent('nga mira.admin');
    expect(fields(change!)).toMatchObject({
      Kilometrazhi: '120\u00A0000 km→ u ndryshua në 121\u00A0500 km',
      Lloji: 'Autoveturë→ u ndryshua në Kamion',
    });
    expect(line).toHaveTextContent('U krijua · Rreshti i urdhrit të punës');
    expect(fields(line!)).toMatchObject({ Sasia: '2,50', 'Çmimi për njësi': '1234,50 €' });
    expect(archived).toHaveTextContent('U arkivua');
    expect(fields(archived!)).toEqual({ Aktiv: 'Po→ u ndryshua në Jo' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { InspectionList } from '../../../src/resources/inspections/InspectionList';
import { InspectionShow } from '../../../src/resources/inspections/show/InspectionShow';
import { COMPANY_ID, renderWithAdmin } from '../support/renderWithAdmin';
import { rowOf } from '../support/screen';

/*
 * The inspections' list and an inspection read back (docs/screens.md, Inspections; An inspection read
 * back): the result in words, the time in the reader's zone, an export but no import; each item as it was
 * on the form, its photo as a thumbnail that opens it whole, and the issue it raised by its title.
 */

const INSPECTION_ID = '00000000-0000-4000-8000-0000000000e1';
const VEHICLE_ID = '00000000-0000-4000-8000-0000000000b1';

const summary = {
  id: INSPECTION_ID,
  vehicle_id: VEHICLE_ID,
  vehicle_license_plate: 'AA 123 BB',
  form_id: 'form',
  form_name: 'Daily walk-around check',
  form_version: 3,
  inspected_at: '2026-11-29T06:42:00Z',
  inspector_id: null,
  inspector_name: 'Arta Gjoka',
  odometer: 123456,
  note: 'Checked before the morning run',
  item_count: 3,
  failed_count: 2,
  critical_failed: true,
  company_id: COMPANY_ID,
  createdAt: '2026-11-29T06:42:00Z',
};

const row = (extra: object) => ({
  section: 'Outside',
  unit: null,
  min: null,
  max: null,
  critical: false,
  photo_on_fail: false,
  value: null,
  text: null,
  note: null,
  ...extra,
});

const inspection = {
  ...summary,
  results: [
    row({
      item_id: 'lights',
      label: 'Lights work',
      kind: 'pass_fail',
      critical: true,
      photo_on_fail: true,
      passed: false,
      note: 'Indicator dead',
    }),
    row({ item_id: 'tread', label: 'Tyre tread', kind: 'number', unit: 'mm', min: 1.6, max: 10, passed: false, value: 1.2 }),
    row({ section: 'Cab', item_id: 'remarks', label: 'Anything else', kind: 'text', passed: true, text: 'Mirror loose' }),
  ],
  photos: [
    {
      id: 'p1',
      inspection_id: INSPECTION_ID,
      item_id: 'lights',
      file_name: 'lights.jpg',
      mime_type: 'image/jpeg',
      byte_size: 1000,
      createdAt: '2026-11-29T06:43:00Z',
    },
  ],
  issue_ids: ['i1', 'i2'],
};

describe('The inspections list', () => {
  it('shows when in the reader’s time zone, the result in words, and offers the export but no import', async () => {
    const getList = vi.fn(async () => ({
      data: [summary, { ...summary, id: 'ok', vehicle_license_plate: 'AB 555 CD', failed_count: 0, critical_failed: false }],
      total: 2,
    }));
    renderWithAdmin(<InspectionList />, { role: 'admin', resource: 'inspections', dataProvider: { getList } });
    const failed = await rowOf('AA 123 BB');
    // The test's user keeps UTC.
    expect(within(failed).getByRole('link', { name: '29.11.2026 06:42' })).toHaveAttribute('href', `/inspections/${INSPECTION_ID}/show`);
    expect(within(failed).getByText('2 defects')).toBeInTheDocument();
    expect(within(failed).getByText('Critical')).toBeInTheDocument();
    expect(within(await rowOf('AB 555 CD')).getByText('All OK')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Inspect a vehicle' })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('inspections', expect.objectContaining({ sort: { field: 'inspected_at', order: 'DESC' } }));
  });
});

describe('An inspection read back', () => {
  function renderShow(getInspectionIssues: () => Promise<unknown>) {
    renderWithAdmin(
      <Routes>
        <Route path="/inspections/:id/show" element={<InspectionShow />} />
      </Routes>,
      {
        role: 'admin',
        resource: 'inspections',
        path: `/inspections/${INSPECTION_ID}/show`,
        dataProvider: { getOne: vi.fn(async () => ({ data: inspection })), getInspectionIssues },
      },
    );
  }

  it('shows each item as it was, its photo whole on demand, and the issues it raised by their titles', async () => {
    const user = userEvent.setup();
    renderShow(async () => [
      { id: 'i1', item_id: 'lights', title: 'Lights work' },
      { id: 'i2', item_id: 'tread', title: 'Tyre tread' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Daily walk-around check', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('2 of 3 items with a defect')).toBeInTheDocument();
    expect(screen.getByText('A critical item has a defect: the vehicle is out of service until it is resolved.')).toBeInTheDocument();
    expect(screen.getByText('Daily walk-around check, version 3')).toBeInTheDocument();
    expect(screen.getByText('123,456 km')).toBeInTheDocument();
    const lights = screen.getByText('Lights work', { selector: 'p' }).closest('li')!;
    expect(within(lights).getByText('Defect')).toBeInTheDocument();
    expect(within(lights).getByText('Indicator dead')).toBeInTheDocument();
    const tread = screen.getByText('Tyre tread', { selector: 'p' }).closest('li')!;
    expect(within(tread).getByText(/^1\.2 mm/)).toBeInTheDocument();
    expect(within(tread).getByText(/Allowed: 1\.6–10 mm/)).toBeInTheDocument();
    expect(screen.getByText('Mirror loose')).toBeInTheDocument();
    expect(await within(lights).findByRole('link', { name: 'Issue: Lights work' })).toHaveAttribute('href', '/issues/i1/show');

    await user.click(within(lights).getByRole('button', { name: 'Open the photo of Lights work full size' }));
    const whole = await screen.findByRole('dialog', { name: 'Photo of Lights work' });
    expect(within(whole).getByRole('img', { name: 'Photo of Lights work' })).toHaveAttribute(
      'src',
      `/api/inspections/${INSPECTION_ID}/photos/p1`,
    );
  });

  it('links the issues by number when they cannot be read', async () => {
    renderShow(() => Promise.reject(new Error('no issues here')));
    expect(await screen.findByRole('link', { name: 'Issue 1' })).toHaveAttribute('href', '/issues/i1/show');
    expect(screen.getByRole('link', { name: 'Issue 2' })).toHaveAttribute('href', '/issues/i2/show');
  });
});

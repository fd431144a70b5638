import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Notification } from '../../contract/schemas/notification';
import { ReminderStatusChip } from '../../src/layout/inbox/ReminderStatusChip';
import { ReminderText } from '../../src/layout/inbox/ReminderText';
import { reminderPath } from '../../src/layout/inbox/reminderSubject';
import { i18nProvider } from '../../src/i18n';
import { renderWithAdmin } from './support/renderWithAdmin';

/*
 * The inbox's words for the reminders of inspections and issues (docs/inspections.md, Reminders and
 * the overview): an inspection owed names its form and says it is not done yet today; a new critical
 * issue names its title, says the vehicle is out of service and opens the issue. A part to reorder
 * (docs/work-orders.md, Reorder reminders) names its branch and part, what is on hand against the
 * reorder level, and opens the parts.
 */

const base: Notification = {
  id: '00000000-0000-4000-8000-000000000101',
  vehicle_id: '00000000-0000-4000-8000-000000000102',
  license_plate: 'AA 301 FT',
  model: 'Sprinter',
  document_id: null,
  document_kind: null,
  employee_id: null,
  employee_name: null,
  issue_id: null,
  issue_title: null,
  issue_priority: null,
  form_id: null,
  form_name: null,
  part_id: null,
  part_number: null,
  part_name: null,
  part_unit: null,
  branch_id: null,
  branch_name: null,
  on_hand: null,
  reorder_level: null,
  item: 'legislation',
  status: 'soon',
  due_date: '2026-12-01',
  due_km: null,
  week: 0,
  raised_on: '2026-11-25',
  read: false,
  createdAt: '2026-11-25T06:00:00.000Z',
};

const inspection: Notification = {
  ...base,
  item: 'inspection',
  form_id: '00000000-0000-4000-8000-000000000103',
  form_name: 'Daily walk-around check',
  due_date: '2026-11-25',
};
const issue: Notification = {
  ...base,
  item: 'issue',
  status: 'open',
  issue_id: '00000000-0000-4000-8000-000000000104',
  issue_title: 'Brake pedal feels soft',
  issue_priority: 'critical',
  due_date: null,
};

const reorder: Notification = {
  ...base,
  vehicle_id: null,
  license_plate: null,
  model: null,
  item: 'reorder',
  status: 'open',
  due_date: '2026-11-25',
  part_id: '00000000-0000-4000-8000-000000000105',
  part_number: 'BRK-PAD-F',
  part_name: 'Brake pads, front',
  part_unit: 'set',
  branch_id: '00000000-0000-4000-8000-000000000106',
  branch_name: 'North depot',
  on_hand: 2.5,
  reorder_level: 5,
};

describe('the reminder of an inspection owed', () => {
  it('names the form and says it is not done yet today, with a due-soon chip; it opens the vehicle', () => {
    renderWithAdmin(
      <>
        <ReminderText reminder={inspection} />
        <ReminderStatusChip reminder={inspection} />
      </>,
    );
    expect(screen.getByText('AA 301 FT · Inspection: Daily walk-around check')).toBeTruthy();
    expect(screen.getByText('Not done yet today')).toBeTruthy();
    expect(screen.getByText('Due soon')).toBeTruthy();
    expect(reminderPath('/dashboard', inspection)).toBe(`/dashboard/vehicles/${inspection.vehicle_id}/details`);
  });
});

describe('the reminder of a new critical issue', () => {
  it('names the issue, says the vehicle is out of service, shows its priority and opens the issue', () => {
    renderWithAdmin(
      <>
        <ReminderText reminder={issue} />
        <ReminderStatusChip reminder={issue} />
      </>,
    );
    expect(screen.getByText('AA 301 FT · Issue: Brake pedal feels soft')).toBeTruthy();
    expect(screen.getByText('Out of service until it is resolved')).toBeTruthy();
    expect(screen.getByText('Critical')).toBeTruthy();
    expect(reminderPath('/dashboard', issue)).toBe(`/dashboard/issues/${issue.issue_id}/show`);
  });
});

describe('the reminder of a part to reorder', () => {
  it('names the branch and the part, says what is on hand against the reorder level, and opens the parts', () => {
    renderWithAdmin(
      <>
        <ReminderText reminder={reorder} />
        <ReminderStatusChip reminder={reorder} />
      </>,
    );
    expect(screen.getByText('North depot · Below the reorder level: BRK-PAD-F Brake pads, front')).toBeTruthy();
    expect(screen.getByText('2.50 set on hand · reorder level 5 set')).toBeTruthy();
    expect(screen.getByText('Reorder')).toBeTruthy();
    // Due today, the day it was raised: no "Due on" beside it.
    expect(screen.queryByText(/Due on/)).toBeNull();
    expect(reminderPath('/dashboard', reorder)).toBe('/dashboard/parts');
  });

  afterEach(async () => {
    await i18nProvider.changeLocale('en');
  });

  it('says it in German, in the words for the stock and the reorder level (Bestand, Meldebestand)', async () => {
    await i18nProvider.changeLocale('de');
    renderWithAdmin(
      <>
        <ReminderText reminder={reorder} />
        <ReminderStatusChip reminder={reorder} />
      </>,
    );
    expect(await screen.findByText('North depot · Unter Meldebestand: BRK-PAD-F Brake pads, front')).toBeTruthy();
    expect(screen.getByText('Bestand 2,50 set · Meldebestand 5 set')).toBeTruthy();
    expect(screen.getByText('Nachbestellen')).toBeTruthy();
  });

  it('says it in Albanian (gjendja, niveli i ripërpotësimit)', async () => {
    await i18nProvider.changeLocale('al');
    renderWithAdmin(<ReminderText reminder={reorder} />);
    expect(await screen.findByText('North depot · Nën nivelin e ripërpotësimit: BRK-PAD-F Brake pads, front')).toBeTruthy();
    expect(screen.getByText('Gjendja 2,50 set · niveli i ripërpotësimit 5 set')).toBeTruthy();
  });
});

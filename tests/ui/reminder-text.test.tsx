import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Notification } from '../../contract/schemas/notification';
import { ReminderStatusChip } from '../../src/layout/inbox/ReminderStatusChip';
import { ReminderText } from '../../src/layout/inbox/ReminderText';
import { reminderPath } from '../../src/layout/inbox/reminderSubject';
import { renderWithAdmin } from './support/renderWithAdmin';

/*
 * The inbox's words for the reminders of inspections and issues (docs/inspections.md, Reminders and
 * the overview): an inspection owed names its form and says it is not done yet today; a new critical
 * issue names its title, says the vehicle is out of service and opens the issue.
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

import { test, type Page } from '@playwright/test';
import type { Role } from '../../contract/roles';
import { signIn } from './support/fleet';
import { TINY_PNG } from './support/records';
import { workOrderToShow } from './support/workOrders';

/*
 * `npm run screenshots`: every screen and its dialogs in light and dark, on a desktop and a phone,
 * written to docs/screenshots/ for the README and for people to look at. Not part of `npm test`.
 */
const SIZES = {
  desktop: { width: 1280, height: 800 },
  laptop: { width: 1440, height: 900 },
  phone: { width: 375, height: 812 },
};

/**
 * At a laptop's size only the lists, the reminders' screens and the yard's are taken: the rest looks as it does
 * at 1280 px, a little wider.
 */
const LISTS = new Set([
  'reminders',
  'reminders-bell',
  'reminder-settings',
  'history',
  'companies',
  'employees',
  'vehicles',
  'vehicles-overdue',
  'vehicles-archived',
  'vehicles-selected',
  'mandatory-maintenance',
  'general-maintenance',
  'vehicles-read-only',
  'fuel',
  'vehicle-details-fuel',
  'vehicle-details-meter',
  'documents',
  'document-attachments',
  'vehicle-details-documents',
  'employee-documents',
  'vendors',
  'parts',
  'issues',
  'work-orders',
  'issue',
  'vehicle-details-issues',
  'vehicle-details-inspections',
  'vehicles-out-of-service',
  'inspection-forms',
  'inspections',
  'quick-actions',
  'outbox',
]);

interface Screen {
  name: string;
  role?: Role;
  path: string;
  /** What to do on the screen before the picture: open a dialog, a tab, a menu. */
  then?: (page: Page) => Promise<void>;
  /** The whole page, not just the window: the overview's charts sit below the fold. */
  fullPage?: boolean;
  /** What to undo after the picture (the network turned off for it). */
  after?: (page: Page) => Promise<void>;
}

const openDialog = (button: string, title: string) => async (page: Page) => {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog', { name: title }).waitFor();
  await waitForDialogToFadeIn(page);
};

/** A picture taken while a dialog fades in shows the page through it. */
const waitForDialogToFadeIn = (page: Page) => page.waitForTimeout(500);

/** The details page of the first vehicle by plate. */
async function firstVehicleDetails(page: Page, tab?: string) {
  const id = await page.evaluate(async () => (await (await fetch('/api/vehicles?limit=1&sort=license_plate')).json()).data[0].id);
  await page.goto(`/dashboard/vehicles/${id}/details${tab ? `?tab=${tab}` : ''}`);
  await page.getByRole('tabpanel').waitFor();
}

/** A vehicles file with a good row and a bad one, so the import's dry run shows both. */
const VEHICLES_WITH_ERRORS = Buffer.from(
  'License plate,Model,Mileage,Type,Last legislation control,Legislation control interval,Last service date,Obligatory service interval,Obligatory service interval in km,Branches\n' +
    'AA 999 NEW,VW Golf 1.5 TSI,1000,car,01.01.2026,12,01.01.2026,12,15000,Tiranë\n' +
    'AA 301 FT,Golf,-5,boat,31.02.2026,12,01.01.2026,x,15000,Paris\n',
);

const checkImportFile = async (page: Page) => {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'vehicles.csv', mimeType: 'text/csv', buffer: VEHICLES_WITH_ERRORS });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await dialog.getByRole('table').waitFor();
  await waitForDialogToFadeIn(page);
};

/**
 * The first vehicle's edit dialog, saved after someone else saved the vehicle: the dialog says so and
 * offers to reload. The other save changes nothing visible (the same notes again).
 */
const saveAfterSomeoneElse = async (page: Page) => {
  await page.getByRole('row').nth(1).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit a Vehicle' });
  await dialog.waitFor();
  const id = await page.evaluate(async () => (await (await fetch('/api/vehicles?limit=1&sort=license_plate')).json()).data[0].id as string);
  const vehicle = (await (await page.request.get(`/api/vehicles/${id}`)).json()).data;
  await page.request.put(`/api/vehicles/${id}`, {
    data: { ...vehicle, branches: vehicle.branches.map((branch: { id: string }) => branch.id) },
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('alert').waitFor();
  await page.waitForTimeout(300);
};

/**
 * The attachments of the first document (the soonest expiry), with a scan and a photo to show (attached
 * once: every size and theme takes the same picture).
 */
const documentAttachments = async (page: Page) => {
  const first = (await (await page.request.get('/api/documents?limit=1&sort=expires_on&order=asc')).json()).data[0];
  if (first.attachment_count === 0) {
    const files = [
      { name: 'policy scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n%${'scan '.repeat(40_000)}\n%%EOF\n`) },
      { name: 'front side.png', mimeType: 'image/png', buffer: TINY_PNG.buffer },
    ];
    for (const file of files) await page.request.post(`/api/documents/${first.id}/attachments`, { multipart: { file } });
    await page.reload();
  }
  await page
    .getByRole('button', { name: /^Attachments of/ })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^Download/ })
    .first()
    .waitFor();
  await waitForDialogToFadeIn(page);
};

/** The issues the issue screens show: reported once (every size and theme takes the same picture), through the API. */
const SHOWN_ISSUES = [
  { title: 'Brake pedal feels soft', description: 'Noticed on the motorway: it stops, but late.', priority: 'critical' },
  { title: 'Mirror cracked on the passenger side', description: 'Since the depot gate on Monday.', priority: 'high' },
  { title: 'Wiper blade torn', description: null, priority: 'medium' },
] as const;

/**
 * Issues on the last vehicles by plate, the first critical (its vehicle out of service) with two
 * comments; answers the critical one.
 */
async function withIssues(page: Page): Promise<{ id: string; vehicle_id: string }> {
  const open = (await (await page.request.get('/api/issues?status=open_any&limit=100')).json()).data as {
    id: string;
    title: string;
    vehicle_id: string;
  }[];
  const vehicles = (await (await page.request.get('/api/vehicles?limit=3&sort=license_plate&order=desc')).json()).data as { id: string }[];
  for (const [index, issue] of SHOWN_ISSUES.entries()) {
    if (open.some((known) => known.title === issue.title)) continue;
    const created = await page.request.post('/api/issues', { data: { ...issue, vehicle_id: vehicles[index % vehicles.length]!.id } });
    const row = (await created.json()).data as { id: string; title: string; vehicle_id: string };
    open.push(row);
    if (issue.priority === 'critical') {
      await page.request.post(`/api/issues/${row.id}/comments`, { data: { body: 'Pads ordered; in the workshop on Monday.' } });
      await page.request.post(`/api/issues/${row.id}/comments`, { data: { body: 'Parked at the depot until then.' } });
    }
  }
  return open.find((issue) => issue.title === SHOWN_ISSUES[0].title)!;
}

/** The demo's daily walk-around check for trucks, and one truck's inspection of it with a defect and its photo, made once. */
async function inspectionData(page: Page): Promise<{ formId: string; vehicleId: string; inspectionId: string }> {
  const name = 'Daily walk-around check';
  const listed = (await (await page.request.get(`/api/inspection-forms?q=${encodeURIComponent(name)}&limit=1`)).json()).data as {
    id: string;
  }[];
  const passFail = (id: string, label: string, extra = {}) => ({ id, label, kind: 'pass_fail', ...extra });
  const formId =
    listed[0]?.id ??
    ((
      await (
        await page.request.post('/api/inspection-forms', {
          data: {
            name,
            description: 'Before the first trip of the day',
            frequency: 'daily',
            vehicle_types: ['truck'],
            active: true,
            sections: [
              {
                title: 'Outside',
                items: [
                  passFail('lights', 'Lights and indicators work', {
                    critical: true,
                    photo_on_fail: true,
                    hint: 'Walk round with the hazards on',
                  }),
                  passFail('mirrors', 'Mirrors clean and unbroken'),
                  { id: 'tread', label: 'Tyre tread depth', kind: 'number', unit: 'mm', min: 1.6, max: 10, photo_on_fail: true },
                  passFail('wheels', 'Wheel nuts and indicators in place'),
                  passFail('body', 'No damage to body or load doors', { photo_on_fail: true }),
                ],
              },
              {
                title: 'Cab',
                items: [
                  passFail('brakes', 'Service brake holds', { critical: true }),
                  passFail('horn', 'Horn works'),
                  passFail('belts', 'Seat belts work'),
                  passFail('warnings', 'No warning lights on the dashboard', { critical: true }),
                  { id: 'remarks', label: 'Anything else to report', kind: 'text' },
                ],
              },
            ],
          },
        })
      ).json()
    ).data.id as string);
  const vehicle = (await (await page.request.get('/api/vehicles?type=truck&limit=1&sort=license_plate')).json()).data[0] as {
    id: string;
    mileage: number;
  };
  const done = (await (await page.request.get(`/api/inspections?formId=${formId}&limit=1`)).json()).data as { id: string }[];
  if (done[0]) return { formId, vehicleId: vehicle.id, inspectionId: done[0].id };
  const answers = ['lights', 'mirrors', 'wheels', 'body', 'brakes', 'horn', 'belts', 'warnings'].map((id) => ({
    item_id: id,
    passed: true,
  }));
  const sent = await page.request.post('/api/inspections', {
    headers: { 'Idempotency-Key': `screenshots-${formId}` },
    data: {
      vehicle_id: vehicle.id,
      form_id: formId,
      odometer: vehicle.mileage + 120,
      results: [
        ...answers,
        { item_id: 'tread', value: 1.2, note: 'Front left worn to the wear bar' },
        { item_id: 'remarks', text: 'Passenger side mirror loose, tightened it' },
      ],
      note: 'Checked before the morning run',
    },
  });
  const inspectionId = (await sent.json()).data.id as string;
  const photo = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1f2937';
    context.fillRect(0, 0, 1200, 900);
    context.fillStyle = '#4b5563';
    for (let x = 0; x < 1200; x += 90) context.fillRect(x, 150, 45, 600);
    return canvas.toDataURL('image/jpeg', 0.85).split(',')[1]!;
  });
  await page.request.post(`/api/inspections/${inspectionId}/photos`, {
    multipart: { item_id: 'tread', file: { name: 'tread.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo, 'base64') } },
  });
  return { formId, vehicleId: vehicle.id, inspectionId };
}

/** The fill screen of the demo's check for its truck, some items answered. */
const fillInspection = (defect: boolean) => async (page: Page) => {
  const { formId, vehicleId } = await inspectionData(page);
  await page.goto(`/dashboard/inspections/create?vehicleId=${vehicleId}&formId=${formId}`);
  const item = (label: string) => page.getByRole('group', { name: label, exact: true });
  await item('Lights and indicators work')
    .getByRole('button', { name: defect ? 'Defect' : 'OK' })
    .click();
  await item('Mirrors clean and unbroken').getByRole('button', { name: 'OK' }).click();
  if (defect) {
    await item('Lights and indicators work').getByRole('textbox', { name: 'What is wrong?' }).fill('Left rear indicator dead');
    await item('Tyre tread depth').getByRole('textbox').fill('1.2');
    await item('Lights and indicators work').scrollIntoViewIfNeeded();
  } else {
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.waitForTimeout(600);
};

/** The quick actions of the user's first vehicle by plate, as its QR label opens them. */
async function quickActions(page: Page) {
  const code = await page.evaluate(async () => (await (await fetch('/api/vehicles?limit=1&sort=license_plate')).json()).data[0].code);
  await page.goto(`/v/${code}`);
  await page.getByRole('button', { name: 'Add fuel' }).waitFor();
}

/** Offline, a fuel entry and a reading made at the vehicle wait on the device; the picture is of them waiting. */
async function somethingWaiting(page: Page) {
  // Its screen's code is loaded while online, too: without the service worker nothing else would bring it offline.
  await page.goto('/dashboard/outbox');
  await page.getByText('Nothing is waiting').waitFor();
  await quickActions(page);
  // The dialog's code is loaded while online: this project blocks the service worker that keeps it.
  await page.getByRole('button', { name: 'Add fuel' }).click();
  const fuel = page.getByRole('dialog', { name: 'Add a fuel entry' });
  await fuel.getByRole('textbox', { name: 'Odometer' }).fill('999999');
  await fuel.getByRole('textbox', { name: 'Quantity' }).fill('48.2');
  await fuel.getByRole('textbox', { name: 'Cost' }).fill('79.50');
  await page.context().setOffline(true);
  await fuel.getByRole('button', { name: 'Save' }).click();
  await fuel.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Add a meter reading' }).click();
  const reading = page.getByRole('dialog', { name: 'Add a meter reading' });
  await reading.getByRole('textbox', { name: 'Km' }).fill('999999');
  await reading.getByRole('button', { name: 'Save' }).click();
  await reading.waitFor({ state: 'hidden' });
  await page.getByRole('link', { name: '2 waiting to be sent' }).click();
  await page.getByRole('heading', { name: 'Unsent', level: 1 }).waitFor();
}

const SCREENS: Screen[] = [
  { name: 'sign-in', path: '/' },
  { name: 'quick-actions', role: 'user', path: '/dashboard/vehicles', then: quickActions },
  {
    name: 'outbox',
    role: 'user',
    path: '/dashboard/vehicles',
    then: somethingWaiting,
    // Back online with nothing waiting: the made-up entries never reach the demo's data.
    after: async (page) => {
      // Emptied as the app keeps it, in IndexedDB, before the connection returns and would send them.
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const opening = indexedDB.open('fleet-outbox');
            opening.onerror = () => reject(opening.error);
            opening.onsuccess = () => {
              const clearing = opening.result.transaction('entries', 'readwrite').objectStore('entries').clear();
              clearing.onsuccess = () => resolve();
              clearing.onerror = () => reject(clearing.error);
            };
          }),
      );
      await page.context().setOffline(false);
    },
  },
  { name: 'sign-up', path: '/sign-up?invite=example' },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'companies', role: 'superadmin', path: '/dashboard/companies' },
  { name: 'overview-all-companies', role: 'superadmin', path: '/dashboard/overview', fullPage: true },
  { name: 'company-add', role: 'superadmin', path: '/dashboard/companies', then: openDialog('Add company', 'Add a Company') },
  {
    name: 'overview',
    role: 'admin',
    path: '/dashboard/overview',
    fullPage: true,
    // The yard with issues to count: a vehicle out of service among them.
    then: async (page) => {
      await withIssues(page);
      await page.reload();
      await page.getByTestId('out-of-service-total').waitFor();
    },
  },
  {
    name: 'overview-thresholds',
    role: 'admin',
    path: '/dashboard/overview',
    then: openDialog('Due-soon thresholds', 'Due-soon thresholds'),
  },
  { name: 'branches', role: 'admin', path: '/dashboard/branches' },
  {
    name: 'branch-add',
    role: 'admin',
    path: '/dashboard/branches',
    then: async (page) => {
      await page.getByText('Add new content').click();
      await page.getByRole('dialog', { name: 'Add a Branch' }).waitFor();
      await waitForDialogToFadeIn(page);
    },
  },
  { name: 'employees', role: 'admin', path: '/dashboard/employee' },
  { name: 'employee-add', role: 'admin', path: '/dashboard/employee', then: openDialog('Add employee', 'Add an Employee') },
  { name: 'vehicles', role: 'admin', path: '/dashboard/vehicles' },
  {
    name: 'vehicle-add',
    role: 'admin',
    path: '/dashboard/vehicles',
    then: async (page) => {
      await openDialog('Add vehicle', 'Add a Vehicle')(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    },
  },
  { name: 'vehicle-import', role: 'admin', path: '/dashboard/vehicles', then: checkImportFile },
  { name: 'vehicle-edit-changed', role: 'admin', path: '/dashboard/vehicles', then: saveAfterSomeoneElse },
  // Who changed what, and when (docs/screens.md, History): the screen, a vehicle's tab, and an edit dialog's History.
  {
    name: 'history',
    role: 'admin',
    path: '/dashboard/history',
    then: async (page) => {
      await page.getByTestId('history-entry').first().waitFor();
    },
  },
  {
    name: 'vehicle-details-history',
    role: 'admin',
    path: '/dashboard/vehicles',
    then: async (page) => {
      await firstVehicleDetails(page, 'history');
      await page.getByTestId('history-entry').first().waitFor();
    },
  },
  {
    name: 'record-history',
    role: 'admin',
    path: '/dashboard/vehicles',
    then: async (page) => {
      await page.getByRole('row').nth(1).getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('dialog', { name: 'Edit a Vehicle' }).getByRole('button', { name: 'History' }).click();
      await page.getByRole('dialog', { name: 'History' }).getByTestId('history-entry').first().waitFor();
      await waitForDialogToFadeIn(page);
    },
  },
  {
    name: 'vehicles-archived',
    role: 'admin',
    path: '/dashboard/vehicles',
    then: async (page) => {
      await page.getByRole('switch', { name: 'Archived' }).check();
      await page.getByRole('button', { name: 'Restore' }).first().waitFor();
    },
  },
  {
    name: 'vehicles-selected',
    role: 'admin',
    path: '/dashboard/vehicles',
    then: async (page) => {
      for (const row of [1, 2]) await page.locator('tbody tr').nth(row).getByRole('checkbox').check();
      await page.getByRole('region', { name: 'Selected rows' }).waitFor();
    },
  },
  {
    name: 'vehicle-add-calendar',
    role: 'admin',
    path: '/dashboard/vehicles',
    then: async (page) => {
      await openDialog('Add vehicle', 'Add a Vehicle')(page);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Choose date/ })
        .first()
        .click();
      await page.getByRole('grid').waitFor();
      await waitForDialogToFadeIn(page);
    },
  },
  { name: 'vehicles-overdue', role: 'admin', path: '/dashboard/vehicles?filter=%7B%22due%22%3A%22overdue%22%7D&sort=next_due&order=ASC' },
  { name: 'vehicle-details', role: 'admin', path: '/dashboard/vehicles', then: (page) => firstVehicleDetails(page) },
  { name: 'vehicle-details-general', role: 'admin', path: '/dashboard/vehicles', then: (page) => firstVehicleDetails(page, 'general') },
  { name: 'vehicle-details-mandatory', role: 'admin', path: '/dashboard/vehicles', then: (page) => firstVehicleDetails(page, 'mandatory') },
  { name: 'vehicle-details-fuel', role: 'admin', path: '/dashboard/vehicles', then: (page) => firstVehicleDetails(page, 'fuel') },
  { name: 'vehicle-details-meter', role: 'admin', path: '/dashboard/vehicles', then: (page) => firstVehicleDetails(page, 'meter') },
  {
    name: 'vehicle-details-meter-add',
    role: 'admin',
    path: '/dashboard/vehicles',
    then: async (page) => {
      await firstVehicleDetails(page, 'meter');
      await openDialog('Add reading', 'Add a meter reading')(page);
    },
  },
  {
    name: 'issues',
    role: 'admin',
    path: '/dashboard/issues',
    then: async (page) => {
      await withIssues(page);
      await page.reload();
      await page.locator('td.column-title').first().waitFor();
    },
  },
  {
    name: 'issue-add',
    role: 'admin',
    path: '/dashboard/issues',
    then: async (page) => {
      await withIssues(page);
      await openDialog('Report an issue', 'Report an issue')(page);
    },
  },
  {
    name: 'issue',
    role: 'admin',
    path: '/dashboard/issues',
    fullPage: true,
    then: async (page) => {
      const issue = await withIssues(page);
      await page.goto(`/dashboard/issues/${issue.id}/show`);
      await page.getByTestId('issue-comment').first().waitFor();
    },
  },
  {
    name: 'issue-edit',
    role: 'admin',
    path: '/dashboard/issues',
    then: async (page) => {
      const issue = await withIssues(page);
      await page.goto(`/dashboard/issues/${issue.id}/show`);
      await openDialog('Edit', 'Edit an issue')(page);
    },
  },
  { name: 'issue-read-only', role: 'user', path: '/dashboard/issues' },
  {
    name: 'work-orders',
    role: 'admin',
    path: '/dashboard/work-orders',
    then: async (page) => {
      await workOrderToShow(page);
      await page.reload();
      await page.locator('td.column-title').first().waitFor();
    },
  },
  {
    name: 'work-order-add',
    role: 'admin',
    path: '/dashboard/work-orders',
    then: async (page) => {
      await openDialog('Add work order', 'Add a work order')(page);
      const dialog = page.getByRole('dialog', { name: 'Add a work order' });
      await dialog.getByRole('button', { name: 'Add labour' }).click();
      const labour = dialog.getByRole('region', { name: 'Line 1: Labour' });
      await labour.getByRole('textbox', { name: /Description/ }).fill('Replace pads and discs');
      await labour.getByRole('textbox', { name: /Hours/ }).fill('1.5');
      await labour.getByRole('textbox', { name: /Rate per hour/ }).fill('68');
      await dialog.getByRole('button', { name: 'Add part' }).click();
      await dialog.getByRole('button', { name: 'Add other cost' }).click();
      const other = dialog.getByRole('region', { name: 'Line 3: Other' });
      await other.getByRole('textbox', { name: /Description/ }).fill('Disposal of old parts');
      await other.getByRole('textbox', { name: /Amount/ }).fill('8.50');
      await dialog.getByRole('button', { name: 'Add part' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'work-order',
    role: 'admin',
    path: '/dashboard/work-orders',
    fullPage: true,
    then: async (page) => {
      const workOrder = await workOrderToShow(page);
      await page.goto(`/dashboard/work-orders/${workOrder.id}/show`);
      await page.getByTestId('work-order-comment').first().waitFor();
    },
  },
  {
    name: 'vehicle-details-issues',
    role: 'admin',
    path: '/dashboard/vehicles',
    then: async (page) => {
      const issue = await withIssues(page);
      await page.goto(`/dashboard/vehicles/${issue.vehicle_id}/details?tab=issues`);
      await page.locator('td.column-title').first().waitFor();
    },
  },
  {
    name: 'vehicles-out-of-service',
    role: 'admin',
    path: '/dashboard/vehicles',
    then: async (page) => {
      await withIssues(page);
      await page.getByRole('switch', { name: 'Out of service only' }).check();
      // Until the filtered rows are in, the rows before them stay on screen.
      await page.waitForFunction(() => {
        const rows = [...document.querySelectorAll('tbody tr')];
        return rows.length > 0 && rows.every((row) => row.querySelector('[data-testid="out-of-service"]'));
      });
    },
  },
  { name: 'fuel', role: 'admin', path: '/dashboard/fuel' },
  { name: 'fuel-add', role: 'admin', path: '/dashboard/fuel', then: openDialog('Add entry', 'Add a fuel entry') },
  { name: 'vendors', role: 'admin', path: '/dashboard/vendors' },
  { name: 'vendor-add', role: 'admin', path: '/dashboard/vendors', then: openDialog('Add vendor', 'Add a Vendor') },
  { name: 'parts', role: 'admin', path: '/dashboard/parts' },
  { name: 'part-add', role: 'admin', path: '/dashboard/parts', then: openDialog('Add part', 'Add a Part') },
  {
    name: 'part-stock',
    role: 'admin',
    path: '/dashboard/parts',
    then: async (page) => {
      // The demo's first part by number: its shelves in two branches, one below the reorder level, and their deliveries.
      await page.getByRole('button', { name: 'Stock', exact: true }).first().click();
      await page.getByRole('list', { name: 'Changes' }).waitFor();
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    },
  },
  {
    name: 'inspection-forms',
    role: 'admin',
    path: '/dashboard/inspection-forms',
    then: async (page) => {
      await inspectionData(page);
      await page.reload();
    },
  },
  {
    name: 'inspection-form-edit',
    role: 'admin',
    path: '/dashboard/inspection-forms',
    fullPage: true,
    then: async (page) => {
      const { formId } = await inspectionData(page);
      await page.goto(`/dashboard/inspection-forms/${formId}`);
      await page.getByRole('group', { name: 'Item 1.3' }).waitFor();
    },
  },
  {
    name: 'inspection-form-read-only',
    role: 'user',
    path: '/dashboard/inspection-forms',
    then: async (page) => {
      await page.getByRole('link', { name: 'Daily walk-around check' }).click();
      await page.getByText('Tyre tread depth').waitFor();
    },
  },
  {
    name: 'inspections',
    role: 'admin',
    path: '/dashboard/inspections',
    then: async (page) => {
      await inspectionData(page);
      await page.reload();
    },
  },
  {
    name: 'inspect-vehicle',
    role: 'admin',
    path: '/dashboard/inspections',
    then: async (page) => {
      await page.getByRole('button', { name: 'Inspect a vehicle' }).click();
      await page.getByRole('dialog', { name: 'Inspect a vehicle' }).waitFor();
      await waitForDialogToFadeIn(page);
    },
  },
  { name: 'inspection-fill', role: 'admin', path: '/dashboard/inspections', then: fillInspection(false) },
  { name: 'inspection-fill-defect', role: 'admin', path: '/dashboard/inspections', then: fillInspection(true) },
  {
    name: 'inspection-read-back',
    role: 'admin',
    path: '/dashboard/inspections',
    fullPage: true,
    then: async (page) => {
      const { inspectionId } = await inspectionData(page);
      await page.goto(`/dashboard/inspections/${inspectionId}/show`);
      await page
        .getByRole('button', { name: /^Open the photo/ })
        .first()
        .waitFor();
    },
  },
  {
    name: 'vehicle-details-inspections',
    role: 'admin',
    path: '/dashboard/vehicles',
    then: async (page) => {
      const { vehicleId } = await inspectionData(page);
      await page.goto(`/dashboard/vehicles/${vehicleId}/details?tab=inspections`);
      await page.locator('td.column-inspected_at').first().waitFor();
    },
  },
  {
    name: 'issue-from-inspection',
    role: 'admin',
    path: '/dashboard/issues',
    fullPage: true,
    // The issue the truck's worn tread raised, with the photo of it.
    then: async (page) => {
      const { inspectionId } = await inspectionData(page);
      const raised = (await (await page.request.get(`/api/issues?inspectionId=${inspectionId}&limit=1`)).json()).data as { id: string }[];
      await page.goto(`/dashboard/issues/${raised[0]!.id}/show`);
      await page.getByRole('region', { name: 'Photo' }).getByRole('img').waitFor();
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    },
  },
  { name: 'documents', role: 'admin', path: '/dashboard/documents' },
  { name: 'document-add', role: 'admin', path: '/dashboard/documents', then: openDialog('Add document', 'Add a document') },
  { name: 'document-attachments', role: 'admin', path: '/dashboard/documents', then: documentAttachments },
  { name: 'vehicle-details-documents', role: 'admin', path: '/dashboard/vehicles', then: (page) => firstVehicleDetails(page, 'documents') },
  {
    name: 'employee-documents',
    role: 'admin',
    path: '/dashboard/employee',
    then: async (page) => {
      await page
        .getByRole('button', { name: /^Documents of/ })
        .first()
        .click();
      await page.getByRole('dialog').locator('tbody tr').first().waitFor();
      await waitForDialogToFadeIn(page);
    },
  },
  { name: 'documents-read-only', role: 'user', path: '/dashboard/documents' },
  { name: 'mandatory-maintenance', role: 'admin', path: '/dashboard/mandatory-maintenance' },
  {
    name: 'mandatory-maintenance-add',
    role: 'admin',
    path: '/dashboard/mandatory-maintenance',
    then: openDialog('Add record', 'Add a mandatory maintenance record'),
  },
  { name: 'general-maintenance', role: 'admin', path: '/dashboard/voluntary-maintenance' },
  {
    name: 'general-maintenance-add',
    role: 'admin',
    path: '/dashboard/voluntary-maintenance',
    then: openDialog('Add record', 'Add a general maintenance record'),
  },
  {
    name: 'reminders',
    role: 'admin',
    path: '/dashboard/notifications',
    then: async (page) => {
      // The demo's check, so that there is something to read (a second run raises nothing new).
      await page.request.post('/api/notifications/run');
      await page.reload();
      await page.locator('li[data-read]').first().waitFor();
    },
  },
  {
    name: 'reminders-bell',
    role: 'admin',
    path: '/dashboard/overview',
    then: async (page) => {
      await page.getByRole('button', { name: /^Reminders/ }).click();
      await page.getByRole('dialog', { name: 'Reminders' }).getByRole('button').first().waitFor();
      await waitForDialogToFadeIn(page);
    },
  },
  {
    name: 'reminder-settings',
    role: 'admin',
    path: '/dashboard/reminder-settings',
    fullPage: true,
    // A webhook to show in its card (added once: every size and theme takes the same picture).
    then: async (page) => {
      const url = 'https://dispatch.example.com/fleet/reminders';
      const listed = await page.request.get('/api/webhooks');
      if (!((await listed.json()) as { data: { url: string }[] }).data.some((webhook) => webhook.url === url)) {
        await page.request.post('/api/webhooks', { data: { url, description: 'Dispatch board' } });
        await page.reload();
      }
      await page.getByText(url).waitFor();
    },
  },
  { name: 'vehicles-read-only', role: 'user', path: '/dashboard/vehicles' },
  { name: 'overview-one-branch', role: 'user', path: '/dashboard/overview', fullPage: true },
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Let the toasts of signing in leave, so they do not cover the screen.
  await page.evaluate(() => document.querySelectorAll('.MuiSnackbar-root').forEach((toast) => toast.remove()));
}

/** `SCREENS=reminders,reminder-settings npm run screenshots` takes only those (names as in SCREENS). */
const only = process.env.SCREENS?.split(',').map((name) => name.trim());

for (const theme of ['light', 'dark'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`screens in ${theme}, ${size}`, async ({ page }) => {
      test.setTimeout(only ? 120_000 : 900_000);
      await page.setViewportSize(viewport);
      await page.addInitScript((mode) => localStorage.setItem('vite-ui-theme', mode), theme);
      let signedInAs: Role | undefined;
      for (const screen of SCREENS) {
        if (size === 'laptop' && !LISTS.has(screen.name)) continue;
        if (only && !only.includes(screen.name)) continue;
        if (screen.role && screen.role !== signedInAs) {
          await page.context().clearCookies();
          await page.goto('/');
          // As a sign-out does: the next person starts without the last one's list settings.
          await page.evaluate(() =>
            Object.keys(localStorage)
              .filter((key) => key !== 'vite-ui-theme')
              .forEach((key) => localStorage.removeItem(key)),
          );
          await signIn(page, screen.role);
          signedInAs = screen.role;
        }
        await page.goto(screen.path);
        await page.waitForLoadState('networkidle');
        await screen.then?.(page);
        await settle(page);
        await page.screenshot({ path: `docs/screenshots/${screen.name}-${theme}-${size}.png`, fullPage: screen.fullPage });
        await screen.after?.(page);
      }
      // The sidebar's shots show the last screen behind it: only a full run ends on the same one.
      if (only) return;
      if (size === 'phone') {
        await page.getByRole('button', { name: 'Toggle sidebar' }).click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `docs/screenshots/sidebar-drawer-${theme}-phone.png` });
      } else if (size === 'desktop') {
        await page.keyboard.press('Control+b');
        await page.waitForTimeout(400);
        await page.screenshot({ path: `docs/screenshots/sidebar-icons-${theme}-desktop.png` });
        await page.keyboard.press('Control+b');
      }
    });
  }
}

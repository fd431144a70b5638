import { AxeBuilder } from '@axe-core/playwright';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { canAccess } from '../../contract/permissions';
import type { Role } from '../../contract/roles';
import { RESOURCE_DEFINITIONS } from '../../src/resourceDefinitions';
import { DEMO_USERS, signIn, signInWithForm } from './support/fleet';
import { colorsAtRest, turnTheme } from './support/themes';
import { TINY_PNG, uniqueName } from './support/records';
import { DEMO_PASSWORD, E2E_BASE_URL } from './support/server-settings';
import { SHOWN_WORK_ORDER, workOrderToShow } from './support/workOrders';

/*
 * docs/accessibility.md: axe-core, the engine of the browsers' own accessibility audits, finds no
 * violation on any screen of Fleet, in the light theme and in the dark one: the auth screens, every
 * list (with a row ticked, so that the bulk bar is checked too), the branches' cards, the vehicle's
 * details, the overview, the forms in their dialogs and the screens that say no. Each screen also has
 * its own title in the browser tab and one page heading (h1).
 */

type Screen = {
  name: string;
  role?: Role;
  path: string;
  /** The page's h1 once the screen is there; the browser tab says it, then "Fleet". */
  heading: string;
  /** What to do once the screen is there, e.g. tick a row, then open a dialog: axe checks the page
   *  after each step (and once as it loads when there is none). */
  steps?: ((page: Page) => Promise<unknown>)[];
  /** What shows only as the screen arrives (a toast lasts 5 s): waited for, and checked by axe, before
   *  the screen has settled, since a slow machine may take longer than that to settle. */
  arrival?: (page: Page) => Promise<unknown>;
  /** What to set up before the screen is opened (e.g. hold its rows back). */
  before?: (page: Page) => Promise<unknown>;
  /** A step shows what goes by itself (a toast lasts 5 s): too soon for a check in each theme. */
  fleeting?: true;
};

/** Checked in one theme a visit: what it shows does not wait for two checks. */
const oneThemeAVisit = (screen: Screen) => Boolean(screen.arrival || screen.fleeting);

/** Holds the vehicles' rows back until released (anew for each test), so that the header's spinner shows meanwhile. */
function heldVehicleRows() {
  let release = () => {};
  return {
    hold: (page: Page) => {
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return page.route(/\/api\/vehicles\?/, async (route) => {
        await held;
        await route.continue();
      });
    },
    release: async () => release(),
  };
}
const vehicleRows = heldVehicleRows();

/** Opens the dialog behind this button and waits until it has faded in (axe reads colours as shown). */
async function openDialog(page: Page, button: string | RegExp) {
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
}

/** Ticks the table's first row: the bulk bar appears above the table. */
async function tickFirstRow(page: Page) {
  await page.getByRole('checkbox', { name: 'Select this row' }).first().check();
  await expect(page.getByText(/selected/).first()).toBeVisible();
}

/** The title of the issue the issue screens are checked with. */
const CHECKED_ISSUE = 'Brake light out (accessibility check)';

/**
 * An open critical issue with a comment, on the last vehicle by plate (the other tests read the first
 * ones), reported once a server: the issue screens have something to show, and its vehicle is out of
 * service, so that its chip is checked too.
 */
async function criticalIssue(page: Page): Promise<{ id: string; vehicle_id: string }> {
  const query = new URLSearchParams({ status: 'open_any', q: CHECKED_ISSUE, limit: '1' });
  const found = (await (await page.request.get(`/api/issues?${query}`)).json()).data as { id: string; vehicle_id: string }[];
  if (found[0]) return found[0];
  const vehicle = (await (await page.request.get('/api/vehicles?limit=1&sort=license_plate&order=desc')).json()).data[0] as { id: string };
  const created = await page.request.post('/api/issues', {
    data: { vehicle_id: vehicle.id, title: CHECKED_ISSUE, description: 'Left rear, seen at the morning check', priority: 'critical' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const issue = (await created.json()).data as { id: string; vehicle_id: string };
  await page.request.post(`/api/issues/${issue.id}/comments`, { data: { body: 'Bulb ordered' } });
  return issue;
}

/** The API as a demo employee, with a Bearer token of its own (docs/api.md, Signing in): no browser session is touched. */
async function apiAs(role: Role): Promise<APIRequestContext> {
  const signIn = await request.newContext({ baseURL: E2E_BASE_URL });
  const answer = await signIn.post('/api/auth/token', { data: { username: DEMO_USERS[role], password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  const { access_token } = (await answer.json()) as { access_token: string };
  await signIn.dispose();
  return request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { authorization: `Bearer ${access_token}` } });
}

/**
 * Inspections to look at (docs/inspections.md), made once a worker: a form for the trucks of the user's
 * branch (a photo asked of a defect, a number, a text) and an inspection of one of them with a defect
 * and its photo. Not critical: the truck stays in service for every other test.
 */
let inspectionScene: Promise<{ vehicleId: string; formId: string; inspectionId: string; formName: string }> | undefined;
function sceneOfInspections() {
  inspectionScene ??= (async () => {
    const [admin, user] = await Promise.all([apiAs('admin'), apiAs('user')]);
    const branchId = ((await (await user.get('/api/branches?limit=1&sort=name')).json()).data as { id: string }[])[0]!.id;
    const vehicleId = ((await (await user.get('/api/vehicles?type=truck&limit=1&sort=license_plate')).json()).data as { id: string }[])[0]!
      .id;
    const formName = uniqueName('Axe check');
    const form = await admin.post('/api/inspection-forms', {
      data: {
        name: formName,
        frequency: 'on_demand',
        vehicle_types: ['truck'],
        branch_ids: [branchId],
        sections: [
          {
            title: 'Outside',
            items: [
              { id: 'lights', label: 'Lights work', kind: 'pass_fail', photo_on_fail: true, hint: 'Walk round with the hazards on' },
              { id: 'tread', label: 'Tyre tread', kind: 'number', unit: 'mm', min: 1.6, max: 10 },
              { id: 'remarks', label: 'Anything else', kind: 'text' },
            ],
          },
        ],
      },
    });
    expect(form.status(), await form.text()).toBe(201);
    const formId = (await form.json()).data.id as string;
    const sent = await admin.post('/api/inspections', {
      headers: { 'Idempotency-Key': `axe-${formId}` },
      data: {
        vehicle_id: vehicleId,
        form_id: formId,
        results: [
          { item_id: 'lights', passed: false, note: 'Left rear indicator dead' },
          { item_id: 'tread', value: 4.5 },
          { item_id: 'remarks', text: 'Mirror loose' },
        ],
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const inspectionId = (await sent.json()).data.id as string;
    await admin.post(`/api/inspections/${inspectionId}/photos`, { multipart: { item_id: 'lights', file: TINY_PNG } });
    await Promise.all([admin.dispose(), user.dispose()]);
    return { vehicleId, formId, inspectionId, formName };
  })();
  return inspectionScene;
}

/** The fill screen of the scene's form for its truck, with a defect answered and a number out of its range. */
async function fillWithDefect(page: Page) {
  const { vehicleId, formId } = await sceneOfInspections();
  await page.goto(`/dashboard/inspections/create?vehicleId=${vehicleId}&formId=${formId}`);
  const lights = page.getByRole('group', { name: 'Lights work', exact: true });
  await lights.getByRole('button', { name: 'Defect' }).click();
  await page
    .getByRole('group', { name: 'Tyre tread', exact: true })
    .getByRole('textbox', { name: /Tyre tread/ })
    .fill('1.2');
  await page.getByRole('button', { name: 'Send' }).click();
  // The photo the defect asks for holds Send, and says so at the item.
  await expect(lights.getByText('Take a photo of this defect before sending')).toBeVisible();
}

const SCREENS: Screen[] = [
  { name: 'sign-in', path: '/sign-in', heading: 'Sign in' },
  { name: 'sign-up', path: '/sign-up', heading: 'Sign up' },
  { name: 'a path that is no screen', path: '/nowhere', heading: 'Path not found' },
  {
    name: 'companies, a row ticked, then the add dialog',
    role: 'superadmin',
    path: '/dashboard/companies',
    heading: 'Companies',
    steps: [tickFirstRow, (page) => openDialog(page, 'Add company')],
  },
  { name: 'branches', role: 'admin', path: '/dashboard/branches', heading: 'Branches' },
  {
    name: 'employees, a row ticked, then the add dialog',
    role: 'admin',
    path: '/dashboard/employee',
    heading: 'Employees',
    steps: [tickFirstRow, (page) => openDialog(page, 'Add employee')],
  },
  {
    name: 'vehicles, a row ticked, then the add dialog',
    role: 'admin',
    path: '/dashboard/vehicles',
    heading: 'Vehicles',
    steps: [tickFirstRow, (page) => openDialog(page, 'Add vehicle')],
  },
  {
    name: "a vehicle's details",
    role: 'admin',
    path: '/dashboard/vehicles',
    heading: 'Vehicles',
    steps: [
      async (page) => {
        await page.getByRole('link', { name: 'Details' }).first().click();
        await expect(page).toHaveURL(/\/details$/);
        // The app bar's h1 names the screen; the vehicle's model is the first h2.
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Vehicles$/);
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        // The tab names the vehicle: its model and plate.
        await expect(page).toHaveTitle(/^\S.* [A-Z0-9-]+ · Fleet$/);
      },
    ],
  },
  {
    name: 'general maintenance, a row ticked, then the add dialog',
    role: 'admin',
    path: '/dashboard/voluntary-maintenance',
    heading: 'General maintenance',
    steps: [tickFirstRow, (page) => openDialog(page, /^Add /)],
  },
  {
    name: 'mandatory maintenance, a row ticked',
    role: 'admin',
    path: '/dashboard/mandatory-maintenance',
    heading: 'Mandatory maintenance',
    steps: [tickFirstRow],
  },
  {
    name: 'fuel, a row ticked, then the add dialog',
    role: 'admin',
    path: '/dashboard/fuel',
    heading: 'Fuel',
    steps: [tickFirstRow, (page) => openDialog(page, 'Add entry')],
  },
  {
    name: "a vehicle's fuel and meter tabs, each with its add dialog",
    role: 'admin',
    path: '/dashboard/vehicles',
    heading: 'Vehicles',
    steps: [
      async (page) => {
        await page.getByRole('link', { name: 'Details' }).first().click();
        await page.getByRole('tab', { name: /^Fuel/ }).click();
        await expect(page.getByTestId('fuel-consumption')).toBeVisible();
        await expect(page.locator('td.column-quantity').first()).toBeVisible();
      },
      (page) => openDialog(page, 'Add entry'),
      async (page) => {
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('tab', { name: /^Meter/ }).click();
        await expect(page.locator('td.column-source').first()).toBeVisible();
      },
      (page) => openDialog(page, 'Add reading'),
    ],
  },
  {
    name: 'issues, a row ticked, then the report dialog',
    role: 'admin',
    path: '/dashboard/issues',
    heading: 'Issues',
    before: criticalIssue,
    steps: [tickFirstRow, (page) => openDialog(page, 'Report an issue')],
  },
  {
    name: "an issue's page with its facts and comments, then its edit dialog",
    role: 'admin',
    path: '/dashboard/issues',
    heading: 'Issues',
    before: criticalIssue,
    steps: [
      async (page) => {
        await page.getByRole('link', { name: CHECKED_ISSUE }).first().click();
        await expect(page).toHaveURL(/\/dashboard\/issues\/[^/]+\/show$/);
        // The app bar's h1 names the screen; the issue's title is the first h2, and the browser tab says it.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Issues$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 2, name: CHECKED_ISSUE })).toBeVisible();
        await expect(page).toHaveTitle(`${CHECKED_ISSUE} · Fleet`);
        await expect(page.getByTestId('issue-comment').first()).toBeVisible();
      },
      (page) => openDialog(page, 'Edit'),
    ],
  },
  {
    name: 'work orders, a row ticked, then the add dialog with a line of each kind',
    role: 'admin',
    path: '/dashboard/work-orders',
    heading: 'Work orders',
    before: workOrderToShow,
    steps: [
      tickFirstRow,
      (page) => openDialog(page, 'Add work order'),
      async (page) => {
        const dialog = page.getByRole('dialog');
        for (const kind of ['Add labour', 'Add part', 'Add other cost']) await dialog.getByRole('button', { name: kind }).click();
        await expect(dialog.getByTestId('work-order-line')).toHaveCount(3);
      },
    ],
  },
  {
    name: "a work order's page with its lines, issues and comments, then its complete dialog",
    role: 'admin',
    path: '/dashboard/work-orders',
    heading: 'Work orders',
    before: workOrderToShow,
    steps: [
      async (page) => {
        await page.getByRole('link', { name: SHOWN_WORK_ORDER }).first().click();
        await expect(page).toHaveURL(/\/dashboard\/work-orders\/[^/]+\/show$/);
        // The app bar's h1 names the screen; the work order's title is the first h2, and the browser tab says it.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Work orders$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 2, name: SHOWN_WORK_ORDER })).toBeVisible();
        await expect(page).toHaveTitle(`${SHOWN_WORK_ORDER} · Fleet`);
        await expect(page.getByTestId('work-order-comment').first()).toBeVisible();
      },
      (page) => openDialog(page, 'Complete'),
    ],
  },
  {
    name: "a vehicle's inspections tab, each row opening the inspection read back",
    role: 'admin',
    path: '/dashboard/vehicles',
    heading: 'Vehicles',
    steps: [
      async (page) => {
        const { vehicleId } = await sceneOfInspections();
        await page.goto(`/dashboard/vehicles/${vehicleId}/details?tab=inspections`);
        await expect(page.locator('td.column-inspected_at').first()).toBeVisible();
      },
    ],
  },
  {
    name: "vehicles out of service on their list, then one's issues tab, then the report dialog",
    role: 'admin',
    path: '/dashboard/vehicles',
    heading: 'Vehicles',
    before: criticalIssue,
    steps: [
      async (page) => {
        await page.getByRole('switch', { name: 'Out of service only' }).check();
        await expect(page.locator('tbody').getByTestId('out-of-service').first()).toBeVisible();
      },
      async (page) => {
        const issue = await criticalIssue(page);
        await page.goto(`/dashboard/vehicles/${issue.vehicle_id}/details?tab=issues`);
        await expect(page.getByTestId('out-of-service').first()).toBeVisible();
        await expect(page.locator('td.column-title').first()).toBeVisible();
      },
      (page) => openDialog(page, 'Report an issue'),
    ],
  },
  {
    name: 'documents, a row ticked, then the add dialog',
    role: 'admin',
    path: '/dashboard/documents',
    heading: 'Documents',
    steps: [tickFirstRow, (page) => openDialog(page, 'Add document')],
  },
  {
    name: "a document's attachments, with a file attached",
    role: 'admin',
    path: '/dashboard/documents',
    heading: 'Documents',
    // "front side.png attached" is a toast.
    fleeting: true,
    steps: [
      (page) => openDialog(page, /^Attachments of/),
      async (page) => {
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('dialog').getByRole('button', { name: 'Attach a file' }).click();
        await (await chooser).setFiles({ ...TINY_PNG, name: 'front side.png' });
        await expect(page.getByRole('dialog').getByRole('link', { name: 'Download front side.png' }).first()).toBeVisible();
      },
    ],
  },
  {
    name: "a vehicle's documents tab, then its add dialog",
    role: 'admin',
    path: '/dashboard/vehicles',
    heading: 'Vehicles',
    steps: [
      async (page) => {
        await page.getByRole('link', { name: 'Details' }).first().click();
        await page.getByRole('tab', { name: /^Documents/ }).click();
        await expect(page.locator('td.column-expires_on').first()).toBeVisible();
      },
      (page) => openDialog(page, 'Add document'),
    ],
  },
  {
    name: "an employee's documents, from their row",
    role: 'admin',
    path: '/dashboard/employee',
    heading: 'Employees',
    steps: [
      async (page) => {
        await openDialog(page, /^Documents of/);
        await expect(page.getByRole('dialog').locator('td.column-expires_on').first()).toBeVisible();
      },
    ],
  },
  { name: "a user's documents", role: 'user', path: '/dashboard/documents', heading: 'Documents' },
  {
    name: 'inspections, a row ticked, then Inspect a vehicle',
    role: 'admin',
    path: '/dashboard/inspections',
    heading: 'Inspections',
    before: sceneOfInspections,
    steps: [tickFirstRow, (page) => openDialog(page, 'Inspect a vehicle')],
  },
  {
    name: "parts, then the add dialog, then a part's stock with its change and its log",
    role: 'admin',
    path: '/dashboard/parts',
    heading: 'Parts',
    steps: [
      (page) => openDialog(page, 'Add part'),
      async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        // The demo's parts: each branch's shelf, one below its reorder level, and the opening stock's log.
        await page.getByRole('button', { name: 'Stock', exact: true }).first().click();
        const stock = page.getByRole('dialog', { name: /^Stock: / });
        await expect(stock.getByRole('table', { name: 'Stock' })).toBeVisible();
        await expect(stock.getByRole('list', { name: 'Changes' })).toBeVisible();
        await expect(stock).toHaveCSS('opacity', '1');
      },
    ],
  },
  {
    name: 'an inspection read back, then its photo whole',
    role: 'admin',
    path: '/dashboard/inspections',
    heading: 'Inspections',
    before: sceneOfInspections,
    steps: [
      async (page) => {
        const { inspectionId } = await sceneOfInspections();
        await page.goto(`/dashboard/inspections/${inspectionId}/show`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inspections');
        await expect(page.getByRole('button', { name: 'Open the photo of Lights work full size' })).toBeVisible();
      },
      (page) => openDialog(page, 'Open the photo of Lights work full size'),
    ],
  },
  {
    name: 'filling an inspection in, a defect held for its photo',
    role: 'user',
    path: '/dashboard/inspections',
    heading: 'Inspections',
    before: sceneOfInspections,
    steps: [fillWithDefect],
  },
  {
    name: "inspection forms, a row ticked, then a form's editor and a new form refused",
    role: 'admin',
    path: '/dashboard/inspection-forms',
    heading: 'Inspection forms',
    before: sceneOfInspections,
    steps: [
      tickFirstRow,
      async (page) => {
        const { formId } = await sceneOfInspections();
        await page.goto(`/dashboard/inspection-forms/${formId}`);
        await expect(page.getByRole('group', { name: 'Item 1.2' }).getByRole('textbox', { name: /^Unit/ })).toHaveValue('mm');
      },
      async (page) => {
        await page.goto('/dashboard/inspection-forms/create');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Some fields are not valid: see the messages at the fields.')).toBeVisible();
      },
    ],
  },
  {
    name: "a user's inspection form, as it is filled in",
    role: 'user',
    path: '/dashboard/inspection-forms',
    heading: 'Inspection forms',
    before: sceneOfInspections,
    steps: [
      async (page) => {
        const { formId } = await sceneOfInspections();
        await page.goto(`/dashboard/inspection-forms/${formId}`);
        await expect(page.getByText('Admins keep the inspection forms.', { exact: false })).toBeVisible();
      },
    ],
  },

  { name: 'the overview', role: 'admin', path: '/dashboard/overview', heading: 'Overview' },
  {
    name: 'the reminders, then the bell open',
    role: 'moderator',
    path: '/dashboard/notifications',
    heading: 'Reminders',
    steps: [async () => undefined, (page) => openDialog(page, /^Reminders/)],
  },
  {
    name: "an admin's reminder settings, then the webhook dialog",
    role: 'admin',
    path: '/dashboard/reminder-settings',
    heading: 'Reminder settings',
    steps: [async () => undefined, (page) => openDialog(page, 'Add webhook')],
  },
  {
    name: "the history, then a vendor's edit dialog's History",
    role: 'admin',
    path: '/dashboard/history',
    heading: 'History',
    steps: [
      (page) => expect(page.getByTestId('history-entry').first()).toBeVisible(),
      async (page) => {
        await page.goto('/dashboard/vendors');
        await page.getByRole('button', { name: 'Edit' }).first().click();
        await page.getByRole('dialog', { name: 'Edit a Vendor' }).getByRole('button', { name: 'History' }).click();
        const history = page.getByRole('dialog', { name: 'History' });
        await expect(history).toHaveCSS('opacity', '1');
        await expect(history.getByTestId('history-entry').first()).toBeVisible();
      },
    ],
  },
  {
    name: 'a screen the role may not open (and its toast)',
    role: 'user',
    path: '/dashboard/branches',
    heading: 'Vehicles',
    // The screen it goes to first, with its name in the h1 (empty while its code loads), then the toast.
    arrival: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicles');
      await expect(page.getByText('You do not have access to view that page')).toBeVisible();
    },
  },
  {
    name: "a list while its rows are on the way (the header's spinner)",
    role: 'admin',
    path: '/dashboard/vehicles',
    heading: 'Vehicles',
    before: vehicleRows.hold,
    arrival: (page) => expect(page.locator('header').getByRole('progressbar', { name: 'Loading' })).toBeVisible(),
    steps: [vehicleRows.release],
  },
  {
    name: 'a path under the dashboard that is no screen',
    role: 'admin',
    path: '/dashboard/no-such-screen',
    heading: 'Path not found',
  },
];

/**
 * A list added later (docs/adding-a-resource.md) needs no row above: its screen, then its add dialog,
 * as an admin (or, where only a superadmin may add, as one).
 */
const LATER: Screen[] = RESOURCE_DEFINITIONS.filter(
  (definition) => definition.hasList && !SCREENS.some((screen) => screen.path === `/dashboard/${definition.name}`),
).map((definition) => {
  const heading = definition.messages.en.name.split('||||').pop()!.trim();
  return {
    name: `${heading.toLowerCase()}, then the add dialog`,
    role: canAccess('admin', definition.api, 'create') ? 'admin' : 'superadmin',
    path: `/dashboard/${definition.name}`,
    heading,
    steps: [(page) => openDialog(page, /^Add /)],
  };
});

/** What axe-core finds on the page as shown, in a form that says where in a failure's message. */
async function violationsOn(page: Page) {
  await colorsAtRest(page);
  const { violations } = await new AxeBuilder({ page })
    // Also the experimental rule that a control's name holds its visible text (speech input).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return violations.map(({ id, impact, nodes }) => ({
    id,
    impact,
    nodes: nodes.map(({ target, html, failureSummary }) => ({ target: target.join(' '), html, failureSummary })),
  }));
}

/** axe-core on the page as shown in the light theme, then as shown in the dark one, in one visit. */
async function violationsInBothThemes(page: Page) {
  const light = await violationsOn(page);
  await turnTheme(page, 'dark');
  const dark = await violationsOn(page);
  await turnTheme(page, 'light');
  return { light, dark };
}

/** Opens the screen, signed in as its role if it has one; what it sets up holds only this screen's calls. */
async function openScreen(page: Page, screen: Screen) {
  if (screen.role && !screen.before) return signIn(page, screen.role, screen.path);
  if (screen.role) await signIn(page, screen.role);
  await screen.before?.(page);
  await page.goto(screen.path);
}

/** Its one h1 names the screen, and so does the browser tab. */
async function checkHeadingAndTitle(page: Page, screen: Screen) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
  await expect(page).toHaveTitle(`${screen.heading} · Fleet`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

/** Takes the screen's steps (or none) and, after each, expects its check to find nothing. */
async function afterEachStep(page: Page, screen: Screen, check: (page: Page) => Promise<unknown>, nothing: unknown) {
  const steps = screen.steps ?? [async () => undefined];
  for (const [index, step] of steps.entries()) {
    await step(page);
    expect.soft(await check(page), `axe-core after step ${index + 1} of ${steps.length}`).toEqual(nothing);
  }
}

const EVERY_SCREEN = [...SCREENS, ...LATER];

/*
 * Every screen is checked in both themes at each of its steps, in one visit: the system's theme is
 * turned and turned back. A screen that shows something only as it arrives (a toast, rows on the way)
 * or for a moment (a toast) is opened once in each theme instead.
 */
for (const screen of EVERY_SCREEN.filter((screen) => !oneThemeAVisit(screen))) {
  test(`${screen.name}: no axe violation in the light theme or the dark one, one h1 and its own title`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openScreen(page, screen);
    await checkHeadingAndTitle(page, screen);
    await afterEachStep(page, screen, violationsInBothThemes, { light: [], dark: [] });
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const screen of EVERY_SCREEN.filter(oneThemeAVisit)) {
      test(`${screen.name}: no axe violation, one h1 and its own title`, async ({ page }) => {
        await openScreen(page, screen);
        if (screen.arrival) {
          await screen.arrival(page);
          expect.soft(await violationsOn(page), 'axe-core as the screen arrives').toEqual([]);
        }
        await checkHeadingAndTitle(page, screen);
        await afterEachStep(page, screen, violationsOn, []);
      });
    }
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`on a phone, ${colorScheme} theme`, () => {
    test.use({ colorScheme, viewport: { width: 375, height: 812 } });
    test("the vehicles list, then the sidebar's drawer: no axe violation", async ({ page }) => {
      await signIn(page, 'admin', '/dashboard/vehicles');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicles');
      expect.soft(await violationsOn(page), 'axe-core on the list').toEqual([]);
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      const drawer = page.getByRole('dialog', { name: 'Sidebar' });
      await expect(drawer).toHaveCSS('transform', 'none');
      expect.soft(await violationsOn(page), 'axe-core with the drawer open').toEqual([]);
    });
    test("the issues list with the plate and status beneath each title, then an issue's page: no axe violation", async ({ page }) => {
      await signIn(page, 'admin');
      await criticalIssue(page);
      await page.goto('/dashboard/issues');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Issues');
      await expect(page.locator('td.column-title').first()).toBeVisible();
      expect.soft(await violationsOn(page), 'axe-core on the list').toEqual([]);
      await page.getByRole('link', { name: CHECKED_ISSUE }).first().click();
      await expect(page.getByTestId('issue-comment').first()).toBeVisible();
      expect.soft(await violationsOn(page), "axe-core on the issue's page").toEqual([]);
    });
    test('filling an inspection in on a phone, a defect held for its photo: no axe violation', async ({ page }) => {
      await signIn(page, 'user');
      await fillWithDefect(page);
      expect.soft(await violationsOn(page), 'axe-core on the fill screen').toEqual([]);
    });
    test("the documents list with its files among the row's buttons, then a document's attachments: no axe violation", async ({ page }) => {
      await signIn(page, 'admin', '/dashboard/documents');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents');
      await expect(page.locator('td.column-expires_on').first()).toBeVisible();
      expect.soft(await violationsOn(page), 'axe-core on the list').toEqual([]);
      await openDialog(page, /^Attachments of/);
      expect.soft(await violationsOn(page), 'axe-core with the attachments open').toEqual([]);
    });
  });
}

test.describe('keyboard and focus', () => {
  test('after signing in the focus is on the screen, where the next Tab starts, not on the page body', async ({ page }) => {
    await signInWithForm(page, 'admin');
    // The screen's content, named by its h1 for a screen reader.
    await expect(page.getByRole('region', { name: 'Branches' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
    await page.keyboard.press('Tab');
    // The first stop inside the screen (the branches' search box), not the sidebar's links.
    await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
  });

  test('a screen opened from the sidebar takes the focus too', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('link', { name: 'Vehicles' }).click();
    await expect(page).toHaveURL(/\/dashboard\/vehicles/);
    await expect(page.locator('#screen-content')).toBeFocused();
  });

  test('typing in a filter keeps the focus in it while the list follows', async ({ page }) => {
    await signIn(page, 'admin', '/dashboard/vehicles');
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.click();
    await page.keyboard.type('AA', { delay: 50 });
    // The filter is in the address now (the list asked for it): no new screen, so the focus stays.
    await expect(page).toHaveURL(/%22q%22%3A%22AA%22/);
    await page.keyboard.type(' 3', { delay: 50 });
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('AA 3');
  });

  test("a page loaded at /dashboard, redirected to the role's home, still starts at the top", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/branches$/);
    await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });

  test('the first Tab on a page the browser loads offers "Skip to content", which passes the sidebar', async ({ page }) => {
    await signIn(page, 'admin');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#screen-content')).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard\/branches$/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Search' })).toBeFocused();
    // Hidden again once it has done its work.
    await expect(skip).not.toBeInViewport();
  });
});

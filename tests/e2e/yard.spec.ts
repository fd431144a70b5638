import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { signIn, signInWithForm, toast } from './support/fleet';
import { jpegFrom } from './support/photos';
import { colorsAtRest, turnTheme } from './support/themes';
import { DEMO_PASSWORD } from './support/server-settings';
import { uniqueName } from './support/records';

/*
 * The yard app (docs/yard.md), in Chromium with its service worker: installable by Chromium's own check,
 * and a driver's morning with no signal. A user on a phone (375 × 812, touch) opens a vehicle by its QR
 * label's address, goes offline (the browser's own offline mode), inspects it with a photographed defect,
 * adds fuel and a meter reading, sees them wait, comes back online and finds each on the server exactly
 * once; the reading the server refuses stays with its reason until corrected.
 */
test.describe.configure({ timeout: 180_000 });
// A tap that cannot land fails in half a minute, not at the test's end.
test.use({ serviceWorkers: 'allow', actionTimeout: 30_000 });

const ITEMS = ['Lights and indicators', 'Tyres', 'Brakes hold'] as const;
const FAILED = 'Tyres';

async function usersBranch(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/branches?limit=1&sort=name');
  expect(answer.status()).toBe(200);
  return ((await answer.json()).data as { id: string }[])[0]!.id;
}

/** A minibus of this test's own in the user's branch, and a three-item check for the branch's buses. */
async function addVanAndForm(request: APIRequestContext, plate: string, branchId: string) {
  const van = await request.post('/api/vehicles', {
    data: {
      license_plate: plate,
      model: 'Ford Transit Minibus',
      mileage: 48_000,
      type: 'bus',
      last_legislation_control: '2026-05-01',
      legislation_control_interval: 24,
      last_service_date: '2026-05-01',
      mandatory_service_interval: 12,
      mandatory_service_interval_km: 30_000,
      notes: null,
      branches: [branchId],
    },
  });
  expect(van.status(), await van.text()).toBe(201);
  const vehicle = (await van.json()).data as { id: string; code: string };
  const formName = uniqueName('Yard check');
  const form = await request.post('/api/inspection-forms', {
    data: {
      name: formName,
      frequency: 'daily',
      vehicle_types: ['bus'],
      branch_ids: [branchId],
      active: true,
      sections: [
        {
          title: 'Walk around',
          items: ITEMS.map((label, i) => ({ id: `yard-${i}`, label, kind: 'pass_fail', critical: false, photo_on_fail: label === FAILED })),
        },
      ],
    },
  });
  expect(form.status(), await form.text()).toBe(201);
  return { vehicle, formName, formId: (await form.json()).data.id as string };
}

/** Until the service worker controls the page: from then on the page's reads and files go through it. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** What axe-core finds on the screen as shown, in the light theme and then the dark one, each once its colours are at rest. */
async function violationsInBothThemes(page: Page) {
  const found = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    if (colorScheme === 'dark') await turnTheme(page, 'dark');
    await colorsAtRest(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    found.push(...violations.map(({ id, nodes }) => `${colorScheme}: ${id} at ${nodes.map((node) => node.target.join(' ')).join(', ')}`));
  }
  await turnTheme(page, 'light');
  return found;
}

/** What the phone's yard copy holds (src/sw/yardCopy.ts): its vehicles' plates and its forms' names, or null. */
async function yardCopyOn(page: Page): Promise<{ plates: string[]; forms: string[] } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('fleet-yard-copy');
        opening.onerror = () => reject(opening.error);
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('copy')) return resolve(null);
          const read = db.transaction('copy').objectStore('copy').get('current');
          read.onsuccess = () => {
            const copy = read.result as { vehicles: { license_plate: string }[]; forms: { name: string }[] } | undefined;
            resolve(copy ? { plates: copy.vehicles.map((v) => v.license_plate), forms: copy.forms.map((f) => f.name) } : null);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

async function phoneContext(context: BrowserContext | undefined, make: () => Promise<BrowserContext>) {
  return context ?? make();
}

test('the app installs: its manifest and service worker pass Chromium’s own installability check', async ({ page }) => {
  await page.goto('/sign-in');
  await underServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Fleet', start_url: '/dashboard', display: 'standalone' });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  // Both themes' colours for the browser's bar.
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(1);
  // Offline, a reload still opens the app: the shell is the service worker's to serve.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.context().setOffline(false);
});

test('a label scanned by someone signed out opens its quick actions once they sign in; another company’s label reads as none', async ({
  browser,
}) => {
  const user = await browser.newContext();
  const page = await user.newPage();
  try {
    await signIn(page, 'user');
    const vehicles = (await (await page.request.get('/api/vehicles?limit=1&sort=license_plate')).json()).data as {
      code: string;
      license_plate: string;
    }[];
    const { code, license_plate: plate } = vehicles[0]!;
    await user.clearCookies();
    await page.evaluate(() => localStorage.clear());

    await page.goto(`/v/${code}`);
    await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(`/dashboard/v/${code}`)}`);
    await page.getByLabel('Username').fill('user');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`/dashboard/v/${code}`);
    await expect(page.getByRole('heading', { name: plate, level: 2 })).toBeVisible();

    // A code no vehicle of theirs carries: the same words as for no vehicle at all.
    await page.goto('/v/0000000000000000');
    await expect(page.getByText('No vehicle of yours carries this label.')).toBeVisible();
  } finally {
    await user.close();
  }
});

test('offline in the yard: an inspection with a photo, fuel and a reading wait on the phone, then reach the server once each; a refused one keeps its reason', async ({
  browser,
}) => {
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  const phone = await phoneContext(undefined, () =>
    browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, serviceWorkers: 'allow' }),
  );
  const page = await phone.newPage();
  try {
    await signIn(adminPage, 'admin');
    await signIn(page, 'user');
    const branchId = await usersBranch(page.request);
    const plate = uniqueName('YRD').toUpperCase().slice(0, 20);
    const { vehicle, formName, formId } = await addVanAndForm(adminPage.request, plate, branchId);
    expect(vehicle.code).toMatch(/^[0-9a-f]{16}$/);

    // The app is on the phone already: its service worker installed and in control.
    await underServiceWorker(page);

    // The label's address opens the bus's quick actions; what they open is read while there is signal.
    const formRead = page.waitForResponse((response) => response.url().endsWith(`/api/inspection-forms/${formId}`));
    await page.goto(`/v/${vehicle.code}`);
    await expect(page).toHaveURL(`/dashboard/v/${vehicle.code}`);
    await expect(page.getByRole('heading', { name: plate, level: 2 })).toBeVisible();
    for (const action of ['Inspect', 'Add fuel', 'Add a meter reading', 'Report an issue']) {
      await expect(page.getByRole('button', { name: action })).toBeVisible();
    }
    await formRead;
    expect(await violationsInBothThemes(page)).toEqual([]);

    // No signal.
    await phone.setOffline(true);

    // The morning check: one defect, photographed; the rest all OK.
    await page.getByRole('button', { name: 'Inspect' }).tap();
    // Another check for the branch's buses (the demo's, another test's) makes it a choice first.
    const choice = page.getByRole('dialog', { name: `Inspect ${plate}` });
    await expect(page.getByRole('heading', { name: formName, level: 2 }).or(choice)).toBeVisible();
    if (await choice.isVisible()) await choice.getByRole('button', { name: new RegExp(`^${formName}`) }).tap();
    await expect(page.getByRole('heading', { name: formName, level: 2 })).toBeVisible();
    const photo = await jpegFrom(page);
    const tyres = page.getByRole('group', { name: FAILED, exact: true });
    await tyres.getByRole('button', { name: 'Defect' }).tap();
    const chooser = page.waitForEvent('filechooser');
    await tyres.getByRole('button', { name: 'Take photo' }).tap();
    await (await chooser).setFiles({ name: 'IMG_0100.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(tyres.getByRole('img', { name: `Photo of ${FAILED}` })).toBeVisible();
    await page.getByRole('button', { name: 'All OK: Walk around' }).tap();
    await page.getByRole('button', { name: 'Send' }).tap();
    await expect(toast(page).filter({ hasText: 'Saved on this device' })).toBeVisible();
    await expect(page).toHaveURL(`/dashboard/v/${vehicle.code}`);

    // Fuel, then a reading the server will refuse: below the 48,000 km the bus has run.
    await page.getByRole('button', { name: 'Add fuel' }).tap();
    const fuel = page.getByRole('dialog', { name: 'Add a fuel entry' });
    // At the vehicle the day is today's already: the odometer, the litres and what they cost.
    await fuel.getByRole('textbox', { name: 'Odometer' }).fill('48050');
    await fuel.getByRole('textbox', { name: 'Quantity' }).fill('42.5');
    await fuel.getByRole('textbox', { name: 'Cost' }).fill('71.40');
    await fuel.getByRole('button', { name: 'Save' }).tap();
    await expect(fuel).toBeHidden();
    await page.getByRole('button', { name: 'Add a meter reading' }).tap();
    const reading = page.getByRole('dialog', { name: 'Add a meter reading' });
    await reading.getByRole('textbox', { name: 'Km' }).fill('1000');
    await reading.getByRole('button', { name: 'Save' }).tap();
    await expect(reading).toBeHidden();

    // Three wait, counted in the app bar and listed in order.
    const waiting = page.getByRole('link', { name: '3 waiting to be sent' });
    await expect(waiting).toBeVisible();
    await waiting.tap();
    await expect(page.getByRole('heading', { name: 'Unsent', level: 1 })).toBeVisible();
    const cards = page.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText(`Inspection · ${plate}`);
    await expect(cards.nth(0)).toContainText('1 photo');
    await expect(cards.nth(1)).toContainText(`Fuel entry · ${plate}`);
    await expect(cards.nth(2)).toContainText(`Meter reading · ${plate}`);
    // Nothing reached the server.
    const count = async (path: string) => ((await (await adminPage.request.get(path)).json()) as { totalCount: number }).totalCount;
    expect(await count(`/api/inspections?vehicleId=${vehicle.id}`)).toBe(0);

    // Signal again: sent by themselves, in order; the reading refused with the server's reason.
    await phone.setOffline(false);
    await expect(cards).toHaveCount(1, { timeout: 30_000 });
    await expect(cards.first()).toContainText('Refused');
    await expect(cards.first().getByRole('alert')).not.toBeEmpty();
    expect(await violationsInBothThemes(page)).toEqual([]);
    expect(await count(`/api/inspections?vehicleId=${vehicle.id}`)).toBe(1);
    expect(await count(`/api/fuel-entries?vehicleId=${vehicle.id}`)).toBe(1);
    const inspections = (await (await adminPage.request.get(`/api/inspections?vehicleId=${vehicle.id}`)).json()).data as { id: string }[];
    const inspection = (await (await adminPage.request.get(`/api/inspections/${inspections[0]!.id}`)).json()).data;
    expect(inspection).toMatchObject({ failed_count: 1, item_count: 3 });
    expect(inspection.photos).toEqual([expect.objectContaining({ item_id: 'yard-1', mime_type: 'image/jpeg' })]);

    // Corrected, the reading goes too; once, and nothing else twice.
    await cards.first().getByRole('button', { name: 'Correct' }).tap();
    const correct = page.getByRole('dialog', { name: new RegExp(`^Correct: Meter reading ${plate}`) });
    await correct.getByRole('textbox', { name: 'Odometer' }).fill('48100');
    await correct.getByRole('button', { name: 'Send again' }).tap();
    await expect(page.getByText('Nothing is waiting')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: /waiting to be sent/ })).toBeHidden();
    const readings = (await (await adminPage.request.get(`/api/meter-readings?vehicleId=${vehicle.id}&limit=100`)).json()).data as {
      km: number;
      source: string;
    }[];
    expect(readings.filter((read) => read.km === 48_100)).toHaveLength(1);
    expect(readings.filter((read) => read.km === 1000)).toHaveLength(0);
    expect(await count(`/api/inspections?vehicleId=${vehicle.id}`)).toBe(1);
    expect(await count(`/api/fuel-entries?vehicleId=${vehicle.id}`)).toBe(1);

    // An issue reported with no signal waits as well, the label's address opening offline; signing out
    // asks what becomes of it, and staying signed in, it goes once the signal is back.
    await phone.setOffline(true);
    await page.goto(`/v/${vehicle.code}`);
    await page.getByRole('button', { name: 'Report an issue' }).tap();
    const report = page.getByRole('dialog', { name: 'Report an issue' });
    await report.getByRole('textbox', { name: 'Title' }).fill('Wing mirror cracked');
    await report.getByRole('button', { name: 'Save' }).tap();
    await expect(report).toBeHidden();
    await expect(page.getByRole('link', { name: '1 waiting to be sent' })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle sidebar' }).tap();
    await page.getByRole('button', { name: 'Sign out' }).tap();
    const ask = page.getByRole('dialog', { name: 'Records wait on this device' });
    await expect(ask).toContainText('1 record you made has not reached Fleet yet.');
    await ask.getByRole('button', { name: 'Cancel' }).tap();
    await expect(ask).toBeHidden();
    // The phone's drawer with Sign out in it closes as a drawer does.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
    await phone.setOffline(false);
    await expect(page.getByRole('link', { name: /waiting to be sent/ })).toBeHidden({ timeout: 30_000 });
    const issues = (await (await adminPage.request.get(`/api/issues?vehicleId=${vehicle.id}&limit=100`)).json()).data as {
      title: string;
    }[];
    expect(issues.filter((issue) => issue.title === 'Wing mirror cracked')).toHaveLength(1);

    // One made by mistake is discarded before it ever goes: asked first, then gone, and never sent.
    await phone.setOffline(true);
    await page.getByRole('button', { name: 'Add a meter reading' }).tap();
    const mistake = page.getByRole('dialog', { name: 'Add a meter reading' });
    await mistake.getByRole('textbox', { name: 'Km' }).fill('48777');
    await mistake.getByRole('button', { name: 'Save' }).tap();
    await expect(mistake).toBeHidden();
    await page.getByRole('link', { name: '1 waiting to be sent' }).tap();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`Meter reading · ${plate}`);
    await cards.first().getByRole('button', { name: 'Discard' }).tap();
    await page.getByRole('dialog', { name: 'Discard this record?' }).getByRole('button', { name: 'Discard' }).tap();
    await expect(page.getByText('Nothing is waiting')).toBeVisible();
    await phone.setOffline(false);
    await expect(page.getByRole('link', { name: /waiting to be sent/ })).toBeHidden();
    const after = (await (await adminPage.request.get(`/api/meter-readings?vehicleId=${vehicle.id}&limit=100`)).json()).data as {
      km: number;
    }[];
    expect(after.filter((read) => read.km === 48_777)).toHaveLength(0);
  } finally {
    await phone.close();
    await admin.close();
  }
});

test('a label of a vehicle never opened on the phone opens offline from the yard copy, is inspected and sent; signing out forgets the copy', async ({
  browser,
}) => {
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'allow',
  });
  const page = await phone.newPage();
  try {
    await signIn(adminPage, 'admin');
    // The driver's branch, read at a desk: the phone must not have signed in yet.
    const desk = await browser.newContext();
    const deskPage = await desk.newPage();
    await signIn(deskPage, 'user');
    const branchId = await usersBranch(deskPage.request);
    await desk.close();
    // The bus and its check are made before the driver signs in on the phone, and never opened there.
    const plate = uniqueName('NEW').toUpperCase().slice(0, 20);
    const { vehicle, formName } = await addVanAndForm(adminPage.request, plate, branchId);

    // Signing in on the phone, with the app's service worker in control, keeps the copy.
    await signInWithForm(page, 'user');
    await underServiceWorker(page);
    await expect
      .poll(async () => yardCopyOn(page), { timeout: 60_000 })
      .toEqual({ plates: expect.arrayContaining([plate]), forms: expect.arrayContaining([formName]) });

    // No signal, and the label scanned for the first time on this phone.
    await phone.setOffline(true);
    const byCode = page.waitForResponse((response) => response.url().endsWith(`/api/vehicle-codes/${vehicle.code}`));
    await page.goto(`/v/${vehicle.code}`);
    await expect(page.getByRole('heading', { name: plate, level: 2 })).toBeVisible();
    // Answered by the copy: nothing was ever kept for this address.
    expect((await byCode).headers()['x-fleet-answered-by']).toBe('yard-copy');

    await page.getByRole('button', { name: 'Inspect' }).tap();
    const choice = page.getByRole('dialog', { name: `Inspect ${plate}` });
    await expect(page.getByRole('heading', { name: formName, level: 2 }).or(choice)).toBeVisible();
    if (await choice.isVisible()) await choice.getByRole('button', { name: new RegExp(`^${formName}`) }).tap();
    await expect(page.getByRole('heading', { name: formName, level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'All OK: Walk around' }).tap();
    await page.getByRole('button', { name: 'Send' }).tap();
    await expect(toast(page).filter({ hasText: 'Saved on this device' })).toBeVisible();
    await expect(page.getByRole('link', { name: '1 waiting to be sent' })).toBeVisible();

    // Signal again: it goes, once.
    await phone.setOffline(false);
    await expect(page.getByRole('link', { name: /waiting to be sent/ })).toBeHidden({ timeout: 30_000 });
    const inspections = (await (await adminPage.request.get(`/api/inspections?vehicleId=${vehicle.id}`)).json()) as {
      totalCount: number;
      data: { failed_count: number; item_count: number }[];
    };
    expect(inspections.totalCount).toBe(1);
    expect(inspections.data[0]).toMatchObject({ failed_count: 0, item_count: ITEMS.length });

    // Signing out leaves nothing of the driver's reads on the shared phone.
    await page.getByRole('button', { name: 'Toggle sidebar' }).tap();
    await page.getByRole('button', { name: 'Sign out' }).tap();
    await expect(page).toHaveURL(/\/sign-in/);
    expect(await yardCopyOn(page)).toBeNull();
    expect(await page.evaluate(() => caches.has('fleet-yard-reads'))).toBe(false);
  } finally {
    await phone.close();
    await admin.close();
  }
});

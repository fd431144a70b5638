import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { signIn, toast } from './support/fleet';
import { jpegFrom } from './support/photos';
import { rowOf, uniqueName } from './support/records';

/*
 * An inspection from the yard to the office (docs/inspections.md; docs/screens.md, Fill an inspection),
 * in a real browser against the real server. The admin makes a twelve-item form through the API; a user
 * on a phone (375 × 812, touch) opens a vehicle, inspects it with one critical item failed and
 * photographed (a real JPEG), passes the rest a section at a time, and sends it; the admin then reads
 * it back with its photo, its issue and the vehicle out of service. The taps are counted: what docs/screens.md promises is held here.
 */
test.describe.configure({ timeout: 120_000 });

const ITEMS = [
  ['Outside', ['Lights and indicators', 'Mirrors', 'Windscreen and wipers', 'Tyres: no cuts or bulges', 'Wheel nuts', 'Body and doors']],
  ['Cab', ['Brakes hold', 'Horn', 'Seat belts', 'Dashboard warning lights', 'Fire extinguisher', 'First aid kit']],
] as const;
const FAILED = 'Brakes hold';

/** The user's first branch, as the user sees it: the vehicle goes there, so that the user sees it too. */
async function usersBranch(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/branches?limit=1&sort=name');
  expect(answer.status()).toBe(200);
  return ((await answer.json()).data as { id: string }[])[0]!.id;
}

/** A car of this test's own, in that branch, made by the admin. */
async function addCar(request: APIRequestContext, plate: string, branchId: string): Promise<string> {
  const answer = await request.post('/api/vehicles', {
    data: {
      license_plate: plate,
      model: 'Škoda Octavia',
      mileage: 48_000,
      type: 'car',
      last_legislation_control: '2026-05-01',
      legislation_control_interval: 24,
      last_service_date: '2026-05-01',
      mandatory_service_interval: 12,
      mandatory_service_interval_km: 30_000,
      notes: null,
      branches: [branchId],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).data.id as string;
}

/** The twelve-item daily check for the cars of that branch, the brakes critical with a photo on a defect. */
async function addForm(request: APIRequestContext, name: string, branchId: string): Promise<string> {
  const answer = await request.post('/api/inspection-forms', {
    data: {
      name,
      frequency: 'daily',
      vehicle_types: ['car'],
      branch_ids: [branchId],
      active: true,
      sections: ITEMS.map(([title, labels], s) => ({
        title,
        items: labels.map((label, i) => ({
          id: `e2e-${s}-${i}`,
          label,
          kind: 'pass_fail',
          critical: label === FAILED,
          photo_on_fail: label === FAILED,
        })),
      })),
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).data.id as string;
}

test('a user inspects a vehicle on a phone, one critical defect photographed; the admin reads it back, its issue raised and the vehicle out of service', async ({
  browser,
}) => {
  const admin = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const adminPage = await admin.newPage();
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  try {
    await signIn(page, 'user');
    await signIn(adminPage, 'admin');
    const branchId = await usersBranch(page.request);
    const plate = uniqueName('INS').toUpperCase().slice(0, 20);
    const vehicleId = await addCar(adminPage.request, plate, branchId);
    const formName = uniqueName('Daily check');
    await addForm(adminPage.request, formName, branchId);

    // The user finds the car and opens it: the taps counted start on its page.
    await page.goto('/dashboard/vehicles');
    await page.getByPlaceholder('Search', { exact: true }).fill(plate);
    // A driver's row on a phone holds Inspect beside Details, and still fits without scrolling sideways.
    await expect(rowOf(page, plate).getByRole('button', { name: 'Inspect' })).toBeVisible();
    expect(await page.locator('.RaDataTable-tableWrapper').evaluate((table) => table.scrollWidth <= table.clientWidth)).toBe(true);
    // A tap while the searched list is still settling can be lost (a CI run's was): the opening is not counted, so tap again.
    await expect(async () => {
      await rowOf(page, plate).getByRole('link', { name: 'Details' }).tap();
      await expect(page).toHaveURL(new RegExp(`/vehicles/${vehicleId}/details$`), { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Škoda Octavia', level: 2 })).toBeVisible();

    let taps = 0;
    const tap = async (target: Locator) => {
      await target.tap();
      taps += 1;
    };
    // The only form that applies opens at once: no choice to make. Another test's daily check for the same
    // branch's cars makes it a choice, which costs the one tap more that docs/screens.md says.
    await tap(page.getByRole('button', { name: 'Inspect' }));
    const choice = page.getByRole('dialog', { name: `Inspect ${plate}` });
    await expect(page.getByRole('heading', { name: formName, level: 2 }).or(choice)).toBeVisible();
    const chose = await choice.isVisible();
    if (chose) await tap(choice.getByRole('button', { name: new RegExp(`^${formName}`) }));
    await expect(page).toHaveURL(/\/dashboard\/inspections\/create\?vehicleId=/);
    await expect(page.getByRole('heading', { name: formName, level: 2 })).toBeVisible();
    await expect(page.getByText('0 of 12 answered')).toBeVisible();
    const tapsToOpen = taps;

    // The brakes first: Defect and its photo; then each section's "All OK", which leaves that defect one.
    const photo = await jpegFrom(page);
    const brakes = page.getByRole('group', { name: FAILED, exact: true });
    await tap(brakes.getByRole('button', { name: 'Defect' }));
    const chooser = page.waitForEvent('filechooser');
    await tap(brakes.getByRole('button', { name: 'Take photo' }));
    // The shutter and its confirmation are the camera's own taps.
    await (await chooser).setFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(brakes.getByRole('img', { name: `Photo of ${FAILED}` })).toBeVisible();
    const tapsForDefect = taps - tapsToOpen;
    for (const [section] of ITEMS) {
      const allOk = page.getByRole('region', { name: section }).getByRole('button', { name: `All OK: ${section}` });
      await tap(allOk);
      await expect(allOk).toBeDisabled();
    }
    await expect(brakes.getByRole('button', { name: 'Defect' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Horn', exact: true }).getByRole('button', { name: 'OK' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('12 of 12 answered')).toBeVisible();
    // Send stays at the foot of the screen, in a thumb's reach, whatever was scrolled.
    const send = page.getByRole('button', { name: 'Send' });
    const box = (await send.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(812 - 100);
    await tap(send);

    // One tap to open the form, "All OK" per section and Send: 4 when every item passes, within the 12 asked
    // for; the failed item with its photo 2 more (Defect, Take photo), within the 4 asked for (docs/screens.md).
    expect(tapsToOpen).toBe(chose ? 2 : 1);
    expect(tapsForDefect).toBe(2);
    expect(taps - tapsForDefect).toBe(tapsToOpen + ITEMS.length + 1);
    expect(taps - tapsForDefect - (chose ? 1 : 0)).toBeLessThanOrEqual(12);
    await expect(toast(page).filter({ hasText: '1 defect reported' })).toBeVisible({ timeout: 20_000 });
    await expect(toast(page)).toContainText(`${plate} is out of service until its critical defect is resolved.`);
    await expect(page).toHaveURL(/\/dashboard\/inspections\/[0-9a-f-]+\/show$/, { timeout: 20_000 });
    const inspectionId = /inspections\/([0-9a-f-]+)\/show/.exec(page.url())![1]!;

    // The admin reads it back: the failed item with its photo, the issue it raised, the vehicle out of service.
    await adminPage.goto(`/dashboard/inspections/${inspectionId}/show`);
    await expect(adminPage.getByRole('heading', { name: formName, level: 2 })).toBeVisible();
    await expect(adminPage.getByText('1 of 12 items with a defect')).toBeVisible();
    await expect(adminPage.getByText('A critical item has a defect: the vehicle is out of service until it is resolved.')).toBeVisible();
    const failed = adminPage.getByRole('listitem').filter({ hasText: FAILED });
    await expect(failed.getByText('Defect', { exact: true })).toBeVisible();
    const thumbnail = failed.getByRole('button', { name: `Open the photo of ${FAILED} full size` });
    await expect(thumbnail.locator('img')).toHaveJSProperty('complete', true);
    expect(await thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await thumbnail.click();
    const whole = adminPage.getByRole('dialog', { name: `Photo of ${FAILED}` }).getByRole('img', { name: `Photo of ${FAILED}` });
    await expect(whole).toBeVisible();
    // Scaled in the phone's browser before it was sent: at most 1600 px on a side, here the 800 × 600 it was.
    expect(await whole.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([800, 600]);
    await adminPage.getByRole('button', { name: 'Close the photo' }).click();

    const stored = (await (await adminPage.request.get(`/api/inspections/${inspectionId}`)).json()).data;
    expect(stored).toMatchObject({ failed_count: 1, critical_failed: true, item_count: 12, inspector_name: expect.any(String) });
    expect(stored.issue_ids).toHaveLength(1);
    expect(stored.photos).toEqual([expect.objectContaining({ item_id: 'e2e-1-0', mime_type: 'image/jpeg' })]);
    // The issue it raised, named by the failed item, at the item and among the issues raised.
    const issues = (await (await adminPage.request.get(`/api/issues?inspectionId=${inspectionId}`)).json()).data;
    expect(issues).toEqual([expect.objectContaining({ id: stored.issue_ids[0], title: FAILED, priority: 'critical', status: 'open' })]);
    // Its photo is the one the phone sent with the item.
    expect(issues[0].photo_id).toBe(stored.photos[0].id);
    const issueLinks = adminPage.getByRole('link', { name: `Issue: ${FAILED}` });
    await expect(issueLinks).toHaveCount(2);
    await expect(issueLinks.first()).toHaveAttribute('href', `/dashboard/issues/${issues[0].id}/show`);
    const vehicle = (await (await adminPage.request.get(`/api/vehicles/${vehicleId}`)).json()).data;
    expect(vehicle).toMatchObject({ in_service: false, open_issues: 1 });
  } finally {
    await phone.close();
    await admin.close();
  }
});

import { expect, test } from '@playwright/test';
import { canOpenScreen, readsHistory } from '../../contract/permissions';
import { ROLES, type Role } from '../../contract/roles';
import { RESOURCE_DEFINITIONS } from '../../src/resourceDefinitions';
import { HOMES, sidebar, signIn, toast } from './support/fleet';

/**
 * The route table of docs/screens.md, Routes and access: the sidebar entries each role may see, after
 * the overview that all have, written out for the screens up to documents.
 */
const WRITTEN: Record<Role, string[]> = {
  superadmin: [
    'Overview',
    'Companies',
    'Branches',
    'Vehicles',
    'Employees',
    'Mandatory maintenance',
    'General maintenance',
    'Fuel',
    'Documents',
  ],
  admin: ['Overview', 'Branches', 'Vehicles', 'Employees', 'Mandatory maintenance', 'General maintenance', 'Fuel', 'Documents'],
  moderator: ['Overview', 'Vehicles', 'Employees', 'Mandatory maintenance', 'General maintenance', 'Fuel', 'Documents'],
  user: ['Overview', 'Vehicles', 'Mandatory maintenance', 'General maintenance', 'Fuel', 'Documents'],
};

/** A screen's entry: its name in the plural, in English. */
const entryOf = (definition: (typeof RESOURCE_DEFINITIONS)[number]) => definition.messages.en.name.split('||||').pop()!.trim();
/**
 * A screen added later (docs/adding-a-resource.md) shows at its place in the sidebar to the roles that
 * may open it (contract/permissions.ts; its own API test writes out what each role may do).
 */
const LATER = RESOURCE_DEFINITIONS.filter((definition) => definition.hasList && !WRITTEN.superadmin.includes(entryOf(definition)));
const ENTRIES = Object.fromEntries(
  ROLES.map((role) => [
    role,
    [
      'Overview',
      ...RESOURCE_DEFINITIONS.filter((definition) => definition.hasList)
        .filter((definition) =>
          LATER.includes(definition) ? canOpenScreen(role, definition.api) : WRITTEN[role].includes(entryOf(definition)),
        )
        .map(entryOf),
      // The company's history (docs/history.md), after the resources, for those who read it.
      ...(readsHistory(role) ? ['History'] : []),
    ],
  ]),
) as Record<Role, string[]>;

test.describe('access guard', () => {
  test('the entries written out keep their order among the screens of the definitions', () => {
    for (const role of ROLES)
      expect(
        ENTRIES[role].filter((entry) => WRITTEN[role].includes(entry)),
        role,
      ).toEqual(WRITTEN[role]);
  });

  for (const role of ROLES) {
    test(`the sidebar shows ${role} only the screens it may open`, async ({ page }) => {
      await signIn(page, role);
      await expect(sidebar(page).getByRole('navigation').getByRole('link')).toHaveText(ENTRIES[role]);
    });

    test(`/dashboard sends ${role} home`, async ({ page }) => {
      await signIn(page, role);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(HOMES[role]);
    });
  }

  const forbidden: [Role, string][] = [
    ['user', '/dashboard/companies'],
    ['user', '/dashboard/employee'],
    ['moderator', '/dashboard/branches'],
    ['admin', '/dashboard/companies'],
  ];
  for (const [role, path] of forbidden) {
    test(`${role} opening ${path} is told it has no access and lands home`, async ({ page }) => {
      await signIn(page, role);
      // The guard decides before the screen asks for anything: no call is refused on the way.
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403) refused.push(response.url());
      });
      // Every toast the page shows on the way, as the page sees it.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { seenToasts: string[] }).seenToasts = seen;
        new MutationObserver(() =>
          document.querySelectorAll('.MuiSnackbar-root').forEach((node) => {
            const text = node.textContent ?? '';
            if (text && !seen.includes(text)) seen.push(text);
          }),
        ).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto(path);
      await expect(page).toHaveURL(HOMES[role]);
      await expect(toast(page)).toContainText('You do not have access to view that page');
      await expect(toast(page)).toContainText('Please ask for permissions on your organization');
      expect(refused).toEqual([]);
      // Only the spec's toast, never a refused call's "You do not have permission…" first.
      const seen = await page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((text) => !text.includes('You do not have access to view that page'))).toEqual([]);
    });
  }

  test('every screen of the route table opens for a superadmin', async ({ page }) => {
    await signIn(page, 'superadmin');
    for (const entry of ENTRIES.superadmin) {
      await sidebar(page).getByRole('link', { name: entry }).click();
      await expect(page.locator('#react-admin-title')).toContainText(entry);
    }
  });

  test('the employees of one branch open at /dashboard/employee/:branchId', async ({ page }) => {
    await signIn(page, 'admin');
    const branches = (await (await page.request.get('/api/branches?limit=100')).json()).data as { id: string; name: string }[];
    const tirane = branches.find((branch) => branch.name === 'Tiranë')!;
    const request = page.waitForRequest((candidate) => candidate.url().includes('/api/employees?'));
    await page.goto(`/dashboard/employee/${tirane.id}`);
    expect(new URL((await request).url()).searchParams.get('branchId')).toBe(tirane.id);
    await expect(page.locator('td.column-username', { hasText: /^moderator$/ })).toBeVisible();
  });

  test('any other path shows "Path not found", inside and outside the dashboard', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Path not found')).toBeVisible();
    await signIn(page, 'admin', '/dashboard/no-such-screen');
    // The app bar names the screen (its h1), and the screen says it.
    await expect(page.getByRole('heading', { name: 'Path not found', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Path not found', level: 2 })).toBeVisible();
  });
});

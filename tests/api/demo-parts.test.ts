import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../server/demo/seed';
import { Client, signIn } from './support/client';
import { startTestApp, type TestApp, middayUtc } from './support/test-app';

/**
 * The demo's parts (server/demo/parts.ts) read through the API as a fleet manager would: each company's
 * catalogue in its own words with its vendors, shelves in its branches, some to reorder, and the
 * opening stock in the log by the company's admin. The moderator of Tiranë sees Tiranë's shelves alone.
 */
const TODAY = '2026-06-15';

let t: TestApp;
let admin: Client;
let moderator: Client;
let katrin: Client;

beforeAll(async () => {
  t = await startTestApp({ now: () => middayUtc(TODAY) });
  await seedDemoData(t.db, new Date(`${TODAY}T08:00:00Z`));
  admin = await signIn(t.app, 'admin', DEMO_PASSWORD);
  moderator = await signIn(t.app, 'moderator', DEMO_PASSWORD);
  katrin = await signIn(t.app, 'katrin.becker', DEMO_PASSWORD);
});
afterAll(() => t.close());

interface Part {
  id: string;
  number: string;
  name: string;
  on_hand: number;
  below_reorder: boolean;
  preferred_vendor_name: string | null;
}
const parts = async (client: Client, query = '') => (await client.get(`/api/parts?limit=100${query}`)).body.data as Part[];

describe('the demo’s parts', () => {
  it('gives each company its catalogue in its own words, with its vendors', async () => {
    const albanian = await parts(admin);
    const german = await parts(katrin);
    expect(albanian).toHaveLength(6);
    expect(german).toHaveLength(5);
    expect(albanian.find((part) => part.number === 'FRE-PLL-P')).toMatchObject({
      name: 'Pllaka frenash, përpara (Sprinter)',
      preferred_vendor_name: 'Autoservis Kastrati',
    });
    expect(german.find((part) => part.number === 'REI-315-70')).toMatchObject({ preferred_vendor_name: 'Reifen Wagner' });
  });

  it('keeps them on the branches’ shelves, some below their reorder level, the opening stock logged by the admin', async () => {
    const oil = (await parts(admin)).find((part) => part.number === 'VAJ-5W30-5L')!;
    expect(oil).toMatchObject({ on_hand: 27, below_reorder: true });
    const stock = (await admin.get(`/api/parts/${oil.id}/stock`)).body.data as Array<{
      branch: { name: string };
      on_hand: number;
      below_reorder: boolean;
    }>;
    expect(stock.map((row) => [row.branch.name, row.on_hand, row.below_reorder])).toEqual([
      ['Durrës', 12, false],
      ['Shkodër', 4, true],
      ['Tiranë', 9, false],
      ['Vlorë', 2, true],
    ]);
    const log = (await admin.get(`/api/parts/${oil.id}/adjustments`)).body as {
      totalCount: number;
      data: Array<{ kind: string; reason: string; employee_name: string }>;
    };
    expect(log.totalCount).toBe(4);
    expect(log.data.every((change) => change.kind === 'received' && change.reason === 'Opening stock' && change.employee_name)).toBe(true);
    expect((await parts(admin, '&belowReorder=true')).map((part) => part.number)).toContain('VAJ-5W30-5L');
  });

  it('shows the moderator of Tiranë Tiranë’s shelves alone', async () => {
    const oil = (await parts(moderator)).find((part) => part.number === 'VAJ-5W30-5L')!;
    expect(oil).toMatchObject({ on_hand: 9, below_reorder: false });
    const stock = (await moderator.get(`/api/parts/${oil.id}/stock`)).body.data as Array<{ branch: { name: string } }>;
    expect(stock.map((row) => row.branch.name)).toEqual(['Tiranë']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../server/demo/seed';
import { Client, signIn } from './support/client';
import { startTestApp, type TestApp, middayUtc } from './support/test-app';

/**
 * The demo's yard (server/demo/inspections.ts) read through the API as a fleet manager would: each
 * company's daily check in its own language, its buses and trucks inspected on the working days of
 * the last two weeks, failed items that raised issues, and one vehicle out of service.
 */
const TODAY = '2026-06-15';

let t: TestApp;
let admin: Client;
let katrin: Client;

beforeAll(async () => {
  t = await startTestApp({ now: () => middayUtc(TODAY) });
  await seedDemoData(t.db, new Date(`${TODAY}T08:00:00Z`));
  admin = await signIn(t.app, 'admin', DEMO_PASSWORD);
  katrin = await signIn(t.app, 'katrin.becker', DEMO_PASSWORD);
});
afterAll(() => t.close());

interface Row {
  [field: string]: unknown;
}
const list = async (client: Client, path: string) => (await client.get(path)).body as { data: Row[]; totalCount: number };

describe('the demo’s yard', () => {
  it('gives each company its daily check in its own language, for buses and trucks', async () => {
    const albanian = await list(admin, '/api/inspection-forms');
    const german = await list(katrin, '/api/inspection-forms');
    expect(albanian.data.map((form) => form.name)).toEqual(['Kontrolli ditor i automjetit']);
    expect(german.data.map((form) => form.name)).toEqual(['Tägliche Abfahrtskontrolle']);
    for (const form of [...albanian.data, ...german.data]) {
      expect(form).toMatchObject({ frequency: 'daily', vehicle_types: ['bus', 'truck'], item_count: 12, active: true });
    }
  });

  it('inspected every active bus and truck on the working days before today, none on a Sunday and none today', async () => {
    const { rows } = await t.pool.query<{ day: string; weekday: number; count: number }>(
      `select (i.inspected_at at time zone c.time_zone)::date::text as day, extract(isodow from (i.inspected_at at time zone c.time_zone))::int as weekday, count(*)::int
         from inspections i join companies c on c.id = i.company_id group by 1, 2 order by 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(11);
    expect(rows.every((row) => row.weekday !== 7 && row.day < TODAY)).toBe(true);
    const { rows: missing } = await t.pool.query(
      `select v.license_plate from vehicles v where v.is_active and v.type <> 'car'
          and not exists (select 1 from inspections i where i.vehicle_id = v.id)`,
    );
    expect(missing).toEqual([]);
  });

  it('raised an issue for each failed item, and one vehicle per company is out of service with its critical one', async () => {
    for (const client of [admin, katrin]) {
      const failed = await list(client, '/api/inspections?failed=true&limit=100');
      expect(failed.totalCount).toBeGreaterThan(0);
      const critical = await list(client, '/api/issues?priority=critical&status=open_any');
      expect(critical.totalCount).toBe(1);
      const out = await list(client, '/api/vehicles?inService=false');
      expect(out.data.map((vehicle) => vehicle.id)).toEqual([critical.data[0]!.vehicle_id]);
      expect(out.data[0]).toMatchObject({ in_service: false, open_issues: expect.any(Number) });
      const reported = await list(client, '/api/issues?status=open_any&limit=100');
      expect(reported.data.some((issue) => issue.source === 'reported' && issue.comment_count === 1)).toBe(true);
    }
  });

  it('reads a failed inspection back with its items as the form had them', async () => {
    const failed = await list(admin, '/api/inspections?failed=true&limit=1');
    const inspection = (await admin.get(`/api/inspections/${failed.data[0]!.id as string}`)).body.data as {
      results: Array<{ passed: boolean; label: string; note: string | null }>;
      issue_ids: string[];
    };
    expect(inspection.results).toHaveLength(12);
    const fails = inspection.results.filter((item) => !item.passed);
    expect(fails).toHaveLength(1);
    expect(fails[0]!.note).toBeTruthy();
    expect(inspection.issue_ids).toHaveLength(1);
  });
});

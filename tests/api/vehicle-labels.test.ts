import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { MAX_LABELS } from '../../contract/schemas/vehicle-labels';
import { buildApp } from '../../server/app';
import { vehicles } from '../../server/db/schema';
import { winAnsiText } from '../../server/labels/win-ansi';
import { Client, signIn, type Answer } from './support/client';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, PASSWORD } from './support/fixtures';
import { qrCodesOf, readPdf } from './support/pdf-labels';
import { middayUtc, TEST_JWT_SECRET } from './support/test-app';
import { worldTest } from './support/world';

/*
 * GET /api/vehicles/labels.pdf (docs/api.md, Vehicle labels): a sheet of QR labels, read back by a
 * PDF reader for its pages and text, and printed to pixels for its codes to be read as a phone would.
 */

const { t, world, as } = await worldTest({ now: () => middayUtc('2026-06-15') });

const MM = 72 / 25.4;
/** The sheets as docs/api.md gives them: 2 × 6 labels on A4, 2 × 5 on US Letter, 10 mm from the edges. */
const GRIDS = {
  a4: { columns: 2, rows: 6, margin: 10 * MM, width: 595.28, height: 841.89 },
  letter: { columns: 2, rows: 5, margin: 10 * MM, width: 612, height: 792 },
};

/** Albanian and German letters WinAnsi holds, and a company of its own for the sheet. */
const COMPANY = `Shkodër & Söhne Straße ${randomUUID().slice(0, 4)}`;
const company = await makeCompany(t.db, COMPANY);
const depot = await makeBranch(t.db, company.id, 'Depo Durrës');
const admin = await signIn(t.app, (await makeEmployee(t.db, { role: 'admin', companyId: company.id })).username, PASSWORD);

/** Models that do not print as they are: one the standard font cannot show whole, one too long for its two lines. */
const MODELS: Record<number, string> = { 3: 'Kőbánya Çelik 🚚 Van', 5: `Mercedes-Benz Sprinter ${'Kastenwagen '.repeat(9)}` };

/** 14 vehicles: two pages on either paper. */
const fleet = await Promise.all(
  Array.from({ length: 14 }, (_, index) =>
    makeVehicle(t.db, company.id, [depot.id], {
      licensePlate: `AA ${String(100 + index)} FT`,
      model: MODELS[index] ?? `Iveco Daily ${index}`,
    }),
  ),
);
const idsOf = (rows: ReadonlyArray<{ id: string }>) => rows.map((row) => row.id).join(',');

/** Each vehicle's label code, as the API answers it. */
async function codesOf(client: Client, ids: string[]): Promise<Map<string, string>> {
  const answer = await client.get(`/api/vehicles?ids=${ids.join(',')}&limit=100`);
  expect(answer.status).toBe(200);
  return new Map(answer.body.data.map((row: { id: string; code: string }) => [row.id, row.code]));
}

function expectPdf(answer: Answer) {
  expect(answer.status, answer.raw.toString('utf8').slice(0, 300)).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  expect(answer.headers['content-disposition']).toBe('attachment; filename="vehicle-labels.pdf"');
  expect(answer.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

function expectFailure(answer: Answer, status: number, message: string, field?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.message).toBe(message);
  if (field) expect(answer.body.errors).toContainEqual({ field, message });
}

describe('a sheet of labels', () => {
  it('on A4 (the default): two pages of A4, every plate, model and company on them, one QR code per vehicle, of the address it was asked at', async () => {
    const answer = await admin.send('GET', `/api/vehicles/labels.pdf?ids=${idsOf(fleet)}`, undefined, { host: 'fleet.test:8443' });
    expectPdf(answer);

    const pages = await readPdf(answer.raw);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(GRIDS.a4.width, 1);
      expect(page.height).toBeCloseTo(GRIDS.a4.height, 1);
    }
    const texts = pages.flatMap((page) => page.texts);
    for (const vehicle of fleet) expect(texts).toContain(vehicle.licensePlate);
    for (const vehicle of fleet.filter((_, index) => !MODELS[index])) expect(texts).toContain(vehicle.model);
    // What the standard font cannot show: a letter keeps its base (ő → o), anything else is "?".
    expect(texts).toContain('Kobánya Çelik ? Van');
    // A model too long for its two lines is cut, and says so.
    const cut = texts.findIndex((text) => text.startsWith('Mercedes-Benz Sprinter'));
    expect(texts[cut + 1]).toMatch(/^Kastenwagen[\w ]*…$/);
    expect(texts.filter((text) => text === COMPANY)).toHaveLength(fleet.length);
    // In the order of their plates: page 1 ends with the 12th.
    expect(pages[0]!.texts).toContain('AA 111 FT');
    expect(pages[1]!.texts).toEqual(expect.arrayContaining(['AA 112 FT', 'AA 113 FT']));

    const codes = await codesOf(
      admin,
      fleet.map((vehicle) => vehicle.id),
    );
    const expected = fleet.map((vehicle) => `http://fleet.test:8443/v/${codes.get(vehicle.id)}`);
    expect(expected.every((url) => /\/v\/[0-9a-f]{16}$/.test(url))).toBe(true);
    expect((await qrCodesOf(answer.raw, GRIDS.a4)).sort()).toEqual(expected.sort());
  });

  it('on US Letter, with PUBLIC_URL as the base of every code', async () => {
    // The same database and secret: the admin's session holds there too.
    const app = await buildApp({ pool: t.pool, jwtSecret: TEST_JWT_SECRET, publicUrl: 'https://fleet.example.com' });
    const reply = await app
      .inject({
        method: 'GET',
        url: `/api/vehicles/labels.pdf?paper=letter&ids=${idsOf(fleet)}`,
        headers: { cookie: admin.cookieHeader, host: 'elsewhere.test' },
      })
      .finally(() => app.close());
    const answer: Answer = { status: reply.statusCode, body: reply.body, headers: reply.headers, raw: reply.rawPayload };
    expectPdf(answer);

    const pages = await readPdf(answer.raw);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(GRIDS.letter.width, 1);
      expect(page.height).toBeCloseTo(GRIDS.letter.height, 1);
    }
    expect(pages[0]!.texts.filter((text) => text === COMPANY)).toHaveLength(10);

    const codes = await codesOf(
      admin,
      fleet.map((vehicle) => vehicle.id),
    );
    const expected = fleet.map((vehicle) => `https://fleet.example.com/v/${codes.get(vehicle.id)}`);
    expect((await qrCodesOf(answer.raw, GRIDS.letter)).sort()).toEqual(expected.sort());
  });

  it('names each vehicle once, however often it is asked for, and prints an archived one too', async () => {
    const [first] = fleet;
    await t.db.update(vehicles).set({ isActive: false }).where(eq(vehicles.id, first!.id));
    const answer = await admin.get(`/api/vehicles/labels.pdf?ids=${first!.id}&ids=${first!.id}`);
    expectPdf(answer);
    const [page, ...more] = await readPdf(answer.raw);
    expect(more).toEqual([]);
    expect(page!.texts.filter((text) => text === first!.licensePlate)).toHaveLength(1);
    await t.db.update(vehicles).set({ isActive: true }).where(eq(vehicles.id, first!.id));
  });
});

describe("the caller's scope", () => {
  const { a1, a2, b1 } = world.vehicles;

  it("a user prints the labels of their branch's vehicles", async () => {
    const answer = await as.user.get(`/api/vehicles/labels.pdf?ids=${a1.id}`);
    expectPdf(answer);
    const [page] = await readPdf(answer.raw);
    expect(page!.texts).toContain(a1.licensePlate);
    const [code] = (await codesOf(as.user, [a1.id])).values();
    expect(await qrCodesOf(answer.raw, GRIDS.a4)).toEqual([`http://localhost/v/${code}`]);
  });

  it.each([
    ['a user, a vehicle of another branch', 'user', a2.id],
    ['a moderator, a vehicle of another branch', 'moderator', a2.id],
    ["an admin, another company's vehicle", 'admin', b1.id],
    ['an admin, a vehicle that does not exist', 'admin', randomUUID()],
  ] as const)('%s: 404 as for an unknown vehicle, and no sheet', async (_case, caller, id) => {
    expectFailure(await as[caller].get(`/api/vehicles/labels.pdf?ids=${a1.id},${id}`), 404, messages.notFound('Vehicle'));
  });

  it('a superadmin prints any company’s vehicles, on one sheet', async () => {
    const answer = await as.superadmin.get(`/api/vehicles/labels.pdf?ids=${a1.id},${b1.id}`);
    expectPdf(answer);
    expect((await qrCodesOf(answer.raw, GRIDS.a4)).length).toBe(2);
  });

  it('signed out: 401', async () => {
    expect((await new Client(t.app).get(`/api/vehicles/labels.pdf?ids=${a1.id}`)).status).toBe(401);
  });
});

describe('what the sheet is asked for', () => {
  const url = (query: string) => `/api/vehicles/labels.pdf${query}`;

  it('without ids: 400, ids required', async () => {
    expectFailure(await as.admin.get(url('')), 400, messages.required, 'ids');
    expectFailure(await as.admin.get(url('?ids=')), 400, messages.required, 'ids');
    expectFailure(await as.admin.get(url('?ids=,,&paper=a4')), 400, messages.required, 'ids');
  });

  it('an id that is no id: 400', async () => {
    const answer = await as.admin.get(url(`?ids=${world.vehicles.a1.id},not-an-id`));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(messages.validId);
    expect(answer.body.errors[0].field).toMatch(/^ids\b/);
  });

  it(`more than ${MAX_LABELS} ids: 400, at most ${MAX_LABELS}`, async () => {
    const ids = Array.from({ length: MAX_LABELS + 1 }, () => randomUUID()).join(',');
    expectFailure(await as.admin.get(url(`?ids=${ids}`)), 400, messages.tooMany(MAX_LABELS), 'ids');
  });

  it('a paper it does not print on: 400', async () => {
    expectFailure(await as.admin.get(url(`?ids=${world.vehicles.a1.id}&paper=a5`)), 400, 'paper must be a4 or letter', 'paper');
  });

  it('a Host header no address can be made of: 400, not a sheet of broken codes', async () => {
    const answer = await as.admin.send('GET', url(`?ids=${world.vehicles.a1.id}`), undefined, { host: 'bad host' });
    expectFailure(answer, 400, messages.malformedUrl);
  });
});

describe('text the standard font cannot show', () => {
  it.each([
    [
      'Albanian and German letters, €, dashes and quotes as they are',
      'Shkodër Çelik Straße Gäste – “€ 5” …',
      'Shkodër Çelik Straße Gäste – “€ 5” …',
    ],
    ['a letter with a mark WinAnsi lacks keeps its base', 'Kőbánya Łódź Ştefan', 'Kobánya ?ódz Stefan'],
    ['line breaks and tabs are spaces', 'Iveco\nDaily\t4x4', 'Iveco Daily 4x4'],
    ['an emoji, Cyrillic, a lone surrogate or a control character is "?"', '🚚 Газель \ud800 \u0007', '? ?????? ? ?'],
    ['a mark on its own is dropped', 'e\u0301\u0301', 'é'],
  ])('%s', (_case, text, shown) => {
    expect(winAnsiText(text)).toBe(shown);
  });
});

import type { InspectionForm } from '../../../contract/schemas/inspection-form';
import type { Vehicle } from '../../../contract/schemas/vehicle';
import type { HttpClient } from '../../dataProvider/httpClient';
import { keepYardCopy, readYardCopy } from '../../sw/yardCopy';

/**
 * How many of a person's vehicles the yard copy holds: a driver's or a branch's fleet whole; of an
 * admin's hundred thousand, the first thousand by plate (the rest open offline once opened online).
 * A thousand vehicles are about 1.5 MB on the device.
 */
export const YARD_COPY_VEHICLES = 1000;
/** A company's forms in use, read whole: a few, never near this. */
const YARD_COPY_FORMS = 500;
/** A copy this fresh is kept as it is: opening the app again soon reads nothing more. */
export const YARD_COPY_RENEW_AFTER_MS = 15 * 60_000;

const PAGE = 100;

interface Page<Row> {
  data: Row[];
  totalCount: number;
}

/** Every row of a list, page by page, up to `most`. */
async function rowsOf<Row>(http: HttpClient, path: string, query: Record<string, string>, most: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < most; page += 1) {
    const answer = await http<Page<Row>>(path, { query: { ...query, page: String(page), limit: String(PAGE) } });
    rows.push(...answer.data);
    if (answer.data.length < PAGE || rows.length >= answer.totalCount) break;
  }
  return rows.slice(0, most);
}

let renewing: Promise<void> | undefined;

/**
 * Reads the person's vehicles in scope and the forms in use again into the yard copy
 * (src/sw/yardCopy.ts), unless the copy is theirs and fresh. One renewal at a time in a page; a failed
 * one leaves the copy as it was, for the next chance (the app opened again, the signal back). What was
 * read is kept only if the person is still the one signed in: a sign-out meanwhile has forgotten the copy.
 */
export function renewYardCopy(
  http: HttpClient,
  personId: string,
  signedIn: () => string | undefined,
  now: () => number = Date.now,
): Promise<void> {
  renewing ??= (async () => {
    const kept = await readYardCopy();
    if (kept?.personId === personId && now() - kept.keptAt < YARD_COPY_RENEW_AFTER_MS) return;
    const keptAt = now();
    const [vehicles, forms] = await Promise.all([
      rowsOf<Vehicle>(http, '/api/vehicles', { sort: 'license_plate', order: 'asc' }, YARD_COPY_VEHICLES),
      rowsOf<InspectionForm>(http, '/api/inspection-forms', { active: 'true', sort: 'name', order: 'asc' }, YARD_COPY_FORMS),
    ]);
    if (signedIn() === personId) await keepYardCopy({ personId, keptAt, vehicles, forms });
  })().finally(() => {
    renewing = undefined;
  });
  return renewing;
}

import { formApplies } from '../../contract/inspection-due';
import type { YardCopy } from './yardCopy';

/** As long as the service worker keeps an answer (src/sw/sw.ts): an older copy answers nothing. */
export const YARD_COPY_MAX_AGE_MS = 14 * 24 * 3600 * 1000;

const VEHICLE_BY_CODE = /^\/api\/vehicle-codes\/([^/]+)$/;
const VEHICLE_BY_ID = /^\/api\/vehicles\/([^/]+)$/;
const FORM_BY_ID = /^\/api\/inspection-forms\/([^/]+)$/;
const FORMS = /^\/api\/inspection-forms$/;
/** What a forms list may ask and still be answered from the copy: paging, order and the two filters below. */
const FORM_LIST_PARAMS = new Set(['vehicleId', 'active', 'page', 'limit', 'sort', 'order']);

/**
 * The body the server would have answered a yard read with, from the yard copy (src/sw/yardCopy.ts):
 * a vehicle by its label's code or its id, a form by its id, and the forms in use that apply to a
 * vehicle (what "Inspect" offers). Undefined for anything else, and for what the copy does not hold:
 * the screen then says it could not load, as it would offline without the copy; the copy never
 * answers a 404 of its own, since a vehicle it lacks may well exist.
 */
export function answerFromYardCopy(url: URL, copy: YardCopy, now: number): unknown {
  if (now - copy.keptAt > YARD_COPY_MAX_AGE_MS) return undefined;
  const path = url.pathname;
  const byCode = VEHICLE_BY_CODE.exec(path);
  if (byCode) return one(copy.vehicles.find((vehicle) => vehicle.code === decodeURIComponent(byCode[1]!).trim().toLowerCase()));
  const byId = VEHICLE_BY_ID.exec(path);
  if (byId) return one(copy.vehicles.find((vehicle) => String(vehicle.id) === decodeURIComponent(byId[1]!)));
  const formById = FORM_BY_ID.exec(path);
  if (formById) return one(copy.forms.find((form) => String(form.id) === decodeURIComponent(formById[1]!)));
  if (FORMS.test(path)) return formsFor(url.searchParams, copy);
  return undefined;
}

const one = (row: unknown) => (row === undefined ? undefined : { data: row });

/**
 * The forms list as the server answers it for these filters, when the copy can tell: `vehicleId` of a
 * vehicle it holds, by the same rule the server applies (contract/inspection-due.ts, formApplies),
 * sorted by name. A list it cannot answer exactly (a search, another order) is left to the network.
 */
function formsFor(params: URLSearchParams, copy: YardCopy): unknown {
  if ([...params.keys()].some((key) => !FORM_LIST_PARAMS.has(key))) return undefined;
  if ((params.get('sort') ?? 'name') !== 'name' || (params.get('page') ?? '1') !== '1') return undefined;
  const vehicleId = params.get('vehicleId');
  const vehicle = vehicleId === null ? undefined : copy.vehicles.find((candidate) => String(candidate.id) === vehicleId);
  if (!vehicle) return undefined;
  const active = params.get('active');
  const due = { type: vehicle.type, is_active: vehicle.is_active, branch_ids: vehicle.branches.map((branch) => branch.id) };
  const forms = copy.forms
    .filter((form) => form.active && (active === null || String(form.active) === active) && formApplies(form, due))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id));
  if (params.get('order') === 'desc') forms.reverse();
  const limit = Number(params.get('limit') ?? forms.length) || forms.length;
  return { data: forms.slice(0, limit), totalCount: forms.length, totalPages: Math.ceil(forms.length / limit) };
}

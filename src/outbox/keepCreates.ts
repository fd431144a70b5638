import { HttpError, type CreateResult, type DataProvider } from 'ra-core';
import type { HttpClient } from '../dataProvider/httpClient';
import { apiPathOf } from '../dataProvider/apiResources';
import { randomUuid } from '../dataProvider/randomUuid';
import { kindOfPath, type OutboxKind, type OutboxPhoto } from './entry';
import { keep } from './store';

/** What a create kept in the outbox answers in place of the server's record: the screens say it is waiting. */
interface KeptMeta {
  kept: true;
}

export const wasKept = (result: unknown): boolean => (result as { meta?: Partial<KeptMeta> } | undefined)?.meta?.kept === true;

/** No connection, or no answer in time: the server may not have it, and the key makes sending it again safe. */
export const isUnreachable = (error: unknown): boolean => error instanceof HttpError && error.status === 0 && !/abort/i.test(error.message);

/**
 * The plate of the vehicle: from what the screens have read (`knownPlate`), else from the service
 * worker's kept read when there is no network; '' when not even that.
 */
async function plateOf(http: HttpClient, vehicleId: string, knownPlate?: (vehicleId: string) => string | undefined): Promise<string> {
  const known = knownPlate?.(vehicleId);
  if (known) return known;
  try {
    return (await http<{ data: { license_plate: string } }>(`/api/vehicles/${vehicleId}`)).data.license_plate;
  } catch {
    return '';
  }
}

/** Keeps a record the server could not be reached for, to be sent when it can (src/outbox/send.ts). */
export async function keepForLater(
  http: HttpClient,
  entry: {
    kind: OutboxKind;
    key: string;
    employeeId: string;
    body: Record<string, unknown>;
    photos?: OutboxPhoto[];
    plate?: string;
    /** An inspection the server has, whose photos are what is left to send. */
    sentId?: string;
  },
  knownPlate?: (vehicleId: string) => string | undefined,
): Promise<void> {
  const vehicleId = String(entry.body.vehicle_id ?? '');
  await keep({
    key: entry.key,
    kind: entry.kind,
    employeeId: entry.employeeId,
    vehicleId,
    plate: entry.plate ?? (vehicleId ? await plateOf(http, vehicleId, knownPlate) : ''),
    body: entry.body,
    photos: entry.photos ?? [],
    ...(entry.sentId ? { sentId: entry.sentId } : {}),
    madeAt: new Date().toISOString(),
  });
}

/**
 * The data provider's create, for the kinds a driver makes in the yard (fuel, a meter reading, an issue):
 * sent with an Idempotency-Key, and kept in the outbox when the server cannot be reached (docs/yard.md,
 * Offline). Every other create goes on as it was.
 */
export function withOutbox<T extends DataProvider>(
  dataProvider: T,
  http: HttpClient,
  employeeId: () => string | undefined,
  knownPlate?: (vehicleId: string) => string | undefined,
): T {
  return {
    ...dataProvider,
    create: async (resource, params) => {
      const path = apiPathOf(resource);
      const kind = kindOfPath(path);
      if (!kind || kind === 'inspection') return dataProvider.create(resource, params);
      const key = randomUuid();
      const body = params.data as Record<string, unknown>;
      try {
        const answer = await http<{ data: CreateResult['data'] }>(path, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
        return { data: answer.data } as never;
      } catch (error) {
        const person = employeeId();
        if (!person || !isUnreachable(error)) throw error;
        // Without IndexedDB (some private windows) nothing can wait: the dialog says what failed, as before.
        await keepForLater(http, { kind, key, employeeId: person, body }, knownPlate).catch(() => {
          throw error;
        });
        const kept: KeptMeta = { kept: true };
        return { data: { ...body, id: `outbox-${key}` }, meta: kept } as never;
      }
    },
  };
}

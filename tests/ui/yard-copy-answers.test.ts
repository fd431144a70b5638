import { describe, expect, it } from 'vitest';
import type { InspectionForm } from '../../contract/schemas/inspection-form';
import type { Vehicle } from '../../contract/schemas/vehicle';
import type { YardCopy } from '../../src/sw/yardCopy';
import { answerFromYardCopy, YARD_COPY_MAX_AGE_MS } from '../../src/sw/yardCopyAnswers';
import { KEPT_READS } from '../../src/sw/keptReads';

/*
 * What the service worker answers from the yard copy (src/sw/yardCopyAnswers.ts) when the network and
 * its kept answers have nothing: a vehicle by its label's code or id, a form, and the forms that apply
 * to a vehicle, as the server would; nothing it cannot answer exactly, and nothing from an old copy.
 */

const NOW = Date.parse('2026-11-29T08:00:00Z');
const BRANCH = 'b1';

const vehicle = (id: string, code: string, type: string, branches: string[], isActive = true) =>
  ({
    id,
    code,
    type,
    is_active: isActive,
    license_plate: `AA ${id}`,
    branches: branches.map((b) => ({ id: b, name: b })),
  }) as unknown as Vehicle;

const form = (id: string, name: string, vehicleTypes: string[], branchIds: string[], active = true) =>
  ({ id, name, vehicle_types: vehicleTypes, branch_ids: branchIds, active, frequency: 'daily', sections: [] }) as unknown as InspectionForm;

const copy: YardCopy = {
  personId: 'p1',
  keptAt: NOW - 60_000,
  vehicles: [vehicle('v1', '0123456789abcdef', 'bus', [BRANCH]), vehicle('v2', 'fedcba9876543210', 'car', ['b2'])],
  forms: [
    form('f1', 'Walk-around', [], []),
    form('f2', 'bus check', ['bus'], []),
    form('f3', 'Car check', ['car'], []),
    form('f4', 'Durrës buses', ['bus'], [BRANCH]),
    form('f5', 'Another branch', [], ['b9']),
    form('f6', 'Retired', [], [], false),
  ],
};

const ask = (address: string, at = NOW) => answerFromYardCopy(new URL(address, 'https://fleet.example'), copy, at);
const names = (answer: unknown) => (answer as { data: InspectionForm[] }).data.map((f) => f.name);

describe('the yard copy answers', () => {
  it('a vehicle by its label’s code, in any case, and by its id, as the API wraps one record', () => {
    expect(ask('/api/vehicle-codes/0123456789abcdef')).toEqual({ data: copy.vehicles[0] });
    expect(ask('/api/vehicle-codes/0123456789ABCDEF')).toEqual({ data: copy.vehicles[0] });
    expect(ask('/api/vehicles/v2')).toEqual({ data: copy.vehicles[1] });
    expect(ask('/api/inspection-forms/f3')).toEqual({ data: copy.forms[2] });
  });

  it('the forms in use that apply to a vehicle, by type and branch, sorted by name as the server sorts them', () => {
    const answer = ask('/api/inspection-forms?page=1&limit=100&sort=name&order=asc&vehicleId=v1&active=true');
    expect(names(answer)).toEqual(['bus check', 'Durrës buses', 'Walk-around']);
    expect(answer).toMatchObject({ totalCount: 3, totalPages: 1 });
    expect(names(ask('/api/inspection-forms?vehicleId=v2&active=true&sort=name&order=desc'))).toEqual(['Walk-around', 'Car check']);
    expect(names(ask('/api/inspection-forms?vehicleId=v1&active=false'))).toEqual([]);
  });

  it('nothing it does not hold: a 404 is the server’s to say', () => {
    expect(ask('/api/vehicle-codes/0000000000000000')).toBeUndefined();
    expect(ask('/api/vehicles/v9')).toBeUndefined();
    expect(ask('/api/inspection-forms/f9')).toBeUndefined();
    expect(ask('/api/inspection-forms?vehicleId=v9&active=true')).toBeUndefined();
  });

  it('nothing it could answer wrongly: a search, another page or order, a list of something else', () => {
    expect(ask('/api/inspection-forms?vehicleId=v1&q=bus')).toBeUndefined();
    expect(ask('/api/inspection-forms?vehicleId=v1&page=2')).toBeUndefined();
    expect(ask('/api/inspection-forms?vehicleId=v1&sort=frequency')).toBeUndefined();
    expect(ask('/api/inspection-forms?active=true')).toBeUndefined();
    expect(ask('/api/vehicles')).toBeUndefined();
    expect(ask('/api/issues?vehicleId=v1')).toBeUndefined();
    expect(ask('/api/vehicles/v1/history')).toBeUndefined();
  });

  it('nothing from a copy older than the service worker keeps its answers', () => {
    expect(ask('/api/vehicles/v1', copy.keptAt + YARD_COPY_MAX_AGE_MS)).toEqual({ data: copy.vehicles[0] });
    expect(ask('/api/vehicles/v1', copy.keptAt + YARD_COPY_MAX_AGE_MS + 1)).toBeUndefined();
  });
});

describe('the reads the service worker keeps', () => {
  const kept = (path: string) => KEPT_READS.some((read) => read.test(path));

  it('are the yard’s: who is signed in, vehicles, a label’s vehicle, forms, issues', () => {
    for (const path of [
      '/api/auth/me',
      '/api/vehicles',
      '/api/vehicles/v1',
      '/api/vehicle-codes/0123',
      '/api/inspection-forms',
      '/api/inspection-forms/f1',
      '/api/issues',
    ]) {
      expect(kept(path), path).toBe(true);
    }
  });

  it('never a file, which can be the whole fleet, nor anything else', () => {
    for (const path of [
      '/api/vehicles/export.csv',
      '/api/vehicles/labels.pdf',
      '/api/inspection-forms/export.csv',
      '/api/vehicles/v1/history',
      '/api/employees',
    ]) {
      expect(kept(path), path).toBe(false);
    }
  });
});

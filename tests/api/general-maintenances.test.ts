import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { makeGeneralMaintenance } from './support/fixtures';
import { expectFailure, idsOf, maintenanceSuite } from './support/maintenance-suite';

const path = '/api/general-maintenances';

const ctx = maintenanceSuite({
  path,
  entity: 'General maintenance',
  dateField: 'service_date',
  serviceTypes: ['Oil change', 'Tyres'],
  fixtures: (world) => world.general,
  make: (db, vehicle, fields = {}) =>
    makeGeneralMaintenance(db, vehicle, {
      ...(fields.serviceType && { serviceType: fields.serviceType }),
      ...(fields.date && { serviceDate: fields.date }),
      ...(fields.cost !== undefined && { cost: fields.cost }),
      ...(fields.mileage !== undefined && { mileage: fields.mileage }),
      ...(fields.notes !== undefined && { notes: fields.notes }),
    }),
});

describe('general maintenance: the free-text service type', () => {
  it('is any text up to 120 characters, trimmed; blank is missing', async () => {
    const { as, world, body } = ctx;
    const answer = await as.admin.post(path, body(world.vehicles.a1.id, { service_type: '  Windscreen repair ' }));
    expect(answer.status).toBe(201);
    expect(answer.body.data.service_type).toBe('Windscreen repair');
    expectFailure(await as.admin.post(path, body(world.vehicles.a1.id, { service_type: '   ' })), 400, messages.required, 'service_type');
    expectFailure(
      await as.admin.post(path, body(world.vehicles.a1.id, { service_type: 'x'.repeat(121) })),
      400,
      messages.tooLong(120),
      'service_type',
    );
  });

  it('filters case-insensitively by the whole service type', async () => {
    const { as, world, t } = ctx;
    const vehicle = world.vehicles.a2;
    const record = await makeGeneralMaintenance(t.db, vehicle, { serviceType: 'Air filter' });
    expect(idsOf(await as.admin.get(`${path}?vehicleId=${vehicle.id}&service_type=air%20FILTER`))).toEqual([record.id]);
    expect(idsOf(await as.admin.get(`${path}?vehicleId=${vehicle.id}&service_type=air`))).toEqual([]);
  });
});

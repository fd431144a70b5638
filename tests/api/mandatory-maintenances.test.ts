import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { makeMandatoryMaintenance } from './support/fixtures';
import { expectFailure, maintenanceSuite } from './support/maintenance-suite';

const path = '/api/mandatory-maintenances';

const ctx = maintenanceSuite({
  path,
  entity: 'Mandatory maintenance',
  dateField: 'finished_on',
  serviceTypes: ['Registration', 'Service'],
  fixtures: (world) => world.mandatory,
  make: (db, vehicle, fields = {}) =>
    makeMandatoryMaintenance(db, vehicle, {
      ...(fields.serviceType && { serviceType: fields.serviceType as 'Registration' | 'Service' }),
      ...(fields.date && { finishedOn: fields.date }),
      ...(fields.cost !== undefined && { cost: fields.cost }),
      ...(fields.mileage !== undefined && { mileage: fields.mileage }),
      ...(fields.notes !== undefined && { notes: fields.notes }),
    }),
});

describe('mandatory maintenance: the service type', () => {
  it('is Registration or Service', async () => {
    const { as, world, body } = ctx;
    for (const serviceType of ['Registration', 'Service']) {
      expect((await as.admin.post(path, body(world.vehicles.a1.id, { service_type: serviceType }))).body.data.service_type).toBe(
        serviceType,
      );
    }
    for (const serviceType of ['Inspection', 'service', 7]) {
      expectFailure(
        await as.admin.post(path, body(world.vehicles.a1.id, { service_type: serviceType })),
        400,
        messages.mandatoryServiceType,
        'service_type',
      );
    }
  });

  it('filters only by Registration or Service', async () => {
    expectFailure(await ctx.as.admin.get(`${path}?service_type=Inspection`), 400, messages.mandatoryServiceType, 'service_type');
  });
});

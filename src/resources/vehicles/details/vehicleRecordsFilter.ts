import type { RaRecord } from 'ra-core';

/**
 * The filter that lists one vehicle's maintenance records, whatever branch the sidebar shows: the
 * data provider narrows maintenance lists to the sidebar's branch unless the filter says
 * `branchId: null`, and were the sidebar on a branch this vehicle is not in, the tabs would show
 * nothing though the records exist. The API still keeps the records to the user's scope.
 */
export function vehicleRecordsFilter(vehicle: RaRecord): Record<string, unknown> {
  return { vehicleId: vehicle.id, branchId: null };
}

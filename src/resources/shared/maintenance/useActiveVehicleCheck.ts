import { useCallback } from 'react';
import { useDataProvider, useGetList, type GetListParams } from 'ra-core';

/** One vehicle is enough to know: the API lists only active vehicles unless told otherwise. */
const ONE_VEHICLE: GetListParams = { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: {} };

/**
 * docs/screens.md, General maintenance; Mandatory maintenance: maintenance is recorded for an active vehicle, so adding
 * first asks whether the
 * user has one, in their scope and the sidebar's branch (the data provider adds the branch). The
 * answer loads with the screen, so pressing Add rarely waits; if it has not come yet, Add asks again.
 */
export function useActiveVehicleCheck(): () => Promise<boolean> {
  const dataProvider = useDataProvider();
  const { total, isSuccess } = useGetList('vehicles', ONE_VEHICLE);
  return useCallback(async () => {
    if (isSuccess) return (total ?? 0) > 0;
    try {
      const answer = await dataProvider.getList('vehicles', ONE_VEHICLE);
      return (answer.total ?? 0) > 0;
    } catch {
      // The form opens anyway: the server still refuses a record without an active vehicle.
      return true;
    }
  }, [dataProvider, isSuccess, total]);
}

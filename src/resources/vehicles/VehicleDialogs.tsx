import { useTranslate } from 'ra-core';
import { vehicleInput } from '../../../contract/schemas/vehicle';
import { seesAllCompanies } from '../../../contract/permissions';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { readSelectedBranch } from '../../dataProvider/selectedBranch';
import { ResourceDialogs } from '../shared/dialogs/ResourceDialogs';
import { VehicleInputs } from './VehicleInputs';
import { emptyVehicle, toVehicleForm } from './vehicleForm';

/** Add, edit and archive a vehicle; one contract schema checks add and edit alike. */
export function VehicleDialogs() {
  const translate = useTranslate();
  const role = useSignedInUser()?.role;
  const acrossCompanies = role !== undefined && seesAllCompanies(role);
  return (
    <ResourceDialogs
      resource="vehicles"
      createSchema={vehicleInput}
      editSchema={vehicleInput}
      inputs={(mode) => <VehicleInputs mode={mode} acrossCompanies={acrossCompanies} />}
      emptyValues={emptyVehicle(readSelectedBranch(), acrossCompanies)}
      toFormValues={toVehicleForm}
      deleteName={(vehicle) => vehicle.license_plate}
      // docs/product.md, Archive and restore: deleting a vehicle archives it, and the question says so.
      deleteDescription={(vehicle) => translate('resources.vehicles.archive_body', { name: vehicle.license_plate })}
      maxWidth="md"
    />
  );
}

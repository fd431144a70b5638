import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { Box, ListItemText } from '@mui/material';
import { useChoicesContext, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'ra-core';
import { isOutOfService, OutOfServiceChip } from '../../../health/OutOfServiceChip';
import { searchByText } from '../forms/searchByText';

const plateOf = (vehicle: RaRecord) => String(vehicle.license_plate ?? '');

/**
 * The vehicle a record of new work belongs to (maintenance, fuel, a document, an issue). The choices
 * are the active vehicles of the sidebar's branch, searched on the server by plate or model; one out
 * of service says so, in its option and beneath the field once chosen (docs/inspections.md). A record
 * being edited keeps showing its own vehicle even after that vehicle was archived: react-admin loads
 * the current value by id, and the API finds archived vehicles by id.
 */
export function VehicleInput() {
  const resource = useResourceContext() ?? '';
  return (
    <ReferenceInput source="vehicle_id" reference="vehicles" sort={{ field: 'license_plate', order: 'ASC' }} perPage={20}>
      <VehicleAutocomplete resource={resource} />
    </ReferenceInput>
  );
}

function VehicleAutocomplete({ resource }: { resource: string }) {
  const translate = useTranslate();
  const { selectedChoices } = useChoicesContext();
  const chosen = selectedChoices?.find((vehicle: RaRecord | undefined) => vehicle !== undefined) as RaRecord | undefined;
  const note =
    chosen?.is_active === false
      ? translate(`resources.${resource}.archived_vehicle_note`)
      : isOutOfService(chosen)
        ? translate('resources.vehicles.out_of_service_note')
        : undefined;
  return (
    <AutocompleteInput
      label={`resources.${resource}.fields.vehicle_id`}
      optionText={<VehicleOption />}
      inputText={plateOf}
      filterToQuery={searchByText}
      // The list opens on a click or on typing, not when a failed save moves the focus here.
      openOnFocus={false}
      helperText={note}
      isRequired
    />
  );
}

/** A choice: the plate, with the model beneath it, and "Out of service" beside them when it is. */
function VehicleOption() {
  const vehicle = useRecordContext();
  return vehicle ? <VehicleChoice vehicle={vehicle} /> : null;
}

/**
 * A vehicle as a picker of new work offers it (this field's options, Inspect a vehicle's): the plate,
 * the model beneath it, and "Out of service" beside them while an open critical issue keeps it off the
 * road (docs/inspections.md).
 */
export function VehicleChoice({ vehicle }: { vehicle: RaRecord }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <ListItemText
        sx={{ my: 0 }}
        primary={plateOf(vehicle)}
        secondary={vehicle.model}
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
      />
      {isOutOfService(vehicle) && <OutOfServiceChip tip={false} />}
    </Box>
  );
}

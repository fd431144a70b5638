import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { ListItemText } from '@mui/material';
import { useChoicesContext, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'ra-core';

const plateOf = (vehicle: RaRecord) => String(vehicle.license_plate ?? '');

/** Asks the API, not the browser, which vehicles match: a fleet can have hundreds. */
const searchByText = (text: string) => (text ? { q: text } : {});

/**
 * The vehicle a maintenance record belongs to. The choices are the active vehicles of the sidebar's
 * branch, searched on the server by plate or model. A record being edited keeps showing its own
 * vehicle even after that vehicle was archived: react-admin loads the current value by id, and the
 * API finds archived vehicles by id.
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
  const archived = selectedChoices?.some((vehicle: RaRecord | undefined) => vehicle?.is_active === false);
  return (
    <AutocompleteInput
      label={`resources.${resource}.fields.vehicle_id`}
      optionText={<VehicleOption />}
      inputText={plateOf}
      filterToQuery={searchByText}
      // The list opens on a click or on typing, not when a failed save moves the focus here.
      openOnFocus={false}
      helperText={archived ? translate(`resources.${resource}.archived_vehicle_note`) : undefined}
      isRequired
    />
  );
}

/** A choice: the plate, with the model beneath it. */
function VehicleOption() {
  const vehicle = useRecordContext();
  if (!vehicle) return null;
  return (
    <ListItemText
      sx={{ my: 0 }}
      primary={plateOf(vehicle)}
      secondary={vehicle.model}
      slotProps={{ primary: { sx: { fontWeight: 600 } } }}
    />
  );
}

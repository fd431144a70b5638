import { useEffect, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useBasename, useGetList, useTranslate, type RaRecord } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { inspectionFillPath } from '../../resourceDefinitions/inspections';
import { inspectionForms } from '../../resourceDefinitions/inspection-forms';
import { vehicles } from '../../resourceDefinitions/vehicles';
import { errorText } from '../../layout/notifications/errorText';
import { MAX_PAGE_SIZE } from '../../../contract/schemas/common';
import { isOutOfService } from '../../health/OutOfServiceChip';
import { VehicleChoice } from '../shared/maintenance/VehicleInput';

interface InspectDialogProps {
  open: boolean;
  onClose: () => void;
  /** The vehicle, when the dialog opens from it; otherwise the dialog asks for one first. */
  vehicle?: RaRecord;
  /** Its forms, when already read (the vehicle's Inspect button reads them to skip this dialog for one). */
  forms?: RaRecord[];
}

/** The forms in use that apply to a vehicle: its type and its branches (GET /api/inspection-forms?vehicleId=…&active=true). */
export const formsForVehicle = (vehicleId: string) => ({
  pagination: { page: 1, perPage: MAX_PAGE_SIZE },
  sort: { field: 'name', order: 'ASC' as const },
  filter: { vehicleId, active: 'true' },
});

/**
 * "Inspect a vehicle" (docs/screens.md, Inspections): choose the vehicle, then the form; the forms
 * offered are those in use that apply to it, and with only one the fill screen opens at once.
 */
export function InspectDialog({ open, onClose, vehicle: given, forms: known }: InspectDialogProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="inspect-dialog-title">
      <DialogTitle id="inspect-dialog-title">
        {given
          ? translate('resources.inspections.inspect_plate', { plate: given.license_plate })
          : translate('resources.inspections.choose.title')}
      </DialogTitle>
      <DialogContent>
        {/* Inside the dialog, so that each opening starts again. */}
        <Choice given={given} known={known} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{translate('fleet.form.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The vehicle (unless given), then its form. */
function Choice({ given, known }: { given?: RaRecord; known?: RaRecord[] }) {
  const [chosen, setChosen] = useState<RaRecord | null>(null);
  const vehicle = given ?? chosen ?? undefined;
  return (
    <>
      {!given && <VehiclePicker value={chosen} onChange={setChosen} />}
      {vehicle && <FormChoice key={String(vehicle.id)} vehicle={vehicle} known={given ? known : undefined} />}
    </>
  );
}

/** The active vehicles the user sees, found on the server by plate or model as they type. */
function VehiclePicker({ value, onChange }: { value: RaRecord | null; onChange: (vehicle: RaRecord | null) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { data = [], isPending } = useGetList(vehicles.name, {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'license_plate', order: 'ASC' },
    filter: query ? { q: query } : {},
  });
  return (
    <Autocomplete
      value={value}
      onChange={(_, vehicle) => onChange(vehicle)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      options={data}
      loading={isPending}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(vehicle) => `${vehicle.license_plate} · ${vehicle.model}`}
      // Out of service says so (docs/inspections.md): an inspection after the repair is what brings it back.
      renderOption={({ key, ...props }, vehicle) => (
        <li key={key} {...props}>
          <VehicleChoice vehicle={vehicle} />
        </li>
      )}
      loadingText={translate('fleet.form.loading')}
      noOptionsText={translate('fleet.table.no_records')}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          label={translate('resources.inspections.choose.vehicle')}
          helperText={
            isOutOfService(value ?? undefined)
              ? translate('resources.vehicles.out_of_service_note')
              : translate('resources.inspections.choose.vehicle_hint')
          }
          margin="dense"
        />
      )}
    />
  );
}

/** The vehicle's forms: with one, straight to it; with more, one big button each; with none, why. */
function FormChoice({ vehicle, known }: { vehicle: RaRecord; known?: RaRecord[] }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const {
    data: fetched,
    isPending,
    error,
  } = useGetList(inspectionForms.name, formsForVehicle(String(vehicle.id)), {
    enabled: known === undefined,
  });
  const forms = known ?? fetched;
  const only = forms?.length === 1 ? forms[0] : undefined;
  useEffect(() => {
    if (only) navigate(inspectionFillPath(basename, vehicle.id, only.id));
  }, [only, navigate, basename, vehicle.id]);

  if (!forms && error) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('resources.inspections.choose.load_failed')}: {errorText(error, translate)}
      </Alert>
    );
  }
  if (!forms || (isPending && known === undefined) || only) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 96 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (forms.length === 0) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('resources.inspections.choose.no_form', { plate: vehicle.license_plate })}
      </Alert>
    );
  }
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id="inspect-forms-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('resources.inspections.choose.forms')}
      </Typography>
      <List aria-labelledby="inspect-forms-title">
        {forms.map((form) => (
          <ListItemButton
            key={form.id}
            onClick={() => navigate(inspectionFillPath(basename, vehicle.id, form.id))}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1, minHeight: 56 }}
          >
            <ListItemText
              primary={form.name}
              secondary={`${translate(`resources.inspection-forms.frequencies.${form.frequency}`)} · ${translate(
                'resources.inspections.choose.items',
                { smart_count: form.item_count },
              )}`}
            />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

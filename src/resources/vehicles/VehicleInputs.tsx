import { Box } from '@mui/material';
import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { DateInput } from '../shared/forms/DateInput';
import { withDateHint, withHint } from './FieldHint';
import { BranchesInput } from '../shared/BranchesInput';
import { CompanyInput } from '../shared/CompanyInput';
import { VEHICLE_TYPE_CHOICES } from './vehicleTypeChoices';

const fullWidth = { gridColumn: '1 / -1' };

/**
 * docs/screens.md, Vehicles: one two-column form (one column on a phone) for add and edit. Every field but notes is
 * required (docs/screens.md, Validation); the legislation and service fields carry an info tooltip. A superadmin
 * (`acrossCompanies`) works in every company, so their branch choices follow the vehicle's company.
 */
/** An interval in months or km: a whole number of at least 0, with its explaining hint. */
function IntervalInput({ source }: { source: string }) {
  return <NumberInput source={source} label={`resources.vehicles.fields.${source}`} isRequired min={0} step={1} {...withHint(source)} />;
}

export function VehicleInputs({ mode, acrossCompanies }: { mode: 'create' | 'edit'; acrossCompanies: boolean }) {
  // A vehicle stays in its company: only an add by a superadmin names it.
  const choosesCompany = acrossCompanies && mode === 'create';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
      {choosesCompany && (
        <Box sx={fullWidth}>
          <CompanyInput label="resources.vehicles.fields.company_id" clearsBranches />
        </Box>
      )}
      <TextInput source="license_plate" label="resources.vehicles.fields.license_plate" isRequired autoFocus />
      <TextInput source="model" label="resources.vehicles.fields.model" isRequired />
      <NumberInput source="mileage" label="resources.vehicles.fields.mileage" isRequired min={0} step={1} />
      <SelectInput source="type" label="resources.vehicles.fields.type" choices={VEHICLE_TYPE_CHOICES} isRequired />
      <DateInput
        source="last_legislation_control"
        label="resources.vehicles.fields.last_legislation_control"
        isRequired
        {...withDateHint('last_legislation_control')}
      />
      <IntervalInput source="legislation_control_interval" />
      <DateInput
        source="last_service_date"
        label="resources.vehicles.fields.last_service_date"
        isRequired
        {...withDateHint('last_service_date')}
      />
      {/* Optional: without it the km interval starts counting at the next Service record. */}
      <NumberInput
        source="last_service_mileage"
        label="resources.vehicles.fields.last_service_mileage"
        min={0}
        step={1}
        {...withHint('last_service_mileage')}
      />
      <IntervalInput source="mandatory_service_interval" />
      <IntervalInput source="mandatory_service_interval_km" />
      <BranchesInput resource="vehicles" required />
      <Box sx={fullWidth}>
        <TextInput source="notes" label="resources.vehicles.fields.notes" multiline minRows={2} />
      </Box>
    </Box>
  );
}

import { SelectInput, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { DateInput } from '../shared/forms/DateInput';
import { CheckboxInput } from '../shared/forms/CheckboxInput';
import { DecimalInput } from '../shared/forms/DecimalInput';
import { CostInput } from '../shared/maintenance/CostInput';
import { VehicleInput } from '../shared/maintenance/VehicleInput';
import { UNIT_CHOICES } from './unitChoices';
import { KmInput } from '../shared/forms/KmInput';

const wide = { gridColumn: '1 / -1' };

/**
 * The form of a fuel entry (docs/screens.md, Fuel): the vehicle first, then the day and the odometer,
 * what went in with its unit beside it (litres or kWh) and whether it filled up, the receipt and the
 * AdBlue bought with it, the station and notes. Numbers are typed with the language's decimal
 * separator; the contract checks them.
 */
export function FuelInputs() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
      <Box sx={wide}>
        <VehicleInput />
      </Box>
      <DateInput source="filled_on" isRequired />
      <KmInput source="odometer" />
      <DecimalInput source="quantity" isRequired />
      <SelectInput source="unit" choices={UNIT_CHOICES} isRequired />
      <Box sx={wide}>
        <CheckboxInput source="full" label="resources.fuel.full_label" helperText={translate('resources.fuel.full_help')} />
      </Box>
      <CostInput helperText={translate('resources.fuel.cost_help')} />
      <DecimalInput source="adblue_litres" helperText={translate('resources.fuel.adblue_help')} />
      <Box sx={wide}>
        <TextInput source="station" />
      </Box>
      <Box sx={wide}>
        <TextInput source="notes" multiline minRows={2} />
      </Box>
    </Box>
  );
}

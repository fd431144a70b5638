import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'ra-core';

/** docs/screens.md, Vehicle details: a missing vehicle (also one outside the user's scope: the API answers 404) and a way back. */
export function VehicleNotFound({ onBack }: { onBack: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <Typography sx={{ fontWeight: 700 }} variant="h5" component="h2">
        {translate('fleet.vehicle_details.not_found')}
      </Typography>
      <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={onBack}>
        {translate('fleet.vehicle_details.go_back')}
      </Button>
    </Box>
  );
}

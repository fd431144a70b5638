import { Box, Button, CircularProgress, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { RecordContextProvider, useGetOne, useTranslate } from 'ra-core';
import { useNavigate, useParams } from 'react-router-dom';
import { BranchNames, KilometresText } from '../resources/shared/fields';

/**
 * Spec §2: /dashboard/vehicles/:id/details. A vehicle that does not exist, or is outside the user's
 * scope (the API answers 404 for both), shows "Vehicle not found" and a way back.
 */
export function VehicleDetails() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data: vehicle, isPending, error } = useGetOne('vehicles', { id }, { retry: false });
  const goBack = () => navigate('/dashboard/vehicles');

  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (error || !vehicle) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
        <Typography sx={{ fontWeight: 700 }} variant="h5" component="h1">
          {translate('fleet.vehicle_details.not_found')}
        </Typography>
        <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={goBack}>
          {translate('fleet.vehicle_details.go_back')}
        </Button>
      </Box>
    );
  }
  return (
    <RecordContextProvider value={vehicle}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Tooltip title={translate('fleet.vehicle_details.go_back')}>
          <IconButton onClick={goBack} aria-label={translate('fleet.vehicle_details.go_back')}>
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Box>
          <Typography sx={{ fontWeight: 700 }} variant="h5" component="h1">
            {vehicle.model}
          </Typography>
          <Typography color="text.secondary">{vehicle.license_plate}</Typography>
        </Box>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, rowGap: 1, columnGap: 2 }}>
        <Typography color="text.secondary">{translate('resources.vehicles.fields.type')}</Typography>
        <Typography>{translate(`fleet.vehicle_types.${vehicle.type}`)}</Typography>
        <Typography color="text.secondary">{translate('resources.vehicles.fields.mileage')}</Typography>
        <Typography>
          <KilometresText source="mileage" />
        </Typography>
        <Typography color="text.secondary">{translate('resources.vehicles.fields.branches')}</Typography>
        <Typography>
          <BranchNames />
        </Typography>
      </Paper>
    </RecordContextProvider>
  );
}

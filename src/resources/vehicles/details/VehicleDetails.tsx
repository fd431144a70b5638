import { Box, Chip, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { RecordContextProvider, useBasename, useGetOne, useTranslate } from 'ra-core';
import { useNavigate, useParams } from 'react-router-dom';
import { VehicleNotFound } from './VehicleNotFound';
import { VehicleDetailsTabs } from './VehicleDetailsTabs';
import { ScreenTitle } from '../../../layout/ScreenTitle';
import { isOutOfService, OpenIssuesChip, OutOfServiceChip } from '../../../health/OutOfServiceChip';
import { InspectButton } from '../../inspections/InspectButton';

/**
 * docs/screens.md, Vehicle details: /dashboard/vehicles/:id/details — the vehicle's model and plate (and whether it is
 * out of service, with its open issues), and its info and maintenance history in tabs. Archived vehicles open too (their history stays, docs/product.md, Archive and restore). A
 * vehicle that does not exist, or is outside the user's scope (the API answers 404 for both),
 * shows "Vehicle not found" and a way back.
 */
export function VehicleDetails() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const { data: vehicle, isPending, error } = useGetOne('vehicles', { id }, { retry: false });
  const backToList = () => navigate(`${basename}/vehicles`);

  // The app bar names the screen (its h1), as on the vehicles list; the browser tab names the vehicle.
  const title = (
    <ScreenTitle
      title={translate('resources.vehicles.name', { smart_count: 2 })}
      tab={vehicle ? `${vehicle.model} ${vehicle.license_plate}` : undefined}
    />
  );

  if (isPending) {
    return (
      <>
        {title}
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
      </>
    );
  }
  if (error || !vehicle) {
    return (
      <>
        {title}
        <VehicleNotFound onBack={backToList} />
      </>
    );
  }
  return (
    <RecordContextProvider value={vehicle}>
      {title}
      <Box sx={{ py: 2 }}>
        {/* On a phone the model has the line to itself; the chips and Inspect wrap beneath it. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <Tooltip title={translate('resources.vehicles.details.back')}>
            <IconButton onClick={backToList} aria-label={translate('resources.vehicles.details.back')}>
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
          <Box sx={{ minWidth: 0, flex: { xs: '1 1 calc(100% - 48px)', sm: '0 1 auto' } }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} variant="h5" component="h2">
              {vehicle.model}
            </Typography>
            <Typography color="text.secondary">{vehicle.license_plate}</Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, ml: { xs: 6, sm: 1 } }}>
            {vehicle.is_active === false && <Chip label={translate('resources.vehicles.archived')} size="small" variant="outlined" />}
            {isOutOfService(vehicle) && <OutOfServiceChip />}
            <OpenIssuesChip count={typeof vehicle.open_issues === 'number' ? vehicle.open_issues : 0} />
          </Box>
          <Box sx={{ ml: 'auto', flexShrink: 0 }}>
            <InspectButton look="button" />
          </Box>
        </Box>
        <VehicleDetailsTabs />
      </Box>
    </RecordContextProvider>
  );
}

import { useEffect } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { HttpError, RecordContextProvider, useBasename, useDataProvider, useTranslate, type RaRecord } from 'ra-core';
import { Link, useParams } from 'react-router-dom';
import type { Vehicle } from '../../../contract/schemas/vehicle';
import { http } from '../../providers';
import { ScreenTitle } from '../../layout/ScreenTitle';
import { LoadFailed, LoadingBlock } from '../../layout/QueryState';
import { errorText } from '../../layout/notifications/errorText';
import { isOutOfService, OpenIssuesChip, OutOfServiceChip } from '../../health/OutOfServiceChip';
import { InspectButton } from '../../resources/inspections/InspectButton';
import { formsForVehicle } from '../../resources/inspections/InspectDialog';
import { NextDue } from '../../resources/vehicles/details/NextDue';
import { inspectionForms } from '../../resourceDefinitions/inspection-forms';
import { vehicleDetailsPath } from '../../resourceDefinitions/vehicles';
import { AddAction } from './AddAction';

/**
 * A vehicle's QR label opens this (docs/yard.md): `/v/<code>` → `/dashboard/v/<code>`, after sign-in when
 * needed. What a driver does at the vehicle, each a tap away and within a thumb's reach: inspect, add
 * fuel, add a meter reading, report an issue; then what is due. A code the person may not see reads as
 * no vehicle at all, as the API answers it.
 */
export function QuickActions() {
  const { code = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const vehicle = useQuery({
    queryKey: ['vehicles', 'code', code],
    queryFn: async () => (await http<{ data: Vehicle }>(`/api/vehicle-codes/${encodeURIComponent(code)}`)).data,
  });
  useKeptForTheYard(vehicle.data);
  const title = (
    <ScreenTitle
      title={translate('fleet.yard.title')}
      tab={vehicle.data ? `${vehicle.data.model} ${vehicle.data.license_plate}` : undefined}
    />
  );

  if (vehicle.isPending) {
    return (
      <>
        {title}
        <LoadingBlock minHeight={240} />
      </>
    );
  }
  if (vehicle.error || !vehicle.data) {
    return (
      <>
        {title}
        {vehicle.error instanceof HttpError && vehicle.error.status === 404 ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('fleet.yard.not_found')}
          </Alert>
        ) : (
          <LoadFailed onRetry={() => vehicle.refetch()}>
            {translate('fleet.yard.load_failed')}: {errorText(vehicle.error, translate)}
          </LoadFailed>
        )}
      </>
    );
  }
  const found = vehicle.data;
  const vehicleId = String(found.id);
  return (
    <RecordContextProvider value={found as unknown as RaRecord}>
      {title}
      <Box sx={{ py: 2, maxWidth: 560, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {found.license_plate}
          </Typography>
          <Typography color="text.secondary">{found.model}</Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
            {isOutOfService(found) && <OutOfServiceChip />}
            <OpenIssuesChip count={found.open_issues} />
          </Stack>
        </Box>
        {found.is_active === false ? (
          <Alert severity="info">{translate('fleet.yard.archived')}</Alert>
        ) : (
          // The actions fill the width, one under the other: each is a thumb's tap on a phone.
          <Stack sx={{ gap: 1.5, '& .MuiButton-root': { minHeight: 56, justifyContent: 'flex-start', fontSize: 16 } }}>
            <InspectButton look="button" />
            <AddAction kind="fuel" vehicle={found} />
            <AddAction kind="reading" vehicle={found} />
            <AddAction kind="issue" vehicle={found} />
          </Stack>
        )}
        <NextDue />
        <Button component={Link} to={vehicleDetailsPath(basename, vehicleId)} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
          {translate('fleet.yard.all_details')}
        </Button>
      </Box>
    </RecordContextProvider>
  );
}

/**
 * While online, reads what the vehicle's actions open, so that the service worker keeps it (src/sw/sw.ts):
 * the vehicle itself and the forms that apply to it, each as the fill screen asks for it. Then an
 * inspection can be filled in the yard with no signal.
 */
function useKeptForTheYard(vehicle: Vehicle | undefined) {
  const dataProvider = useDataProvider();
  useEffect(() => {
    if (!vehicle || !navigator.onLine) return;
    const id = String(vehicle.id);
    void (async () => {
      try {
        await dataProvider.getOne('vehicles', { id });
        const { data: forms } = await dataProvider.getList(inspectionForms.name, formsForVehicle(id));
        await Promise.all(forms.map((form) => dataProvider.getOne(inspectionForms.name, { id: form.id })));
      } catch {
        // Only a head start for going offline: the screens read it again when they open.
      }
    })();
  }, [vehicle, dataProvider]);
}

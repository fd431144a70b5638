import { Alert } from '@mui/material';
import { HttpError, useGetOne, useTranslate } from 'ra-core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadFailed, LoadingBlock } from '../../../layout/QueryState';
import { ScreenTitle } from '../../../layout/ScreenTitle';
import { errorText } from '../../../layout/notifications/errorText';
import { inspectionForms } from '../../../resourceDefinitions/inspection-forms';
import { vehicles } from '../../../resourceDefinitions/vehicles';
import { ListGuard } from '../../shared/list/ListGuard';
import { FillForm } from './FillForm';
import { FillHeading as Heading } from './FillHeading';

/**
 * Fill an inspection (docs/screens.md, Fill an inspection): `inspections/create?vehicleId=…&formId=…`.
 * The vehicle and the form's current version are read, then each item is answered and the whole is
 * sent once, with its photos after it.
 */
export function InspectionFill() {
  return (
    <ListGuard>
      <FillPage />
    </ListGuard>
  );
}

function FillPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const vehicleId = search.get('vehicleId') ?? '';
  const formId = search.get('formId') ?? '';
  const vehicle = useGetOne(vehicles.name, { id: vehicleId }, { enabled: Boolean(vehicleId), retry: false });
  const form = useGetOne(inspectionForms.name, { id: formId }, { enabled: Boolean(formId), retry: false });
  const plate = vehicle.data?.license_plate as string | undefined;
  const title = (
    <ScreenTitle
      title={translate('resources.inspections.name', { smart_count: 2 })}
      tab={plate ? translate('resources.inspections.fill.tab', { plate }) : undefined}
    />
  );
  const back = () => navigate(-1);

  if (!vehicleId || !formId) {
    return (
      <>
        {title}
        <Heading onBack={back} />
        <Alert severity="warning">{translate('fleet.server.routeNotFound')}</Alert>
      </>
    );
  }
  const failure = vehicle.error ?? form.error;
  if (failure) {
    const which = vehicle.error ? 'vehicle_failed' : 'load_failed';
    return (
      <>
        {title}
        <Heading onBack={back} />
        {failure instanceof HttpError && failure.status === 404 ? (
          <Alert severity="warning">{errorText(failure, translate)}</Alert>
        ) : (
          <LoadFailed onRetry={() => Promise.all([vehicle.refetch(), form.refetch()])}>
            {translate(`resources.inspections.fill.${which}`)}: {errorText(failure, translate)}
          </LoadFailed>
        )}
      </>
    );
  }
  if (!vehicle.data || !form.data) {
    return (
      <>
        {title}
        <LoadingBlock minHeight={240} />
      </>
    );
  }
  return (
    <>
      {title}
      <FillForm
        // Another vehicle or form is another inspection, with a key of its own.
        key={`${vehicleId}/${formId}`}
        vehicle={vehicle.data}
        form={form.data}
        onLeave={back}
      />
    </>
  );
}

import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useTranslate, type RaRecord } from 'ra-core';
import { formatCost } from '../../../contract/formats';
import { workOrderCompletion } from '../../../contract/schemas/work-order';
import type { FleetDataProvider } from '../../dataProvider';
import { useLanguage } from '../../i18n/useLanguage';
import { errorText } from '../../layout/notifications/errorText';
import { showToast } from '../../layout/notifications/toasts';
import { vehicles } from '../../resourceDefinitions/vehicles';
import { FormDialog } from '../shared/dialogs/FormDialog';
import { isRecordChanged } from '../shared/dialogs/recordChanged';
import { DateInput } from '../shared/forms/DateInput';
import { KmInput } from '../shared/forms/KmInput';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * "Complete the work order" (docs/work-orders.md): the day the work was done (today at first) and the
 * odometer then (the vehicle's mileage at first), with the total its maintenance record will cost. The
 * server takes the parts from stock and writes the record, all or nothing; a refusal (a branch no longer
 * holds enough, 409) is said in the dialog in the server's words, and nothing has moved.
 */
export function CompleteDialog({ workOrder, onClose }: { workOrder: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const language = useLanguage();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | undefined>();
  const { data: vehicle, isPending } = useGetOne(vehicles.name, { id: workOrder.vehicle_id }, { retry: false });
  // The vehicle's mileage is the odometer's first value: the form waits for it.
  if (isPending) return null;

  const complete = async (values: Record<string, unknown>) => {
    setProblem(undefined);
    try {
      const done = await dataProvider.completeWorkOrder(workOrder.id, {
        version: values.version as number,
        completed_on: values.completed_on as string,
        odometer: values.odometer as number,
      });
      showToast({ title: translate('resources.work-orders.complete.done'), variant: 'success' });
      return done;
    } catch (error) {
      if (!isRecordChanged(error)) setProblem(errorText(error, translate));
      showToast({
        title: translate('resources.work-orders.complete.error'),
        description: errorText(error, translate),
        variant: 'destructive',
      });
      throw error;
    } finally {
      // The work order, its vehicle, the stock and the issues have moved (or someone else's change shows).
      await queryClient.invalidateQueries();
    }
  };

  return (
    <FormDialog
      open
      title={translate('resources.work-orders.complete.title')}
      schema={workOrderCompletion}
      values={{ version: workOrder.version, completed_on: today(), odometer: typeof vehicle?.mileage === 'number' ? vehicle.mileage : '' }}
      submitLabel={translate('resources.work-orders.complete.submit')}
      onSave={complete}
      onReload={() => queryClient.invalidateQueries()}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.work-orders.complete.intro')}
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <DateInput source="completed_on" label="resources.work-orders.complete.completed_on" isRequired />
        <KmInput source="odometer" helperText={translate('resources.work-orders.complete.odometer_hint')} />
      </Box>
      <Typography sx={{ fontWeight: 700, textAlign: 'right', mt: 1 }} data-testid="complete-total">
        {translate('resources.work-orders.complete.total', { total: formatCost(workOrder.total_cost, language) })}
      </Typography>
    </FormDialog>
  );
}

import { useState } from 'react';
import { Link, Tooltip } from '@mui/material';
import { ResourceContextProvider, useDataProvider, useRecordContext, useTranslate, type RaRecord } from 'ra-core';
import { formatDate } from '../../../../contract/formats';
import { FuelDialogs } from '../../fuel/FuelList';
import { GeneralMaintenanceDialogs } from '../../general-maintenance/GeneralMaintenanceList';
import { MandatoryMaintenanceDialogs } from '../../mandatory-maintenance/MandatoryMaintenanceList';
import { RecordDialogsProvider, useRecordDialogs } from '../../shared/dialogs/RecordDialogs';
import { SourceText } from '../../meter-readings/meterCells';
import { isRecordSource, RECORD_RESOURCES, type RecordSource } from '../../meter-readings/meterForm';
import { showToast } from '../../../layout/notifications/toasts';
import { errorText } from '../../../layout/notifications/errorText';

/**
 * The Meter tab's source column: a reading of its own says where it came from (typed in, imported); a
 * reading of a maintenance record or a fuel entry names that kind as a link which opens the record
 * itself, where its reading is corrected (docs/fleet-health.md, The meter log).
 */
export function MeterSourceCell(_: { source?: string; label?: string }) {
  const reading = useRecordContext();
  if (!reading) return null;
  if (!isRecordSource(reading.source) || !reading.record_id) return <SourceText />;
  const resource = RECORD_RESOURCES[reading.source];
  return (
    <ResourceContextProvider value={resource}>
      <RecordDialogsProvider>
        <OpenRecordLink reading={reading} resource={resource} />
        <RecordDialogs source={reading.source} vehicleId={String(reading.vehicle_id)} />
      </RecordDialogsProvider>
    </ResourceContextProvider>
  );
}

function OpenRecordLink({ reading, resource }: { reading: RaRecord; resource: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { openEdit } = useRecordDialogs();
  const [pending, setPending] = useState(false);
  const label = translate(`resources.meter-readings.sources.${reading.source}`);
  const open = async () => {
    setPending(true);
    try {
      openEdit((await dataProvider.getOne(resource, { id: reading.record_id })).data);
    } catch (error) {
      // Deleted or moved out of the caller's sight since the log was read, say.
      showToast({
        title: translate('resources.meter-readings.open_failed'),
        description: errorText(error, translate),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Tooltip title={translate('resources.meter-readings.open_record', { date: formatDate(reading.read_on), source: label })} describeChild>
      <Link
        component="button"
        type="button"
        color="secondary"
        underline="hover"
        disabled={pending}
        onClick={() => void open()}
        sx={{ fontWeight: 500, textAlign: 'left', verticalAlign: 'baseline' }}
      >
        {label}
      </Link>
    </Tooltip>
  );
}

/** The record's own dialogs, for this vehicle. */
function RecordDialogs({ source, vehicleId }: { source: RecordSource; vehicleId: string }) {
  if (source === 'fuel') return <FuelDialogs vehicleId={vehicleId} />;
  if (source === 'general-maintenance') return <GeneralMaintenanceDialogs vehicleId={vehicleId} />;
  return <MandatoryMaintenanceDialogs vehicleId={vehicleId} />;
}

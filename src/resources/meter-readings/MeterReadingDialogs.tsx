import type { RaRecord } from 'ra-core';
import { meterReadingInput } from '../../../contract/schemas/meter-reading';
import { formatDate, formatKilometres } from '../../../contract/formats';
import { useLanguage } from '../../i18n/useLanguage';
import { ResourceDialogs } from '../shared/dialogs/ResourceDialogs';
import { MeterReadingInputs } from './MeterReadingInputs';
import { emptyMeterReading, meterReadingEditForm, toMeterReadingForm } from './meterForm';

/**
 * Add, edit and delete a reading of one vehicle. A reading lower than one recorded before is refused by
 * the server with a message under Odometer, which says the least it may be, unless the meter was replaced.
 */
export function MeterReadingDialogs({ vehicleId, mileage }: { vehicleId: string; mileage?: number }) {
  const language = useLanguage();
  return (
    <ResourceDialogs
      resource="meter-readings"
      createSchema={meterReadingInput}
      editSchema={meterReadingEditForm}
      inputs={(mode) => <MeterReadingInputs mode={mode} mileage={mileage} />}
      emptyValues={emptyMeterReading(vehicleId)}
      toFormValues={toMeterReadingForm}
      deleteName={(reading: RaRecord) => `${formatDate(reading.read_on) ?? ''} · ${formatKilometres(reading.km, language)}`}
    />
  );
}

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
export function MeterReadingDialogs({ vehicleId, mileage, today }: { vehicleId: string; mileage?: number; today?: string }) {
  const language = useLanguage();
  return (
    <ResourceDialogs
      resource="meter-readings"
      createSchema={meterReadingInput}
      editSchema={meterReadingEditForm}
      inputs={(mode) => <MeterReadingInputs mode={mode} mileage={mileage} />}
      // Made at the vehicle (its quick actions, docs/yard.md), a reading is today's.
      emptyValues={{ ...emptyMeterReading(vehicleId), ...(today ? { read_on: today } : {}) }}
      toFormValues={toMeterReadingForm}
      deleteName={(reading: RaRecord) => `${formatDate(reading.read_on) ?? ''} · ${formatKilometres(reading.km, language)}`}
    />
  );
}

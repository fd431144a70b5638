import type { RaRecord } from 'ra-core';
import type { MeterSource } from '../../../contract/meter';
import { meterReadingUpdateBody } from '../../../contract/schemas/meter-reading';
import { toFormText } from '../shared/forms/formValues';
import { generalMaintenance } from '../../resourceDefinitions/general-maintenance';
import { mandatoryMaintenance } from '../../resourceDefinitions/mandatory-maintenance';
import { fuel } from '../../resourceDefinitions/fuel';

/** What a new reading of the vehicle starts with: typed in, no replacement. */
export function emptyMeterReading(vehicleId: string): Record<string, unknown> {
  return { vehicle_id: vehicleId, read_on: '', km: '', engine_hours: '', replacement: false, notes: '' };
}

/** A reading as the edit form holds it: what the odometer showed, the engine hours and notes (the day and the rest stay). */
export function toMeterReadingForm(reading: RaRecord): Record<string, unknown> {
  return { km: reading.km, engine_hours: reading.engine_hours ?? '', notes: toFormText(reading.notes) };
}

/**
 * The edit form's schema: the contract's update without the version (the data provider adds the one
 * the edit started from) and without the flag, which an edit leaves as it is.
 */
export const meterReadingEditForm = meterReadingUpdateBody.omit({ version: true, flagged: true });

/** Readings of their own (typed in or imported) are records here; the others belong to a maintenance record or a fuel entry. */
export const isOwnReading = (entry: RaRecord | undefined) => entry?.source === 'manual' || entry?.source === 'import';

/** The screens of the records that carry a reading, by the reading's source. */
export const RECORD_RESOURCES = {
  'general-maintenance': generalMaintenance.name,
  'mandatory-maintenance': mandatoryMaintenance.name,
  fuel: fuel.name,
} as const satisfies Partial<Record<MeterSource, string>>;
export type RecordSource = keyof typeof RECORD_RESOURCES;

export const isRecordSource = (source: unknown): source is RecordSource => typeof source === 'string' && source in RECORD_RESOURCES;

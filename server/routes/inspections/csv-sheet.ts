import { todayIn } from '../../../contract/time-zones';
import { inspectionLabels, yesNoNames } from '../../../contract/vocabulary';
import { labelsOf, writeDay, writeInteger, writeText, type CsvColumn } from '../../csv/columns';
import type { InspectionExportRow } from './repository';

/*
 * The inspections' CSV export (docs/csv.md): the list's columns, each inspection's day and time as its
 * company counts them (in its time zone), yes and no in the file's language. Inspections are not
 * imported: they are made in the yard, item by item.
 */

const label = (field: keyof (typeof inspectionLabels)['en']) => labelsOf(inspectionLabels, field);

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour and minute (HH:mm, 24 hours) an instant is in `timeZone`. */
function localTime(instant: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

export const inspectionColumns: readonly CsvColumn<InspectionExportRow>[] = [
  {
    field: 'inspected_on',
    labels: label('inspected_on'),
    write: (row, context) => writeDay(todayIn(row.time_zone, new Date(row.inspected_at)), context),
  },
  { field: 'inspected_time', labels: label('inspected_time'), write: (row) => localTime(row.inspected_at, row.time_zone) },
  { field: 'vehicle_license_plate', labels: label('vehicle_license_plate'), write: (row) => row.vehicle_license_plate },
  { field: 'form_name', labels: label('form_name'), write: (row) => row.form_name },
  { field: 'inspector_name', labels: label('inspector_name'), write: (row) => writeText(row.inspector_name) },
  { field: 'odometer', labels: label('odometer'), write: (row) => writeInteger(row.odometer) },
  { field: 'item_count', labels: label('item_count'), write: (row) => writeInteger(row.item_count) },
  { field: 'failed_count', labels: label('failed_count'), write: (row) => writeInteger(row.failed_count) },
  {
    field: 'critical_failed',
    labels: label('critical_failed'),
    write: (row, context) => yesNoNames[context.language][row.critical_failed ? 'yes' : 'no'],
  },
  { field: 'note', labels: label('note'), write: (row) => writeText(row.note) },
];

import { DataTable } from 'react-admin';
import { Box, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { EngineHoursText, ReadingMarks, TotalKmText } from '../../meter-readings/meterCells';
import { MeterReadingDialogs } from '../../meter-readings/MeterReadingDialogs';
import { MeterRowActions } from '../../meter-readings/MeterRowActions';
import { noWrap } from '../../shared/list/columns';
import { DateText, KilometresText } from '../../shared/fields';
import { NotesCell } from '../vehicleCells';
import { MeterSourceCell } from './MeterSourceCell';
import { VehicleRecordsTable } from './VehicleRecordsTable';
import { vehicleRecordsFilter } from './vehicleRecordsFilter';

const right = { align: 'right' as const };

/**
 * docs/screens.md, Vehicle details: the Meter tab — the vehicle's meter log, every odometer reading from
 * every source, newest first: the day, where it came from (a record's kind opens the record), the
 * odometer, the total km after a meter replacement, engine hours, a flag on readings waiting for
 * review, and notes. "Add reading" records one as the odometer shows it.
 */
export function VehicleMeter() {
  const vehicle = useRecordContext();
  const translate = useTranslate();
  if (!vehicle) return null;
  return (
    <VehicleRecordsTable
      resource="meter-readings"
      filter={vehicleRecordsFilter(vehicle)}
      sort={{ field: 'read_on', order: 'DESC' }}
      addLabel="resources.meter-readings.add"
      summary={
        <Typography variant="body2" color="text.secondary" sx={{ pt: 0.75 }}>
          {translate('resources.meter-readings.intro')}
        </Typography>
      }
      dialogs={
        <MeterReadingDialogs vehicleId={String(vehicle.id)} mileage={typeof vehicle.mileage === 'number' ? vehicle.mileage : undefined} />
      }
      phoneColumns={['read_on', 'km']}
    >
      <DataTable.Col source="read_on" field={DateAndSourceOnPhone} cellSx={noWrap} />
      <DataTable.Col source="source" field={MeterSourceCell} disableSort />
      <DataTable.Col source="km" field={KmAndMarksOnPhone} cellSx={noWrap} disableSort {...right} />
      <DataTable.Col source="total_km" field={TotalKmText} cellSx={noWrap} {...right} />
      <DataTable.Col source="engine_hours" field={EngineHoursText} cellSx={noWrap} disableSort {...right} />
      <DataTable.Col source="flagged" field={ReadingMarks} disableSort />
      <DataTable.Col source="notes" field={NotesCell} disableSort />
      <DataTable.Col source="actions" disableSort>
        <MeterRowActions />
      </DataTable.Col>
    </VehicleRecordsTable>
  );
}

/**
 * On a phone, a reading's flag (waiting for review) and a meter replacement show beneath the odometer:
 * the Review column is not among the phone's columns, and a flagged reading must not pass unseen.
 */
function KmAndMarksOnPhone(props: { source: string; label?: string }) {
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      <KilometresText {...props} />
      {onPhone && (
        <Box sx={{ mt: 0.5, display: 'flex', justifyContent: 'flex-end' }}>
          <ReadingMarks source="flagged" />
        </Box>
      )}
    </>
  );
}

/**
 * On a phone, where a reading came from shows beneath its day: the tab opens there with the day and
 * the odometer only (phoneColumns.ts), which leaves room for the row's buttons in every language.
 */
function DateAndSourceOnPhone(props: { source: string; label?: string }) {
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      <DateText {...props} />
      {onPhone && (
        <Box sx={{ mt: 0.5, whiteSpace: 'normal' }}>
          <MeterSourceCell source="source" />
        </Box>
      )}
    </>
  );
}

import { DataTable } from 'react-admin';
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { EngineHoursText, ReadingMarks, TotalKmText } from '../../resources/meter-readings/meterCells';
import { MeterReadingDialogs } from '../../resources/meter-readings/MeterReadingDialogs';
import { MeterRowActions } from '../../resources/meter-readings/MeterRowActions';
import { dateColumn, kilometresColumn, noWrap } from '../../resources/shared/list/columns';
import { NotesCell } from '../../resources/vehicles/vehicleCells';
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
      phoneColumns={['read_on', 'source', 'km']}
    >
      {dateColumn('read_on')}
      <DataTable.Col source="source" field={MeterSourceCell} disableSort />
      {kilometresColumn('km', { ...right, disableSort: true })}
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

import { DataTable } from 'react-admin';
import { useListContext, useRecordContext } from 'ra-core';
import type { EnergyUnit } from '../../../../contract/fuel';
import { FuelDialogs } from '../../fuel/FuelList';
import { FuelEconomy } from '../../fuel/FuelEconomy';
import { AdBlueText, FullText, QuantityText } from '../../fuel/fuelCells';
import { usualUnit } from '../../fuel/fuelEconomy';
import { costColumn, dateColumn, readingColumn, noWrap } from '../../shared/list/columns';
import { RowActions } from '../../shared/list/RowActions';
import { NotesCell } from '../vehicleCells';
import { VehicleRecordsTable } from './VehicleRecordsTable';
import { vehicleRecordsFilter } from './vehicleRecordsFilter';
import { fuel } from '../../../resourceDefinitions/fuel';

const right = { align: 'right' as const };

/**
 * docs/screens.md, Vehicle details: the Fuel tab — the vehicle's consumption and cost per km above its
 * fuel entries (date, quantity, full, AdBlue, cost, odometer, station, notes), newest first, each
 * editable here; "Add entry" records one for this vehicle.
 */
export function VehicleFuel() {
  const vehicle = useRecordContext();
  if (!vehicle) return null;
  return (
    <VehicleRecordsTable
      resource={fuel.name}
      filter={vehicleRecordsFilter(vehicle)}
      sort={{ field: 'filled_on', order: 'DESC' }}
      addLabel="resources.fuel.add"
      summary={<FuelEconomy />}
      dialogs={<VehicleFuelDialogs vehicleId={String(vehicle.id)} />}
      phoneColumns={['filled_on', 'quantity', 'cost']}
    >
      {dateColumn('filled_on')}
      <DataTable.Col source="quantity" field={QuantityText} cellSx={noWrap} {...right} />
      <DataTable.Col source="full" field={FullText} disableSort />
      <DataTable.Col source="adblue_litres" field={AdBlueText} cellSx={noWrap} disableSort {...right} />
      {costColumn('cost', right)}
      {readingColumn('odometer', right)}
      <DataTable.Col source="station" field={NotesCell} disableSort />
      <DataTable.Col source="notes" field={NotesCell} disableSort />
      <DataTable.Col source="actions" disableSort>
        <RowActions />
      </DataTable.Col>
    </VehicleRecordsTable>
  );
}

/** The dialogs, a new entry starting in the unit the vehicle last took (the list's newest entry). */
function VehicleFuelDialogs({ vehicleId }: { vehicleId: string }) {
  const vehicle = useRecordContext();
  const { data } = useListContext();
  return <FuelDialogs vehicleId={vehicleId} unit={usualUnit(data?.[0]?.unit as EnergyUnit | undefined, vehicle?.consumption)} />;
}

import { DataTable } from 'react-admin';
import type { RaRecord } from 'ra-core';
import { fuelEntryInput } from '../../../contract/schemas/fuel-entry';
import { formatDate } from '../../../contract/formats';
import type { EnergyUnit } from '../../../contract/fuel';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { RowActions } from '../shared/list/RowActions';
import { costColumn, dateColumn, readingColumn, noWrap, NOTES } from '../shared/list/columns';
import { NotesCell } from '../vehicles/vehicleCells';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { ResourceDialogs } from '../shared/dialogs/ResourceDialogs';
import { VehiclePlateLink } from '../shared/maintenance/VehiclePlateLink';
import { AddOnActiveVehicleButton } from '../shared/maintenance/AddOnActiveVehicleButton';
import { AdBlueText, FullText, QuantityText } from './fuelCells';
import { emptyFuelEntry, toFuelForm } from './fuelForm';
import { FuelInputs } from './FuelInputs';
import { fuelFilters } from './fuelFilters';
import { fuel } from '../../resourceDefinitions/fuel';

/**
 * Fuel (every role): the fleet's fillings and charges, newest first (docs/screens.md, Fuel). A station
 * keeps to one line (its whole name in its tooltip), so that a row stays one line high.
 */
export function FuelList() {
  return (
    <RecordDialogsProvider>
      <FleetList
        csv
        sort={{ field: 'filled_on', order: 'DESC' }}
        filters={fuelFilters()}
        addButton={<AddOnActiveVehicleButton resource={fuel.name} />}
      >
        <FleetDataTable phoneColumns={PHONE_COLUMNS}>
          {dateColumn('filled_on')}
          <DataTable.Col source="vehicle_license_plate" field={VehiclePlateLink} />
          <DataTable.Col source="quantity" field={QuantityText} cellSx={noWrap} align="right" />
          <DataTable.Col source="full" field={FullText} disableSort />
          <DataTable.Col source="adblue_litres" field={AdBlueText} cellSx={noWrap} align="right" disableSort />
          {costColumn('cost', { align: 'right' })}
          {readingColumn('odometer', { align: 'right' })}
          <DataTable.Col source="station" field={NotesCell} disableSort />
          <DataTable.Col source="notes" disableSort sx={NOTES} />
          <DataTable.Col source="actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </FleetDataTable>
      </FleetList>
      <FuelDialogs />
    </RecordDialogsProvider>
  );
}

/**
 * The add, edit and delete dialogs; from a vehicle's page, a new entry is that vehicle's, in the unit it
 * last took; at the vehicle itself (its quick actions, docs/yard.md) it is also today's.
 */
export function FuelDialogs({ vehicleId, unit, today }: { vehicleId?: string; unit?: EnergyUnit; today?: string }) {
  return (
    <ResourceDialogs
      resource={fuel.name}
      createSchema={fuelEntryInput}
      editSchema={fuelEntryInput}
      inputs={() => <FuelInputs />}
      emptyValues={{ ...emptyFuelEntry(vehicleId, unit), ...(today ? { filled_on: today } : {}) }}
      toFormValues={toFuelForm}
      deleteName={(entry: RaRecord) => `${formatDate(entry.filled_on) ?? ''} · ${entry.vehicle_license_plate}`}
    />
  );
}

/** On a phone, at first: when, and how much (phoneColumns.ts); the search finds a vehicle's. */
const PHONE_COLUMNS = ['filled_on', 'quantity'];

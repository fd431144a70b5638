import { DataTable } from 'react-admin';
import { useRecordContext, useTranslate } from 'ra-core';
import { inspections } from '../../../resourceDefinitions/inspections';
import { OpenInspection, ResultCell, WhenLink } from '../../inspections/inspectionCells';
import { kilometresColumn, noWrap } from '../../shared/list/columns';
import { VehicleRecordsTable } from './VehicleRecordsTable';
import { vehicleRecordsFilter } from './vehicleRecordsFilter';

/**
 * docs/inspections.md, Inspections: the Inspections tab — the vehicle's inspections, the newest first:
 * when, against which form, by whom, and how it went (all OK, or how many defects, critical ones
 * named); each opens the inspection read back. A new one is made with "Inspect" in the header.
 */
export function VehicleInspections() {
  const vehicle = useRecordContext();
  const translate = useTranslate();
  if (!vehicle) return null;
  return (
    <VehicleRecordsTable
      resource={inspections.name}
      filter={vehicleRecordsFilter(vehicle)}
      sort={{ field: 'inspected_at', order: 'DESC' }}
      adds={false}
      dialogs={null}
      phoneColumns={PHONE_COLUMNS}
      empty={translate('resources.vehicles.details.no_inspections')}
    >
      <DataTable.Col source="inspected_at" field={WhenLink} cellSx={noWrap} />
      <DataTable.Col source="form_name" />
      <DataTable.Col source="inspector_name" disableSort />
      <DataTable.Col source="failed_count" field={ResultCell} cellSx={noWrap} />
      {kilometresColumn('odometer', { align: 'right', disableSort: true })}
      <DataTable.Col source="actions" label="resources.inspections.fields.actions" disableSort>
        <OpenInspection alone />
      </DataTable.Col>
    </VehicleRecordsTable>
  );
}

/** On a phone, at first: when, and how it went (phoneColumns.ts). */
const PHONE_COLUMNS = ['inspected_at', 'failed_count'];

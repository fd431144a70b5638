import { DataTable } from 'react-admin';
import { IconButton, Link, Tooltip } from '@mui/material';
import OpenIcon from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useRecordContext, useTranslate } from 'ra-core';
import { DEFAULT_TIME_ZONE } from '../../../../contract/time-zones';
import { useSignedInUser } from '../../../authProvider/useSignedInUser';
import { inspections, inspectionShowPath } from '../../../resourceDefinitions/inspections';
import { ResultCell } from '../../inspections/InspectionList';
import { formatWhen } from '../../inspections/when';
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
        <OpenInspection />
      </DataTable.Col>
    </VehicleRecordsTable>
  );
}

/** On a phone, at first: when, and how it went (phoneColumns.ts). */
const PHONE_COLUMNS = ['inspected_at', 'failed_count'];

/** When it was made, in the company's time zone; it opens the inspection read back. */
function WhenLink(_: { source: string; label?: string }) {
  const inspection = useRecordContext();
  const basename = useBasename();
  const timeZone = useSignedInUser()?.time_zone ?? DEFAULT_TIME_ZONE;
  if (!inspection) return null;
  return (
    <Link component={RouterLink} to={inspectionShowPath(basename, inspection.id)} color="secondary" underline="hover">
      {formatWhen(inspection.inspected_at, timeZone)}
    </Link>
  );
}

/** The row's Details: the inspection read back, a link, so it also opens in a new tab. */
function OpenInspection() {
  const inspection = useRecordContext();
  const translate = useTranslate();
  const basename = useBasename();
  if (!inspection) return null;
  return (
    <Tooltip title={translate('fleet.form.details')}>
      <IconButton
        size="small"
        component={RouterLink}
        to={inspectionShowPath(basename, inspection.id)}
        aria-label={translate('fleet.form.details')}
        sx={{ float: 'right' }}
      >
        <OpenIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

import { useState } from 'react';
import { DataTable, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { useTranslate, type RaRecord } from 'ra-core';
import { DEFAULT_TIME_ZONE } from '../../../contract/time-zones';
import { MAX_PAGE_SIZE } from '../../../contract/schemas/common';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { inspections } from '../../resourceDefinitions/inspections';
import { inspectionForms } from '../../resourceDefinitions/inspection-forms';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { AddButton } from '../shared/list/AddButton';
import { RowActions } from '../shared/list/RowActions';
import { kilometresColumn, noWrap, plateWrap } from '../shared/list/columns';
import { RecordDialogsProvider } from '../shared/dialogs/RecordDialogs';
import { RemoveRecordDialog } from '../shared/dialogs/RemoveRecordDialog';
import { VehiclePlateLink } from '../shared/maintenance/VehiclePlateLink';
import { DateRangeFilter, FILTER_WIDTH } from '../shared/maintenance/maintenanceFilters';
import { InspectDialog } from './InspectDialog';
import { formatWhenDay } from './when';
import { OpenInspection, ResultCell, WhenLink } from './inspectionCells';

/**
 * Inspections (docs/screens.md, Inspections): the newest first, in the sidebar's branch; found by plate,
 * form, result and days. "Inspect a vehicle" chooses a vehicle, then one of the forms that apply to it.
 */
export function InspectionList() {
  const translate = useTranslate();
  const timeZone = useSignedInUser()?.time_zone ?? DEFAULT_TIME_ZONE;
  const [choosing, setChoosing] = useState(false);
  return (
    <RecordDialogsProvider>
      <FleetList
        // The server writes them as CSV in the three languages; an inspection is not imported.
        csv="export"
        sort={{ field: 'inspected_at', order: 'DESC' }}
        filters={[
          <SearchInput key="q" source="q" alwaysOn sx={{ width: { xs: '100%', sm: 200 } }} />,
          <ReferenceInput
            key="formId"
            source="formId"
            reference={inspectionForms.name}
            sort={{ field: 'name', order: 'ASC' }}
            perPage={MAX_PAGE_SIZE}
            alwaysOn
          >
            <SelectInput
              optionText="name"
              label="resources.inspections.fields.formId"
              emptyText={translate('resources.inspections.all_forms')}
              helperText={false}
              sx={{ width: FILTER_WIDTH }}
            />
          </ReferenceInput>,
          <SelectInput
            key="failed"
            source="failed"
            label="resources.inspections.fields.failed"
            choices={RESULT_CHOICES}
            emptyText={translate('resources.inspections.results.any')}
            helperText={false}
            alwaysOn
            sx={{ width: FILTER_WIDTH }}
          />,
          <DateRangeFilter key="dateFrom" source="dateFrom" alwaysOn />,
        ]}
        addButton={<AddButton label="resources.inspections.inspect_vehicle" onClick={() => setChoosing(true)} />}
      >
        <FleetDataTable phoneColumns={PHONE_COLUMNS}>
          <DataTable.Col source="inspected_at" field={WhenLink} cellSx={noWrap} />
          <DataTable.Col source="vehicle_license_plate" field={VehiclePlateLink} cellSx={plateWrap} />
          <DataTable.Col source="form_name" />
          <DataTable.Col source="inspector_name" disableSort />
          <DataTable.Col source="failed_count" field={ResultCell} cellSx={noWrap} />
          {kilometresColumn('odometer', { align: 'right', disableSort: true })}
          <DataTable.Col source="actions" label="resources.inspections.fields.actions" disableSort>
            <RowActions>
              <OpenInspection />
            </RowActions>
          </DataTable.Col>
        </FleetDataTable>
      </FleetList>
      <RemoveRecordDialog
        resource={inspections.name}
        name={(inspection: RaRecord) =>
          translate('resources.inspections.delete_name', {
            plate: inspection.vehicle_license_plate,
            date: formatWhenDay(inspection.inspected_at, timeZone),
          })
        }
      />
      <InspectDialog open={choosing} onClose={() => setChoosing(false)} />
    </RecordDialogsProvider>
  );
}

const RESULT_CHOICES = [
  { id: 'true', name: 'resources.inspections.results.failed' },
  { id: 'false', name: 'resources.inspections.results.passed' },
];

/**
 * On a phone, at first: which vehicle and how it went, the newest first (phoneColumns.ts); the eye button
 * opens it. Its day and time would push the result off a 375 px screen.
 */
const PHONE_COLUMNS = ['vehicle_license_plate', 'failed_count'];

import { DataTable, SearchInput, SelectInput } from 'react-admin';
import { Box, IconButton, Link, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import DetailsIcon from '@mui/icons-material/VisibilityOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useBasename, useCanAccess, useRecordContext, useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { inspectionForms, inspectionFormPath } from '../../resourceDefinitions/inspection-forms';
import { FleetList } from '../shared/list/FleetList';
import { FleetDataTable } from '../shared/list/FleetDataTable';
import { AddButton } from '../shared/list/AddButton';
import { RecordDialogsProvider, useRecordDialogs } from '../shared/dialogs/RecordDialogs';
import { RemoveRecordDialog } from '../shared/dialogs/RemoveRecordDialog';
import { noWrap } from '../shared/list/columns';
import { ActiveChip, BranchesText, FrequencyText, VehicleTypesText } from './formCells';

/**
 * Inspection forms (docs/inspections.md): every role reads them, admins keep them. A form opens on a page
 * of its own (the editor, or for the others the form as it is filled in), long enough for 60 items.
 */
export function InspectionFormList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <RecordDialogsProvider>
      <FleetList
        sort={{ field: 'name', order: 'ASC' }}
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          <SelectInput
            key="active"
            source="active"
            label="resources.inspection-forms.fields.active"
            choices={ACTIVE_CHOICES}
            emptyText={translate('fleet.health.all_statuses')}
            helperText={false}
            alwaysOn
          />,
        ]}
        addButton={<AddButton label="resources.inspection-forms.add" onClick={() => navigate(inspectionFormPath(basename))} />}
      >
        <FleetDataTable phoneColumns={PHONE_COLUMNS}>
          <DataTable.Col source="name" field={FormNameLink} />
          <DataTable.Col source="frequency" field={FrequencyText} cellSx={noWrap} />
          <DataTable.Col source="vehicle_types" field={VehicleTypesText} disableSort />
          <DataTable.Col source="branch_ids" field={BranchesText} disableSort />
          <DataTable.Col source="item_count" align="right" disableSort />
          <DataTable.Col source="active" field={ActiveChip} disableSort />
          <DataTable.Col source="actions" label="resources.inspection-forms.fields.actions" disableSort>
            <FormRowActions />
          </DataTable.Col>
        </FleetDataTable>
      </FleetList>
      <RemoveRecordDialog resource={inspectionForms.name} name={(form) => String(form.name)} />
    </RecordDialogsProvider>
  );
}

const ACTIVE_CHOICES = [
  { id: 'true', name: 'resources.inspection-forms.active' },
  { id: 'false', name: 'resources.inspection-forms.inactive' },
];

/** On a phone, at first: the form's name and whether it is in use (phoneColumns.ts). */
const PHONE_COLUMNS = ['name', 'active'];

/** The form's name opens its page. */
function FormNameLink(_: { source: string }) {
  const form = useRecordContext();
  const basename = useBasename();
  if (!form) return null;
  return (
    <Link component={RouterLink} to={inspectionFormPath(basename, form.id)} color="secondary" underline="hover" sx={{ fontWeight: 500 }}>
      {String(form.name)}
    </Link>
  );
}

/** Open the form (to edit it, for those who may), and delete it (a form with inspections is refused: switch it off instead). */
function FormRowActions() {
  const form = useRecordContext();
  const translate = useTranslate();
  const basename = useBasename();
  const dialogs = useRecordDialogs();
  const { canAccess: canEdit } = useCanAccess({ resource: inspectionForms.name, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: inspectionForms.name, action: 'delete' });
  if (!form) return null;
  const openLabel = canEdit ? translate('fleet.form.edit') : translate('fleet.form.details');
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={openLabel}>
        <IconButton size="small" component={RouterLink} to={inspectionFormPath(basename, form.id)} aria-label={openLabel}>
          {canEdit ? <EditIcon fontSize="small" /> : <DetailsIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      {canDelete && (
        <Tooltip title={translate('fleet.form.delete')}>
          <IconButton size="small" color="error" aria-label={translate('fleet.form.delete')} onClick={() => dialogs.openDelete(form)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

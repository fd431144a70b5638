import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ResourceContextProvider, useBasename, useCanAccess, useTranslate, type CreateResult, type RaRecord } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { workOrderInput, workOrderUpdateBody } from '../../../contract/schemas/work-order';
import { workOrderPath, workOrders } from '../../resourceDefinitions/work-orders';
import { ResourceDialogs } from '../shared/dialogs/ResourceDialogs';
import { FormDialog } from '../shared/dialogs/FormDialog';
import { useRecordMutations } from '../shared/dialogs/useRecordMutations';
import { WorkOrderInputs } from './WorkOrderInputs';
import { emptyWorkOrder, toWorkOrderForm, workOrderErrorPath, type WorkOrderStart } from './workOrderForm';

/**
 * "Add a work order", "Edit a work order" and the delete question of one screen; from a vehicle's page,
 * a new work order is that vehicle's. The form and the server check it with the same schemas.
 */
export function WorkOrderDialogs({ start, onDeleted }: { start?: WorkOrderStart; onDeleted?: (workOrder: RaRecord) => void }) {
  return (
    <ResourceDialogs
      resource={workOrders.name}
      createSchema={workOrderInput}
      editSchema={workOrderUpdateBody}
      inputs={(mode) => <WorkOrderInputs mode={mode} />}
      emptyValues={emptyWorkOrder(start)}
      toFormValues={toWorkOrderForm}
      deleteName={(workOrder: RaRecord) => `${workOrder.title} · ${workOrder.vehicle_license_plate}`}
      onDeleted={onDeleted}
      maxWidth="md"
      nested
      errorPath={workOrderErrorPath}
    />
  );
}

interface StartWorkOrderProps {
  /** What the new work order starts with (an issue's vehicle, issue and title; a due item's vehicle and record). */
  start: WorkOrderStart;
  /** The button's words, and its name when more must be said than it shows (a row of the due list). */
  label: string;
  name?: string;
  icon?: ReactNode;
  variant?: 'contained' | 'outlined' | 'text';
}

/**
 * Starts a work order from another screen (an issue's page, an item due on the overview), for the roles
 * that may create one: "Add a work order" opens with what that screen knows, and once saved the new
 * work order's page opens, where its parts and labour are seen to and it is completed.
 */
export function StartWorkOrderButton({ start, label, name, icon = <AddIcon />, variant = 'outlined' }: StartWorkOrderProps) {
  const { canAccess } = useCanAccess({ resource: workOrders.name, action: 'create' });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button size="small" variant={variant} startIcon={icon} aria-label={name} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <ResourceContextProvider value={workOrders.name}>
          <StartDialog start={start} onClose={() => setOpen(false)} />
        </ResourceContextProvider>
      )}
    </>
  );
}

function StartDialog({ start, onClose }: { start: WorkOrderStart; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const mutations = useRecordMutations(workOrders.name);
  return (
    <FormDialog
      open
      title={translate(`resources.${workOrders.name}.add_title`)}
      schema={workOrderInput}
      values={emptyWorkOrder(start)}
      maxWidth="md"
      nested
      errorPath={workOrderErrorPath}
      onSave={(values) => mutations.create(values)}
      onSaved={(answer) => {
        const id = (answer as CreateResult | undefined)?.data?.id;
        if (id !== undefined) navigate(workOrderPath(basename, id));
      }}
      onClose={onClose}
    >
      <WorkOrderInputs mode="create" />
    </FormDialog>
  );
}

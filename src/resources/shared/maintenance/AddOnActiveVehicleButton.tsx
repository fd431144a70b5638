import { useState } from 'react';
import { Alert, AlertTitle, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { AddButton } from '../list/AddButton';
import { useRecordDialogs } from '../dialogs/RecordDialogs';
import { useActiveVehicleCheck } from './useActiveVehicleCheck';
import { generalMaintenance } from '../../../resourceDefinitions/general-maintenance';
import { fuel } from '../../../resourceDefinitions/fuel';
import { issues } from '../../../resourceDefinitions/issues';
import { CloseActions } from '../dialogs/CloseActions';

type Resource = typeof generalMaintenance.name | typeof fuel.name | typeof issues.name;

/**
 * docs/screens.md, General maintenance; Fuel; Issues: Add opens the add dialog when the user has an active
 * vehicle to record for; without one, a dialog shows a red message in place of the form, in the words
 * of the resource being added.
 */
export function AddOnActiveVehicleButton({ resource }: { resource: Resource }) {
  const { openCreate } = useRecordDialogs();
  const hasActiveVehicle = useActiveVehicleCheck();
  const [noVehicles, setNoVehicles] = useState(false);
  const add = async () => {
    if (await hasActiveVehicle()) openCreate();
    else setNoVehicles(true);
  };
  return (
    <>
      <AddButton label={`resources.${resource}.add`} onClick={() => void add()} />
      <NoVehiclesDialog resource={resource} open={noVehicles} onClose={() => setNoVehicles(false)} />
    </>
  );
}

function NoVehiclesDialog({ open, onClose, resource }: { open: boolean; onClose: () => void; resource: Resource }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="no-vehicles-title">
      <DialogTitle id="no-vehicles-title">{translate(`resources.${resource}.add_title`)}</DialogTitle>
      <DialogContent>
        <Alert severity="error" variant="outlined">
          <AlertTitle>{translate(`resources.${resource}.no_vehicles_title`)}</AlertTitle>
          {translate(`resources.${resource}.no_vehicles_description`)}
        </Alert>
      </DialogContent>
      <CloseActions onClose={onClose} autoFocus />
    </Dialog>
  );
}

import { Button } from '@mui/material';
import FuelIcon from '@mui/icons-material/LocalGasStationOutlined';
import ReadingIcon from '@mui/icons-material/SpeedOutlined';
import IssueIcon from '@mui/icons-material/ReportProblemOutlined';
import { useCanAccess, useTranslate } from 'ra-core';
import type { Vehicle } from '../../../contract/schemas/vehicle';
import { todayIn } from '../../../contract/time-zones';
import { FuelDialogs } from '../../resources/fuel/FuelList';
import { IssueDialogs } from '../../resources/issues/IssueDialogs';
import { MeterReadingDialogs } from '../../resources/meter-readings/MeterReadingDialogs';
import { RecordDialogsProvider, useRecordDialogs } from '../../resources/shared/dialogs/RecordDialogs';

/** The three records a driver adds at the vehicle besides an inspection, each with its resource, words and icon. */
const ACTIONS = {
  fuel: { resource: 'fuel', label: 'fleet.yard.add_fuel', icon: <FuelIcon /> },
  reading: { resource: 'meter-readings', label: 'fleet.yard.add_reading', icon: <ReadingIcon /> },
  issue: { resource: 'issues', label: 'fleet.yard.report_issue', icon: <IssueIcon /> },
} as const;

/**
 * One quick action: a button that opens the resource's own add dialog for this vehicle, for a role that
 * may add it. Without a connection the dialog's save keeps the record in the outbox (src/outbox/).
 */
export function AddAction({ kind, vehicle }: { kind: keyof typeof ACTIONS; vehicle: Vehicle }) {
  const { resource } = ACTIONS[kind];
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  // Recorded at the vehicle: today, in its company's time zone.
  const today = todayIn(vehicle.time_zone);
  return (
    <RecordDialogsProvider>
      <OpenButton kind={kind} />
      {kind === 'fuel' && <FuelDialogs vehicleId={String(vehicle.id)} today={today} />}
      {kind === 'reading' && <MeterReadingDialogs vehicleId={String(vehicle.id)} mileage={vehicle.mileage} today={today} />}
      {kind === 'issue' && <IssueDialogs vehicleId={String(vehicle.id)} />}
    </RecordDialogsProvider>
  );
}

function OpenButton({ kind }: { kind: keyof typeof ACTIONS }) {
  const translate = useTranslate();
  const { openCreate } = useRecordDialogs();
  return (
    <Button variant="outlined" size="large" startIcon={ACTIONS[kind].icon} onClick={openCreate} fullWidth>
      {translate(ACTIONS[kind].label)}
    </Button>
  );
}

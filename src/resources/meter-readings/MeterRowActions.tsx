import { useState, type ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ClearFlagIcon from '@mui/icons-material/OutlinedFlag';
import { useCanAccess, useDataProvider, useRecordContext, useTranslate, type RaRecord } from 'ra-core';
import { mayClearMeterFlag } from '../../../contract/meter-log';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { useRecordDialogs } from '../shared/dialogs/RecordDialogs';
import { useRecordMutations } from '../shared/dialogs/useRecordMutations';
import { isOwnReading, isRecordSource, RECORD_RESOURCES, type RecordSource } from './meterForm';

/**
 * A row of the meter log: a reading of its own has edit and delete (as the role may), and a flagged
 * one "Clear the flag" for admins and moderators; a reading of a record is changed through the record
 * (its source's link), and a flagged one is cleared on the record too, from here.
 * A row of the log carries no version, so editing and clearing read the reading itself first: the
 * change is then held to the version it was read at (docs/product.md, Edits that collide).
 */
export function MeterRowActions(_: { source?: string; label?: string }) {
  const reading = useRecordContext();
  if (!reading) return null;
  if (isOwnReading(reading)) return <OwnReadingActions reading={reading} />;
  if (reading.flagged && isRecordSource(reading.source) && reading.record_id)
    return <RecordFlagAction reading={reading} source={reading.source} />;
  return null;
}

function OwnReadingActions({ reading }: { reading: RaRecord }) {
  const translate = useTranslate();
  const dialogs = useRecordDialogs();
  const role = useSignedInUser()?.role;
  const readReading = useReadingReader();
  const { update } = useRecordMutations('meter-readings');
  const { canAccess: canEdit } = useCanAccess({ resource: 'meter-readings', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'meter-readings', action: 'delete' });
  const clearFlag = async () => {
    const stored = await readReading(reading);
    await update(stored, { km: stored.km, engine_hours: stored.engine_hours, notes: stored.notes, flagged: false });
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {reading.flagged && role && mayClearMeterFlag(role) && (
        <ActionButton label={translate('resources.meter-readings.clear_flag')} color="warning" onClick={clearFlag}>
          <ClearFlagIcon fontSize="small" />
        </ActionButton>
      )}
      {canEdit && (
        <ActionButton label={translate('fleet.form.edit')} onClick={async () => dialogs.openEdit(await readReading(reading))}>
          <EditIcon fontSize="small" />
        </ActionButton>
      )}
      {canDelete && (
        <ActionButton label={translate('fleet.form.delete')} color="error" onClick={async () => dialogs.openDelete(reading)}>
          <DeleteIcon fontSize="small" />
        </ActionButton>
      )}
    </Box>
  );
}

/**
 * A maintenance record's or a fuel entry's flagged reading, cleared on the record itself: the record as
 * stored, with its version, and `flagged: false` (docs/fleet-health.md, The meter log).
 */
function RecordFlagAction({ reading, source }: { reading: RaRecord; source: RecordSource }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const role = useSignedInUser()?.role;
  const resource = RECORD_RESOURCES[source];
  const { update } = useRecordMutations(resource);
  if (!role || !mayClearMeterFlag(role)) return null;
  const clearFlag = async () => {
    const { data: stored } = await dataProvider.getOne(resource, { id: reading.record_id });
    await update(stored, { ...stored, flagged: false });
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <ActionButton label={translate('resources.meter-readings.clear_flag')} color="warning" onClick={clearFlag}>
        <ClearFlagIcon fontSize="small" />
      </ActionButton>
    </Box>
  );
}

/** The reading as stored, with its version. */
function useReadingReader() {
  const dataProvider = useDataProvider();
  return async (reading: RaRecord): Promise<RaRecord> => (await dataProvider.getOne('meter-readings', { id: reading.id })).data;
}

/** An icon button named by its tooltip, disabled while its action runs; a failure has had its toast. */
function ActionButton({
  label,
  color,
  onClick,
  children,
}: {
  label: string;
  color?: 'warning' | 'error';
  onClick: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await onClick();
    } catch (error) {
      console.error(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" color={color} aria-label={label} disabled={pending} onClick={() => void run()}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

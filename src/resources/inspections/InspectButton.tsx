import { useState } from 'react';
import { Button, IconButton, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import InspectIcon from '@mui/icons-material/FactCheckOutlined';
import { useBasename, useCanAccess, useDataProvider, useRecordContext, useTranslate, type RaRecord } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { inspections, inspectionFillPath } from '../../resourceDefinitions/inspections';
import { inspectionForms } from '../../resourceDefinitions/inspection-forms';
import { showToast } from '../../layout/notifications/toasts';
import { errorText } from '../../layout/notifications/errorText';
import { InspectDialog, formsForVehicle } from './InspectDialog';

/**
 * "Inspect" on a vehicle's row and on its details (docs/screens.md, Inspections): the forms that apply to
 * it are read, and with one (the usual case: the company's daily check) the fill screen opens at once,
 * one tap from the vehicle; with several, a dialog asks which. Only for an active vehicle, and for the
 * roles that may inspect (every role). `hiddenOnPhone`: a row with no room for it below 600 px.
 */
export function InspectButton({ look = 'icon', hiddenOnPhone = false }: { look?: 'icon' | 'button'; hiddenOnPhone?: boolean }) {
  const vehicle = useRecordContext();
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const dataProvider = useDataProvider();
  const { canAccess } = useCanAccess({ resource: inspections.name, action: 'create' });
  const [reading, setReading] = useState(false);
  const [choice, setChoice] = useState<RaRecord[]>();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (!vehicle || !canAccess || vehicle.is_active === false || (hiddenOnPhone && phone)) return null;

  const inspect = async () => {
    setReading(true);
    try {
      const { data } = await dataProvider.getList(inspectionForms.name, formsForVehicle(String(vehicle.id)));
      if (data.length === 1) navigate(inspectionFillPath(basename, vehicle.id, data[0]!.id));
      else setChoice(data);
    } catch (error) {
      showToast({
        title: translate('resources.inspections.choose.load_failed'),
        description: errorText(error, translate),
        variant: 'destructive',
      });
    } finally {
      setReading(false);
    }
  };

  const label = translate('resources.inspections.inspect');
  return (
    <>
      {look === 'button' ? (
        <Button variant="contained" startIcon={<InspectIcon />} disabled={reading} onClick={() => void inspect()} sx={{ minHeight: 44 }}>
          {label}
        </Button>
      ) : (
        <Tooltip title={label}>
          <span>
            <IconButton size="small" color="primary" aria-label={label} disabled={reading} onClick={() => void inspect()}>
              <InspectIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <InspectDialog open={choice !== undefined} onClose={() => setChoice(undefined)} vehicle={vehicle} forms={choice} />
    </>
  );
}

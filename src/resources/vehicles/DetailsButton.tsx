import { IconButton, Tooltip } from '@mui/material';
import DetailsIcon from '@mui/icons-material/VisibilityOutlined';
import { useBasename, useRecordContext, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { vehicleDetailsPath } from '../../resourceDefinitions/vehicles';

/** docs/screens.md, Vehicles: a row's "Details" opens /dashboard/vehicles/{id}/details; a link, so it opens in a new tab too. */
export function DetailsButton() {
  const vehicle = useRecordContext();
  const translate = useTranslate();
  const basename = useBasename();
  if (!vehicle) return null;
  return (
    <Tooltip title={translate('fleet.form.details')}>
      <IconButton size="small" component={Link} to={vehicleDetailsPath(basename, vehicle.id)} aria-label={translate('fleet.form.details')}>
        <DetailsIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

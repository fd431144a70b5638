import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate, type RaRecord } from 'ra-core';

/** Back, the form's name, and the vehicle it is filled in for. */
export function FillHeading({ onBack, form, vehicle }: { onBack: () => void; form?: RaRecord; vehicle?: RaRecord }) {
  const translate = useTranslate();
  const back = translate('resources.inspections.fill.back');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
      <Tooltip title={back}>
        <IconButton onClick={onBack} aria-label={back}>
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
        >
          {form?.name ?? translate('resources.inspections.inspect_vehicle')}
        </Typography>
        {vehicle && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography color="text.secondary">
              {vehicle.license_plate} · {vehicle.model}
            </Typography>
            {vehicle.in_service === false && (
              <Chip size="small" color="error" label={translate('resources.inspections.fill.out_of_service')} sx={{ fontWeight: 600 }} />
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}

import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** docs/screens.md, Tables: a spinner while a list loads. */
export function ListSpinner() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }} role="status" aria-label={translate('fleet.table.loading')}>
      <CircularProgress aria-label={translate('fleet.table.loading')} />
    </Box>
  );
}

/** docs/screens.md, Tables: an empty table says "No records found" (or its own sentence, as on vehicle details). */
export function NoRecords({ message }: { message?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">{message ?? translate('fleet.table.no_records')}</Typography>
    </Box>
  );
}

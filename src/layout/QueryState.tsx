import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';

/** A screen's data on its way: a named spinner where it will be. */
export function LoadingBlock({ minHeight }: { minHeight: number }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}

/** A screen's data that did not come: why, and "Try again". */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => unknown }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {translate('fleet.layout.try_again')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

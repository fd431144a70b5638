import { useSyncExternalStore } from 'react';
import { Button, Snackbar } from '@mui/material';
import { useTranslate } from 'ra-core';
import { onUpdateReady, reloadIntoNewVersion, updateIsReady } from './registration';

/** "A new version of Fleet is ready — Reload" (docs/yard.md, Installable): the person says when, not the app. */
export function UpdateReady() {
  const translate = useTranslate();
  const ready = useSyncExternalStore(onUpdateReady, updateIsReady, () => false);
  return (
    <Snackbar
      open={ready}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={translate('fleet.update.ready')}
      action={
        <Button color="inherit" size="small" onClick={reloadIntoNewVersion}>
          {translate('fleet.update.reload')}
        </Button>
      }
    />
  );
}

import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { useTranslate } from 'ra-core';
import { TOAST_DURATION_MS, dismissToast, useToasts, type ToastVariant } from './toasts';

const severityOf: Record<ToastVariant, 'info' | 'error' | 'success'> = {
  default: 'info',
  destructive: 'error',
  success: 'success',
};

/** Renders the one toast of the moment, bottom right, on every screen. */
export function Toaster() {
  const translate = useTranslate();
  const toasts = useToasts();
  return (
    <>
      {toasts.map((toast) => (
        <Snackbar
          key={toast.id}
          open={toast.open}
          autoHideDuration={TOAST_DURATION_MS}
          onClose={(_, reason) => reason !== 'clickaway' && dismissToast(toast.id)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <Alert
            role={toast.variant === 'destructive' ? 'alert' : 'status'}
            data-variant={toast.variant}
            severity={severityOf[toast.variant]}
            variant={toast.variant === 'destructive' ? 'filled' : 'standard'}
            icon={toast.variant === 'default' ? false : undefined}
            onClose={() => dismissToast(toast.id)}
            closeText={translate('fleet.notification.close')}
            elevation={6}
            sx={{
              minWidth: 320,
              maxWidth: 420,
              alignItems: 'flex-start',
              border: 1,
              borderColor: 'divider',
              // The theme's own error colours, which are chosen for 4.5:1 (MUI darkens them for a filled alert).
              ...(toast.variant === 'destructive' && { bgcolor: 'error.main', color: 'error.contrastText' }),
            }}
          >
            <AlertTitle sx={{ fontWeight: 600, mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
            {toast.description}
          </Alert>
        </Snackbar>
      ))}
    </>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useAuthProvider, useLogin, useTranslate } from 'ra-core';
import { reasonOrSentence } from '../dataProvider/failedCall';
import { Navigate, useSearchParams } from 'react-router-dom';
import { afterSignIn, homeOf } from '../authProvider/homes';
import { forgetSessionEnded, sessionHadEnded } from '../authProvider/sessionEnded';
import type { FleetAuthProvider } from '../authProvider';
import { showToast } from '../layout/notifications/toasts';
import { AuthLayout } from './AuthLayout';

/** docs/screens.md, Sign in: a card titled "Sign in" with username and password; the server checks both. */
export function SignIn() {
  const translate = useTranslate();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const authProvider = useAuthProvider<FleetAuthProvider>();
  const signedIn = authProvider?.signedInUser() ?? null;
  // Sent here because the session had ended: said on this visit, not the next.
  const [sessionEnded] = useState(sessionHadEnded);
  useEffect(forgetSessionEnded, []);
  // A vehicle's QR label sends here first, and sign-in goes on to its quick actions (docs/yard.md).
  const next = afterSignIn(useSearchParams()[0].get('next'));

  if (signedIn) return <Navigate to={next ?? homeOf(signedIn.role)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await login({ username, password, next });
      showToast({
        variant: 'success',
        title: translate('fleet.auth.signed_in'),
        description: translate('fleet.auth.welcome', { name: authProvider?.signedInUser()?.first_name || username }),
      });
    } catch (error) {
      // The server's reason when it gave one (wrong password, too many attempts), else the spec's sentence.
      const reason = reasonOrSentence(error, translate('fleet.auth.sign_in_failed_description'));
      showToast({ variant: 'destructive', title: translate('fleet.auth.sign_in_failed'), description: reason });
      setPending(false);
    }
  };

  return (
    <AuthLayout title={translate('fleet.auth.sign_in')} intro={translate('fleet.auth.sign_in_intro')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {sessionEnded && (
          <Alert severity="info" role="alert">
            {translate('fleet.auth.session_ended')}
          </Alert>
        )}
        <TextField
          label={translate('fleet.auth.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoFocus
          fullWidth
          size="small"
        />
        <TextField
          label={translate('fleet.auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          fullWidth
          size="small"
        />
        <Button type="submit" variant="contained" disabled={pending} fullWidth size="large">
          {pending ? translate('fleet.auth.loading') : translate('fleet.auth.sign_in')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

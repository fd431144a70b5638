import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { HttpError, useTranslate } from 'ra-core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { invitationAnswer, registerInput, sessionUser } from '../../contract/schemas/auth';
import { homeOf } from '../authProvider/homes';
import { writeUserData } from '../authProvider/userData';
import { sessionBegan } from '../authProvider/sessionEnded';
import { serverMessageKey } from '../i18n/serverMessages';
import { showToast } from '../layout/notifications/toasts';
import { http } from '../providers';
import { AuthLayout } from './AuthLayout';

type Field = 'username' | 'password' | 'confirmPassword';

/**
 * docs/product.md, Invitations and sign-up: sign-up activates an invited employee. The invitation comes in the link
 * (`/sign-up?invite=…`); the same zod schema as the server's checks the form before it is sent.
 */
export function SignUp() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invite = params.get('invite') ?? '';
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const [linkRefused, setLinkRefused] = useState<string>();

  const inLanguage = (message: string) => {
    const key = serverMessageKey(message);
    return key ? translate(key) : message;
  };

  // The link says whom it invites: the email is filled in (unless typed already), or the link's fault is said at once.
  useEffect(() => {
    if (!invite) return;
    let current = true;
    http<{ data: unknown }>('/api/auth/invitation', { query: { invite } }).then(
      (answer) => {
        const { email } = invitationAnswer.parse(answer.data);
        if (current) setValues((typed) => (typed.username ? typed : { ...typed, username: email }));
      },
      (error: unknown) => {
        if (current && error instanceof HttpError && error.status === 400) setLinkRefused(error.message);
      },
    );
    return () => {
      current = false;
    };
  }, [invite]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = registerInput.safeParse({ ...values, invite });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        if (field in values) found[field] ??= inLanguage(issue.message);
      }
      setErrors(found);
      if (Object.keys(found).length) return;
    }
    setErrors({});
    setPending(true);
    try {
      const answer = await http<{ data: unknown }>('/api/auth/register', { method: 'POST', body: { ...values, invite } });
      const user = sessionUser.parse(answer.data);
      writeUserData(user);
      sessionBegan();
      showToast({
        variant: 'success',
        title: translate('fleet.auth.signed_up'),
        description: translate('fleet.auth.welcome', { name: user.first_name || user.username }),
      });
      navigate(homeOf(user.role), { replace: true });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: translate('fleet.auth.sign_up_failed'),
        description: error instanceof HttpError ? error.message : translate('fleet.notification.error'),
      });
      setPending(false);
    }
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      fullWidth
      size="small"
    />
  );

  return (
    <AuthLayout title={translate('fleet.auth.sign_up')} intro={translate('fleet.auth.sign_up_intro')}>
      {!invite && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('fleet.auth.invitation_missing')}
        </Alert>
      )}
      {linkRefused && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {linkRefused}
        </Alert>
      )}
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {field('username', translate('fleet.auth.email'), 'email', 'email')}
        {field('password', translate('fleet.auth.password'), 'password', 'new-password')}
        {field('confirmPassword', translate('fleet.auth.confirm_password'), 'password', 'new-password')}
        <Button type="submit" variant="contained" disabled={pending} fullWidth size="large">
          {pending ? translate('fleet.auth.loading') : translate('fleet.auth.sign_up')}
        </Button>
      </Stack>
      <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('fleet.auth.have_account')}
        </Typography>
        <Button component={Link} to="/" variant="outlined" size="small">
          {translate('fleet.auth.sign_in')}
        </Button>
      </Box>
    </AuthLayout>
  );
}

import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormCard } from '@/components/form-card';
import { useRegister } from '@/features/auth/hooks/use-auth-actions';
import { t } from '@/i18n/i18n';

type Field = 'username' | 'displayName' | 'password' | 'confirmPassword' | 'betaCode';

/** docs/product.md §5 sign-up rules; the confirmation is checked here and never sent. */
export function validateRegistration(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.username.trim().length < 3) errors.username = t('Username must be at least 3 characters');
  if (!values.displayName.trim()) errors.displayName = t('Display name is required');
  if (values.password.length < 6) errors.password = t('Password must be at least 6 characters');
  if (!values.confirmPassword) errors.confirmPassword = t('Please confirm your password');
  else if (values.confirmPassword !== values.password) errors.confirmPassword = t("Passwords don't match");
  if (!values.betaCode.trim()) errors.betaCode = t('Beta access code is required');
  return errors;
}

export function RegisterRoute() {
  const signUp = useRegister();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', displayName: '', password: '', confirmPassword: '', betaCode: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: !!errors[name],
    helperText: errors[name],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    signUp.mutate({ username: values.username.trim(), displayName: values.displayName.trim(), password: values.password, betaCode: values.betaCode.trim() });
  }

  return (
    <FormCard title={t('Create your account')} subtitle={t('Karaoke Party is in beta: you need an access code to sign up.')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField label={t('Username')} autoComplete="username" {...field('username')} autoFocus />
        <TextField label={t('Display name')} {...field('displayName')} slotProps={{ htmlInput: { maxLength: 50 } }} />
        <TextField label={t('Password')} type="password" autoComplete="new-password" {...field('password')} />
        <TextField label={t('Confirm password')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <TextField label={t('Beta access code')} {...field('betaCode')} />
        <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
          {t('Create Account')}
        </Button>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('Already have an account?')}{' '}
          <Link component={RouterLink} to="/login">
            {t('Sign in')}
          </Link>
        </Typography>
      </Stack>
    </FormCard>
  );
}

import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormCard } from '@/components/form-card';
import { useLogin } from '@/features/auth/hooks/use-login';
import { t } from '@/i18n/i18n';

export function LoginRoute() {
  const signIn = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { username: username ? undefined : t('Username is required'), password: password ? undefined : t('Password is required') };
    setErrors(found);
    if (found.username || found.password) return;
    signIn.mutate({ username, password });
  }

  return (
    <FormCard title={t('Welcome back')} subtitle={t('Sign in to host rooms and keep your favorites.')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label={t('Username')}
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={!!errors.username}
          helperText={errors.username}
          autoFocus
        />
        <TextField
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!errors.password}
          helperText={errors.password}
        />
        <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
          {t('Sign In')}
        </Button>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('No account yet?')}{' '}
          <Link component={RouterLink} to="/register">
            {t('Sign up')}
          </Link>
        </Typography>
        {/* A guest needs no account: '/' sends everyone here (docs/product.md §2), so the way in with a code starts here too. */}
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('Got a room code?')}{' '}
          <Link component={RouterLink} to="/guest">
            {t('Join as a guest')}
          </Link>
        </Typography>
      </Stack>
    </FormCard>
  );
}

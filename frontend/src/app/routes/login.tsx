import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormCard } from '../../components/form-card';
import { useLogin } from '../../features/auth/hooks/use-auth-actions';

export function LoginRoute() {
  const signIn = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { username: username ? undefined : 'Username is required', password: password ? undefined : 'Password is required' };
    setErrors(found);
    if (found.username || found.password) return;
    signIn.mutate({ username, password });
  }

  return (
    <FormCard title="Welcome back" subtitle="Sign in to host rooms and keep your favorites.">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label="Username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={!!errors.username}
          helperText={errors.username}
          autoFocus
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!errors.password}
          helperText={errors.password}
        />
        <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
          Sign In
        </Button>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          No account yet?{' '}
          <Link component={RouterLink} to="/register">
            Sign up
          </Link>
        </Typography>
      </Stack>
    </FormCard>
  );
}

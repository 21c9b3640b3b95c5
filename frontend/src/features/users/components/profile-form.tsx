import { Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '@/components/password-field';
import type { StoredUser } from '@/lib/storage';
import { locale, t } from '@/i18n/i18n';
import { useProfile } from '../hooks/use-profile';
import { ADMIN_TIER } from '@/lib/limits';

interface Problems {
  displayName?: string;
  confirm?: string;
  current?: string;
}

/** The rules of docs/product.md §5, and the server's: a new password needs the current one. */
export function validateProfile(displayName: string, password: string, confirm: string, current = ''): Problems {
  const problems: Problems = {};
  if (!displayName.trim()) problems.displayName = t('Display name is required');
  else if (displayName.trim().length > 50) problems.displayName = t('Display name is too long');
  if ((password || confirm) && (password !== confirm || password.length < 6)) problems.confirm = t('Passwords must match and be at least 6 characters');
  if (password && !current) problems.current = t('Enter your current password to set a new one.');
  return problems;
}

/** The profile's card: tier badge, member since, read-only username; display name and password to change. */
export function ProfileForm({ user }: { user: StoredUser }) {
  const [displayName, setDisplayName] = useState(user.displayName);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [current, setCurrent] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const { me, update } = useProfile(user.userId, () => {
    setPassword('');
    setConfirm('');
    setCurrent('');
  });
  const tier = me.data?.subscriptionTier ?? user.subscriptionTier;
  const since = me.data?.createdAt ? new Date(me.data.createdAt) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProfile(displayName, password, confirm, current);
    setProblems(found);
    if (found.displayName || found.confirm || found.current) return;
    update.mutate({ displayName: displayName.trim(), ...(password ? { password, currentPassword: current } : {}) });
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={3} component="form" onSubmit={submit} noValidate>
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
            <Chip
              label={tier === ADMIN_TIER ? t('Admin') : t('Tier {tier}', { tier })}
              color={tier === ADMIN_TIER ? 'secondary' : 'primary'}
              variant={tier === ADMIN_TIER ? 'filled' : 'outlined'}
            />
            <Typography color="text.secondary">
              {t('Member since {date}', { date: since && !Number.isNaN(since.getTime()) ? since.toLocaleDateString(locale()) : t('N/A') })}
            </Typography>
          </Stack>
          <TextField label={t('Username')} value={user.username} slotProps={{ input: { readOnly: true } }} helperText={t('Your username cannot be changed.')} />
          <TextField
            label={t('Display name')}
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
            error={!!problems.displayName}
            helperText={problems.displayName}
          />
          <PasswordField
            label={t('Current password')}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={!!problems.current}
            helperText={problems.current ?? t('Needed only to set a new password. Your other devices will be signed out.')}
            autoComplete="current-password"
          />
          <PasswordField label={t('New password (optional)')} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
          <PasswordField
            label={t('Confirm new password')}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={!!problems.confirm}
            helperText={problems.confirm}
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
            {t('Update Profile')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

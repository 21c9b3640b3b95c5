import { Box, Button, Stack } from '@mui/material';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormCard } from '@/components/form-card';
import { useGuestJoin } from '@/features/auth/hooks/use-auth-actions';
import { forgetFarewell, pendingFarewell } from '@/features/room/lib/farewell';
import { t } from '@/i18n/i18n';

/** Room codes are typed upper-case, at most 6 characters (docs/product.md §2). */
export function normalizeCode(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, '').slice(0, 6);
}

/**
 * An outlined text field: a native input drawn like MUI's outlined one, its label resting on the
 * border. MUI's TextField, and even its InputBase parts, cost a guest on the way to a room about
 * 6 KB gzip (docs/performance.md §5); the sign-in and sign-up screens, loaded on demand, keep TextField.
 */
// Only after a party: not on a guest's way in (docs/performance.md §5).
const FarewellCard = lazy(() => import('@/features/room/components/farewell-card').then((m) => ({ default: m.FarewellCard })));

function Field({
  label,
  value,
  onChange,
  placeholder,
  inputProps,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  inputProps?: Record<string, unknown>;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <Box sx={{ position: 'relative', '&:focus-within > label': { color: 'primary.main' } }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          top: 0,
          left: 10,
          transform: 'translateY(-50%)',
          px: 0.5,
          bgcolor: 'background.paper',
          color: 'text.secondary',
          typography: 'caption',
          lineHeight: 1.2,
          pointerEvents: 'none',
        }}
      >
        {label}
      </Box>
      <Box
        component="input"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        placeholder={placeholder}
        autoFocus={autoFocus}
        {...inputProps}
        sx={(theme) => ({
          display: 'block',
          width: '100%',
          boxSizing: 'border-box',
          m: 0,
          // MUI's 14 px by 16.5 px padding, less the 1 px border (MUI draws it outside the input)
          px: '13px',
          py: '15.5px',
          font: 'inherit',
          fontSize: '1rem',
          lineHeight: '1.4375em',
          color: 'text.primary',
          bgcolor: 'transparent',
          border: '1px solid',
          borderColor: theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.23)' : 'rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          outline: 'none',
          transition: theme.transitions.create(['border-color', 'box-shadow'], { duration: theme.transitions.duration.shorter }),
          '&:hover': { borderColor: 'text.primary' },
          '&:focus': { borderColor: 'primary.main', boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}` },
          '&::placeholder': { color: 'text.secondary', opacity: 0.6 },
        })}
      />
    </Box>
  );
}

/** /guest (the invite QR's target) and /join: a room code and a name, no account. */
export function GuestJoinRoute({ variant = 'guest' }: { variant?: 'guest' | 'join' }) {
  const join = useGuestJoin();
  const [params] = useSearchParams();
  const [roomCode, setRoomCode] = useState(normalizeCode(params.get('code') ?? ''));
  const [displayName, setDisplayName] = useState('');
  const [problem, setProblem] = useState<string>();
  // Coming from a room that ended, or that this person left or was removed from: say goodbye first.
  const [farewell] = useState(pendingFarewell);
  useEffect(forgetFarewell, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = roomCode.trim();
    const name = displayName.trim();
    if (!code || !name) {
      setProblem(variant === 'guest' ? t('Please enter both room code and your name') : t('Please fill in all fields'));
      return;
    }
    setProblem(undefined);
    join.mutate({ roomCode: code, displayName: name });
  }

  return (
    <FormCard
      title={farewell ? t('Join another party') : t('Join a party')}
      subtitle={t("Enter the room code from the host's screen and the name everyone will see.")}
      before={
        farewell ? (
          <Suspense fallback={null}>
            <FarewellCard farewell={farewell} />
          </Suspense>
        ) : undefined
      }
    >
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Field
          label={t('Room Code')}
          value={roomCode}
          onChange={(value) => setRoomCode(normalizeCode(value))}
          placeholder="ABC123"
          inputProps={{ maxLength: 6, style: { letterSpacing: '0.3em', fontWeight: 800, textTransform: 'uppercase' }, autoCapitalize: 'characters' }}
          autoFocus={!roomCode}
        />
        <Field label={t('Your Name')} value={displayName} onChange={setDisplayName} inputProps={{ maxLength: 50 }} autoFocus={!!roomCode} />
        {problem ? (
          <div role="alert" style={{ color: '#dc2626', fontWeight: 600 }}>
            {problem}
          </div>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={join.isPending}>
          {t('Join Room')}
        </Button>
      </Stack>
    </FormCard>
  );
}

import { Button, Stack } from '@mui/material';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormCard } from '@/components/form-card';
import { LightTextField } from '@/components/light/text-field';
import { useGuestJoin } from '@/features/auth/hooks/use-auth-actions';
import { forgetFarewell, pendingFarewell } from '@/features/room/lib/farewell';
import { t } from '@/i18n/i18n';

/** Room codes are 6 characters, typed upper-case (docs/product.md §2). */
const CODE_LENGTH = 6;

export function normalizeCode(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, '').slice(0, CODE_LENGTH);
}

// Only after a party: not on a guest's way in (docs/performance.md §5).
const FarewellCard = lazy(() => import('@/features/room/components/farewell-card').then((m) => ({ default: m.FarewellCard })));

/** /guest (the invite QR's target) and /join: a room code and a name, no account. */
export function GuestJoinRoute({ variant = 'guest' }: { variant?: 'guest' | 'join' }) {
  const [params] = useSearchParams();
  const [roomCode, setRoomCode] = useState(normalizeCode(params.get('code') ?? ''));
  const [displayName, setDisplayName] = useState('');
  const [problem, setProblem] = useState<string>();
  // A name someone in the room already has is said under the name, where it is fixed.
  const [nameProblem, setNameProblem] = useState<string>();
  const join = useGuestJoin({ onNameTaken: setNameProblem });
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
    if (code.length < CODE_LENGTH) {
      setProblem(t("Room codes have 6 characters. Check the code on the host's screen."));
      return;
    }
    setProblem(undefined);
    setNameProblem(undefined);
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
        <LightTextField
          label={t('Room Code')}
          value={roomCode}
          onChange={(value) => setRoomCode(normalizeCode(value))}
          placeholder="ABC123"
          inputProps={{ maxLength: 6, style: { letterSpacing: '0.3em', fontWeight: 800, textTransform: 'uppercase' }, autoCapitalize: 'characters' }}
          autoFocus={!roomCode}
        />
        <LightTextField
          label={t('Your Name')}
          value={displayName}
          onChange={(value) => {
            setDisplayName(value);
            setNameProblem(undefined);
          }}
          inputProps={{ maxLength: 50 }}
          autoFocus={!!roomCode}
          error={!!nameProblem}
          helperText={nameProblem}
        />
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

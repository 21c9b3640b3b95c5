import { Button, FormControl, InputLabel, OutlinedInput, Stack } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormCard } from '../../components/form-card';
import { useGuestJoin } from '../../features/auth/hooks/use-auth-actions';

/** Room codes are typed upper-case, at most 6 characters (SPEC §2). */
export function normalizeCode(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, '').slice(0, 6);
}

/**
 * An outlined text field built from its parts: TextField itself pulls in Select, Menu and Popover,
 * which a guest on the way to a room should not download (issue 11).
 */
function Field({ label, value, onChange, placeholder, inputProps, autoFocus }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  inputProps?: Record<string, unknown>;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} inputProps={inputProps} autoFocus={autoFocus} />
    </FormControl>
  );
}

/** /guest (the invite QR's target) and /join: a room code and a name, no account. */
export function GuestJoinRoute({ variant = 'guest' }: { variant?: 'guest' | 'join' }) {
  const join = useGuestJoin();
  const [params] = useSearchParams();
  const [roomCode, setRoomCode] = useState(normalizeCode(params.get('code') ?? ''));
  const [displayName, setDisplayName] = useState('');
  const [problem, setProblem] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = roomCode.trim();
    const name = displayName.trim();
    if (!code || !name) {
      setProblem(variant === 'guest' ? 'Please enter both room code and your name' : 'Please fill in all fields');
      return;
    }
    setProblem(undefined);
    join.mutate({ roomCode: code, displayName: name });
  }

  return (
    <FormCard title="Join a party" subtitle="Enter the room code from the host's screen and the name everyone will see.">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Field
          label="Room Code"
          value={roomCode}
          onChange={(value) => setRoomCode(normalizeCode(value))}
          placeholder="ABC123"
          inputProps={{ maxLength: 6, style: { letterSpacing: '0.3em', fontWeight: 800, textTransform: 'uppercase' }, autoCapitalize: 'characters' }}
          autoFocus={!roomCode}
        />
        <Field label="Your Name" value={displayName} onChange={setDisplayName} inputProps={{ maxLength: 50 }} autoFocus={!!roomCode} />
        {problem ? (
          <div role="alert" style={{ color: '#dc2626', fontWeight: 600 }}>
            {problem}
          </div>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={join.isPending}>Join Room</Button>
      </Stack>
    </FormCard>
  );
}

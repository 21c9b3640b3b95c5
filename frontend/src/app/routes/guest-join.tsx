import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '../../components/form-card';
import { useToast } from '../../components/toast';
import { guestJoin } from '../../features/auth/api/auth';
import { errorMessage } from '../../lib/api-client';
import { setStoredUser } from '../../lib/storage';

/** Room codes are typed upper-case, at most 6 characters (SPEC §2). */
export function normalizeCode(raw: string): string {
  return raw.toUpperCase().replace(/\s+/g, '').slice(0, 6);
}

/** /guest (the invite QR's target) and /join: a room code and a name, no account. */
export function GuestJoinRoute({ variant = 'guest' }: { variant?: 'guest' | 'join' }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const [roomCode, setRoomCode] = useState(normalizeCode(params.get('code') ?? ''));
  const [displayName, setDisplayName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = roomCode.trim();
    const name = displayName.trim();
    if (!code || !name) {
      setProblem(variant === 'guest' ? 'Please enter both room code and your name' : 'Please fill in all fields');
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const { user, room } = await guestJoin({ roomCode: code, displayName: name });
      setStoredUser(user);
      toast({ title: 'Joined Room!', description: `Welcome to ${room.name}` });
      navigate(`/room/${room.roomId}`);
    } catch (error) {
      toast({ title: 'Failed to join room', description: errorMessage(error, 'Failed to join room'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormCard title="Join a party" subtitle="Enter the room code from the host's screen and the name everyone will see.">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label="Room Code"
          value={roomCode}
          onChange={(e) => setRoomCode(normalizeCode(e.target.value))}
          placeholder="ABC123"
          slotProps={{ htmlInput: { maxLength: 6, style: { letterSpacing: '0.3em', fontWeight: 800, textTransform: 'uppercase' }, autoCapitalize: 'characters' } }}
          autoFocus={!roomCode}
        />
        <TextField label="Your Name" value={displayName} onChange={(e) => setDisplayName(e.target.value)} slotProps={{ htmlInput: { maxLength: 50 } }} autoFocus={!!roomCode} />
        {problem ? (
          <div role="alert" style={{ color: '#dc2626', fontWeight: 600 }}>
            {problem}
          </div>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={busy}>Join Room</Button>
      </Stack>
    </FormCard>
  );
}

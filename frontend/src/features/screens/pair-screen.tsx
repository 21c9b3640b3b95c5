import Tv from '@mui/icons-material/Tv';
import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { pairScreen, screenKeys } from '@/lib/api/screens';
import { t } from '@/i18n/i18n';

const BACKDROP = 'radial-gradient(circle at 20% 10%, #4c1d95 0%, #1e1036 50%, #0f0a1e 100%)';
/** The pairing code's letters: no 0/O or 1/I (the room code's alphabet), so a remote types them without doubt. */
const CODE_CHARACTERS = /[^ABCDEFGHJKLMNPQRSTUVWXYZ23456789]/g;

/**
 * "Pair this screen" (`/tv`, and a signed-out stage link): a TV types the code the host's "Open on
 * a TV" shows, or arrives by its QR with the code filled in and paired at once. What it gets is a
 * screen of that room: it shows the room and has no controls.
 */
export function PairScreen({ initialCode = '', notice }: { initialCode?: string; notice?: string }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState(initialCode.toUpperCase().replace(CODE_CHARACTERS, '').slice(0, 6));
  const [name, setName] = useState('');
  const pair = useMutation({
    mutationFn: () => pairScreen(code, name.trim() || undefined),
    onSuccess: (screen) => queryClient.setQueryData(screenKeys.me, screen),
  });
  // Scanned from the host's QR: the code is in the address, so the screen pairs by itself, once.
  const scanned = useRef(false);
  useEffect(() => {
    if (scanned.current || code.length !== 6 || initialCode === '') return;
    scanned.current = true;
    pair.mutate();
  }, [code, initialCode, pair]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty code is sent too: the server's sentence says what is missing, where the TV shows it.
    pair.mutate();
  };
  const refusal = pair.isError ? errorMessage(pair.error, t('This screen could not be paired. Try again.')) : (notice ?? null);
  return (
    <Stack
      component="main"
      data-testid="pair-screen"
      sx={{ minHeight: '100dvh', background: BACKDROP, color: '#fff', alignItems: 'center', justifyContent: 'center', p: { xs: 2.5, md: '4vw' } }}
    >
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ width: '100%', maxWidth: 720, bgcolor: 'rgba(15,10,30,0.7)', borderRadius: 4, p: { xs: 3, md: 5 } }}
      >
        <Stack spacing={3}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Tv sx={{ fontSize: 'clamp(32px, 4vmin, 56px)', color: '#c4b5fd' }} />
            <Typography component="h1" sx={{ fontWeight: 900, fontSize: 'clamp(28px, 4.4vmin, 60px)', lineHeight: 1.1 }}>
              {t('Pair this screen')}
            </Typography>
          </Stack>
          <Typography sx={{ fontSize: 'clamp(16px, 2.4vmin, 28px)', opacity: 0.92 }}>
            {t('On the host’s phone or computer, open the room and choose Open on a TV. Type the code it shows.')}
          </Typography>
          <TextField
            label={t('Pairing code')}
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase().replace(CODE_CHARACTERS, '').slice(0, 6))}
            autoFocus
            autoComplete="off"
            slotProps={{
              htmlInput: { maxLength: 6, inputMode: 'text', autoCapitalize: 'characters', spellCheck: false, 'data-testid': 'pairing-code' },
              inputLabel: { sx: { color: '#c4b5fd', '&.Mui-focused': { color: '#ddd6fe' } } },
            }}
            sx={{
              '& .MuiInputBase-root': { bgcolor: 'rgba(255,255,255,0.08)', color: '#fff' },
              '& input': {
                fontFamily: 'ui-monospace, monospace',
                fontWeight: 900,
                letterSpacing: '0.35em',
                fontSize: 'clamp(32px, 6vmin, 80px)',
                textAlign: 'center',
              },
              '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(196,181,253,0.6)' },
            }}
          />
          <TextField
            label={t('Name this screen (optional)')}
            placeholder={t('Living-room TV')}
            value={name}
            onChange={(event) => setName(event.target.value.slice(0, 40))}
            slotProps={{
              htmlInput: { maxLength: 40 },
              inputLabel: { shrink: true, sx: { color: '#c4b5fd', '&.Mui-focused': { color: '#ddd6fe' } } },
            }}
            sx={{
              '& .MuiInputBase-root': { bgcolor: 'rgba(255,255,255,0.08)', color: '#fff' },
              '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(196,181,253,0.6)' },
            }}
          />
          {refusal ? (
            <Typography role="alert" sx={{ color: '#fecaca', fontWeight: 700, fontSize: 'clamp(16px, 2.2vmin, 26px)' }}>
              {refusal}
            </Typography>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={pair.isPending}
            startIcon={pair.isPending ? <CircularProgress size={20} color="inherit" /> : <Tv />}
            sx={{ fontSize: 'clamp(18px, 2.6vmin, 32px)', py: 1.5, fontWeight: 800 }}
          >
            {t('Pair this screen')}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}

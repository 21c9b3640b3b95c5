import Celebration from '@mui/icons-material/Celebration';
import Groups from '@mui/icons-material/Groups';
import LibraryMusic from '@mui/icons-material/LibraryMusic';
import MicExternalOn from '@mui/icons-material/MicExternalOn';
import QueueMusic from '@mui/icons-material/QueueMusic';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { AppShell } from '@/components/app-shell';
import { checkAuth } from '@/features/auth/api/auth';
import { msg, t } from '@/i18n/i18n';

const TAGLINE = msg('Turn any gathering into a karaoke party - everyone can add songs while you control the show.');

const STEPS = [
  { icon: <LibraryMusic />, title: msg('Find your song'), text: msg('Search YouTube for any karaoke track.') },
  { icon: <QueueMusic />, title: msg('Add it to the queue'), text: msg("Everyone sees what's coming up next.") },
  { icon: <MicExternalOn />, title: msg('Start singing'), text: msg('No setup, no downloads — just sing.') },
];

/** One of the two ways in: host, or join. */
function ChoiceCard({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Card sx={{ flex: 1 }} variant="outlined">
      <CardContent sx={{ p: 4 }}>
        {icon}
        <Typography variant="h5" sx={{ mt: 1, fontWeight: 800 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {text}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}

/** The three steps of a party, numbered. */
function HowItWorks() {
  return (
    <>
      <Typography variant="h4" component="h2" sx={{ mt: 7, mb: 3, textAlign: 'center', fontWeight: 800 }}>
        {t('How it works')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        {STEPS.map((step, index) => (
          <Stack
            key={step.title}
            direction="row"
            spacing={2}
            sx={{ flex: 1, p: 3, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
          >
            <Box
              sx={{
                width: 44,
                height: 44,
                flexShrink: 0,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: '#fff',
                fontWeight: 800,
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 800 }}>{t(step.title)}</Typography>
              <Typography color="text.secondary">{t(step.text)}</Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </>
  );
}

export function LandingRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    // docs/product.md §2: the landing checks sign-in; a failed check or an error goes to /login.
    checkAuth().catch(() => navigate('/login', { replace: true }));
  }, [navigate]);

  return (
    <AppShell>
      <Box
        sx={{
          textAlign: 'center',
          py: { xs: 5, md: 9 },
          px: 2,
          my: 2,
          borderRadius: 6,
          color: '#fff',
          background: 'radial-gradient(circle at 20% 20%, #a855f7 0%, #7c3aed 40%, #4c1d95 100%)',
        }}
      >
        <Celebration sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 36, md: 56 } }}>
          Karaoke Party
        </Typography>
        <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 620, fontSize: { xs: 17, md: 20 }, opacity: 0.92 }}>{t(TAGLINE)}</Typography>
      </Box>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 4 }}>
        <ChoiceCard
          icon={<MicExternalOn color="primary" sx={{ fontSize: 40 }} />}
          title={t('Host a Room')}
          text={t('Create a room, share the code, and control what plays next.')}
          action={
            <Button variant="contained" size="large" onClick={() => navigate('/dashboard')}>
              {t('Start Hosting')}
            </Button>
          }
        />
        <ChoiceCard
          icon={<Groups color="secondary" sx={{ fontSize: 40 }} />}
          title={t('Join the Fun')}
          text={t('Got a room code? Jump in from your phone, no account needed.')}
          action={
            <Button variant="outlined" size="large" onClick={() => navigate('/guest')}>
              {t('Join Room')}
            </Button>
          }
        />
      </Stack>

      <HowItWorks />
    </AppShell>
  );
}

import AddCircle from '@mui/icons-material/AddCircle';
import GroupAdd from '@mui/icons-material/GroupAdd';
import { Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ActionCard } from '@/components/action-card';
import { AppShell } from '@/components/app-shell';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import { AccountLinks } from '@/features/auth/components/account-links';
import { PastParties } from '@/features/evening/components/past-parties';
import { MyRooms } from '@/features/room/components/my-rooms';
import { useRoomActions } from '@/features/room/hooks/use-my-rooms';
import { useCurrentUser } from '@/hooks/use-current-user';
import type { StoredUser } from '@/lib/storage';
import { t } from '@/i18n/i18n';
import { JoinRoomDialog } from './join-room-dialog';

/** The host's home: create or join a room, and manage the rooms they own (docs/product.md §2). */
export function DashboardRoute() {
  const user = useCurrentUser();
  // Signed out (here, in another tab, or a session that ended): RequireUser is on its way to /login.
  return user ? <Dashboard user={user} /> : null;
}

function Dashboard({ user }: { user: StoredUser }) {
  const [dialog, setDialog] = useState<'create' | 'join' | null>(null);
  const { create, join } = useRoomActions(() => setDialog(null));

  return (
    <AppShell actions={<AccountLinks user={user} />}>
      <Stack spacing={4} sx={{ pt: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('Welcome back, {name}!', { name: user.displayName })}
          </Typography>
          <AccountLinks user={user} compact />
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ActionCard
              icon={<AddCircle color="primary" sx={{ fontSize: 40 }} />}
              title={t('Create New Room')}
              text={t('Start a party and invite everyone with a code or QR.')}
              onClick={() => setDialog('create')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ActionCard
              icon={<GroupAdd color="secondary" sx={{ fontSize: 40 }} />}
              title={t('Join Room')}
              text={t('Got a code from a host? Jump into their party.')}
              onClick={() => setDialog('join')}
            />
          </Grid>
        </Grid>
        <MyRooms userId={user.userId} />
        <PastParties userId={user.userId} />
      </Stack>
      <TextPromptDialog
        open={dialog === 'create'}
        title={t('Create New Room')}
        text={t('Give your party a name; guests will see it when they join.')}
        label={t('Room name')}
        placeholder={t('Friday night karaoke')}
        requiredMessage={t('Room name is required')}
        submitLabel={t('Create Room')}
        maxLength={100}
        busy={create.isPending}
        onSubmit={(name) => create.mutate(name)}
        onClose={() => setDialog(null)}
      />
      <JoinRoomDialog
        open={dialog === 'join'}
        text={t("Enter the code shown on the host's screen.")}
        busy={join.isPending}
        onSubmit={(code) => join.mutate(code)}
        onClose={() => setDialog(null)}
      />
    </AppShell>
  );
}

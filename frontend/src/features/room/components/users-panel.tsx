import Groups from '@mui/icons-material/Groups';
import PersonRemove from '@mui/icons-material/PersonRemove';
import PhoneDisabled from '@mui/icons-material/PhoneDisabled';
import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { CardHeading } from '@/components/card-heading';
import { PlainList, PlainListItem, PlainListText } from '@/components/light/plain-list';
import type { RoomUser } from '@/lib/api/rooms';
import { Pill } from '@/components/light/pill';
import { t } from '@/i18n/i18n';

// Only the owner confirms (boot, clear): a guest's phone never loads the dialog.
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
// Singers without a phone (docs/product.md "Singers without a phone"): their tools load only where they are used.
const PhonelessRowActions = lazy(() => import('./phoneless-tools').then((m) => ({ default: m.PhonelessRowActions })));
const PhonelessHostTools = lazy(() => import('./phoneless-tools').then((m) => ({ default: m.PhonelessHostTools })));

/** The room's side of singers without a phone: where their songs go, and whether everyone may add them. */
export interface PhonelessContext {
  roomId: string;
  everyoneHelps: boolean;
  isGuest: boolean;
  autoSkipMinutes?: number;
}

/** Up to two letters: the first letters of the first two words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => [...word][0]!.toUpperCase())
      .join('') || '?'
  );
}

export function UsersPanel({
  users,
  owner,
  myUserId,
  onBoot,
  phoneless,
}: {
  users: RoomUser[];
  owner: boolean;
  myUserId: number;
  onBoot: (user: RoomUser) => void;
  phoneless?: PhonelessContext;
}) {
  const [toBoot, setToBoot] = useState<RoomUser | null>(null);
  return (
    <Card variant="outlined">
      <CardContent>
        <CardHeading icon={<Groups color="primary" />} title={t('Active Users ({count})', { count: users.length })} />
        <PlainList label={t('Active users')}>
          {users.map((person) => (
            <PlainListItem
              key={person.userId}
              gutters={false}
              action={
                person.noPhone ? (
                  phoneless && (owner || phoneless.everyoneHelps) ? (
                    <Suspense fallback={null}>
                      <PhonelessRowActions
                        roomId={phoneless.roomId}
                        person={person}
                        owner={owner}
                        isGuest={phoneless.isGuest}
                        autoSkipMinutes={phoneless.autoSkipMinutes}
                      />
                    </Suspense>
                  ) : undefined
                ) : owner && !person.isOwner ? (
                  <Button size="small" color="error" startIcon={<PersonRemove />} onClick={() => setToBoot(person)}>
                    {t('Boot')}
                  </Button>
                ) : undefined
              }
            >
              <Box sx={{ minWidth: 56, flexShrink: 0 }}>
                {/* The initials in a circle, and a green dot at its lower right while online: as MUI's Avatar
                    and dot Badge drew them, without their code on a guest's phone (docs/performance.md §5). */}
                <Box sx={{ position: 'relative', display: 'inline-flex' }}>
                  <Box
                    sx={{
                      width: 40,
                      height: 40,
                      borderRadius: '50%',
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      userSelect: 'none',
                      color: 'background.default',
                      bgcolor: person.isOwner ? 'secondary.main' : 'primary.main',
                      fontWeight: 700,
                      fontSize: 15,
                    }}
                  >
                    {initials(person.displayName)}
                  </Box>
                  {person.online ? (
                    <Box
                      component="span"
                      sx={{
                        position: 'absolute',
                        right: '14%',
                        bottom: '14%',
                        width: 8,
                        height: 8,
                        borderRadius: '50%',
                        bgcolor: 'success.main',
                        transform: 'translate(50%, 50%)',
                      }}
                    />
                  ) : null}
                </Box>
              </Box>
              <PlainListText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{person.userId === myUserId ? t('{name} (you)', { name: person.displayName }) : person.displayName}</span>
                    {person.isOwner ? <Pill size="small" label={t('Room Owner')} color="secondary" /> : null}
                    {person.noPhone ? <PhoneDisabled fontSize="small" color="action" titleAccess={t('No phone')} data-testid="no-phone" /> : null}
                  </Stack>
                }
                secondary={person.noPhone ? t('Sings without a phone') : person.isGuest ? t('Guest') : person.online ? t('Online') : t('Away')}
              />
            </PlainListItem>
          ))}
        </PlainList>
        {owner && phoneless ? (
          <Suspense fallback={null}>
            <PhonelessHostTools roomId={phoneless.roomId} everyoneHelps={phoneless.everyoneHelps} />
          </Suspense>
        ) : null}
      </CardContent>
      {owner ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={toBoot !== null}
            title={t('Boot user')}
            text={t('Boot {name} from the room?', { name: toBoot?.displayName ?? '' })}
            confirmLabel={t('Boot')}
            onConfirm={() => toBoot && onBoot(toBoot)}
            onClose={() => setToBoot(null)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}

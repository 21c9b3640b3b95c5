import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RoomUnavailable } from '@/features/room/components/room-status';
import { pendingFarewell } from '@/features/room/lib/farewell';
import { t } from '@/i18n/i18n';

// While the way home waits after a removal or the party's end: the goodbye, not "not available".
const RoomFarewell = lazy(() => import('@/features/room/components/farewell-card').then((m) => ({ default: m.RoomFarewell })));

/**
 * A room opened by nobody signed in: the goodbye of a party that just ended for this person; a
 * TV's browser at the stage or board link goes to /tv to pair with the host's code instead of a
 * dead end (docs/product.md "Room", A TV in one step); anyone else is told how to get in.
 */
export default function SignedOutRoom() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const farewell = pendingFarewell();
  const view = params.get('view');
  const toPairing = !farewell && (view === 'stage' || view === 'board');
  useEffect(() => {
    if (toPairing) void navigate('/tv', { replace: true });
  }, [toPairing, navigate]);
  if (farewell) {
    return (
      <Suspense fallback={null}>
        <RoomFarewell farewell={farewell} />
      </Suspense>
    );
  }
  if (toPairing) return null;
  return <RoomUnavailable message={t('Join with the room code, or sign in, to enter this room.')} />;
}

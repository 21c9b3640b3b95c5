import { Pill } from '@/components/light/pill';
import type { Playing } from '@/lib/api/player';
import type { Queue } from '@/lib/api/queue';
import { yoursLabel } from '@/lib/estimate';
import { useNow } from '@/lib/use-now';

/** "Yours: #2 · ~8 min, #5" — the places of my songs in the queue, and how long until the first. */
export function YoursChip({ queue, playing, userId }: { queue: Queue | undefined; playing: Playing | undefined; userId: number }) {
  const now = useNow(15_000);
  const label = yoursLabel(queue, playing, userId, now);
  if (!label) return null;
  return <Pill color="secondary" label={label} sx={{ fontWeight: 700 }} />;
}

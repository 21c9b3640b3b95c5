import { t } from '@/i18n/i18n';

/**
 * What the room says while songs wait but nothing plays yet (the empty-queue lines would tell the
 * room to add songs it already has); undefined otherwise. An open stage counts down its "Up next"
 * and starts the first song by itself, so then nobody is waiting for the host.
 */
export function idleLines({
  owner,
  queueLength,
  nothingPlaying,
  hostName,
  stageOpen = false,
}: {
  owner: boolean;
  queueLength: number;
  nothingPlaying: boolean;
  hostName: string | undefined;
  stageOpen?: boolean;
}): { title: string; text: string } | undefined {
  if (!nothingPlaying || queueLength === 0) return undefined;
  const waiting = t('{count, plural, one {# song is waiting in the queue.} other {# songs are waiting in the queue.}}', { count: queueLength });
  if (stageOpen) return { title: t('The show is about to start'), text: t('{waiting} The stage starts the first one in a few seconds.', { waiting }) };
  return owner
    ? { title: t('Ready when you are'), text: t('{waiting} Press Play Next to start the show.', { waiting }) }
    : {
        title: hostName ? t('Waiting for {host} to start the show', { host: hostName }) : t('Waiting for the host to start the show'),
        text: waiting,
      };
}

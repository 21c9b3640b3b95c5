import { t } from '@/i18n/i18n';

/**
 * What the stage says while songs wait but nothing plays yet (the empty-queue lines would tell the
 * room to add songs it already has); undefined otherwise.
 */
export function idleLines({
  owner,
  queueLength,
  nothingPlaying,
  hostName,
}: {
  owner: boolean;
  queueLength: number;
  nothingPlaying: boolean;
  hostName: string | undefined;
}): { title: string; text: string } | undefined {
  if (!nothingPlaying || queueLength === 0) return undefined;
  const waiting =
    queueLength === 1
      ? t('{count} song is waiting in the queue.', { count: queueLength })
      : t('{count} songs are waiting in the queue.', { count: queueLength });
  return owner
    ? { title: t('Ready when you are'), text: t('{waiting} Press Play Next to start the show.', { waiting }) }
    : {
        title: hostName ? t('Waiting for {host} to start the show', { host: hostName }) : t('Waiting for the host to start the show'),
        text: waiting,
      };
}

import type { RoomNoticeDto } from '@api-types';
import type { Toast } from '@/components/toast';
import { t } from '@/i18n/i18n';

/**
 * (Loaded when a notice arrives: not on a guest's way into the room, docs/performance.md §5.)
 * What the person with `userId` is told about a host's doing to the queue, or null when it did
 * not touch their songs (docs/product.md §4, "Telling people what happened").
 */
export function noticeForMe(notice: RoomNoticeDto | undefined, userId: number): Toast | null {
  // Their own doing (a guest removing their own song) was said by their own toast, with its Undo.
  if (!notice || notice.kind === 'party-ended' || notice.byUserId === userId) return null;
  const mine = notice.songs.filter((song) => song.addedById === userId);
  if (mine.length === 0) return null;
  const { by } = notice;
  if (notice.kind === 'request-declined') {
    return {
      title: t("{by} declined your song '{title}'", { by, title: mine[0].title }),
      description: notice.reason ? t('Their reason: “{reason}”', { reason: notice.reason }) : t('You can ask for another one.'),
      info: true,
    };
  }
  if (notice.kind === 'request-approved') {
    return { title: t("{by} approved your song '{title}'", { by, title: mine[0].title }), description: t('It is in the queue now.'), info: true };
  }
  if (notice.kind === 'song-removed') {
    return {
      title: t("{by} removed your song '{title}'", { by, title: mine[0].title }),
      description: t('You can add it again, or pick another one.'),
      info: true,
    };
  }
  if (notice.kind === 'song-restored') {
    return {
      title: t("{by} put your song '{title}' back", { by, title: mine[0].title }),
      description: t('It is back at its place in the queue.'),
      info: true,
    };
  }
  const yours = t("{count, plural, one {Your song '{title}' was in it.} other {Your # songs were in it.}}", { count: mine.length, title: mine[0].title });
  return { title: t('{by} cleared the queue', { by }), description: `${yours} ${t('Add another one whenever you like.')}`, info: true };
}

/** A guest's add while the host approves songs: it waits for them (docs/product.md "Requests and closing time"). */
export function waitingForApproval(): Toast {
  return { title: t("Waiting for the host's approval"), description: t('The host will see your song and add it to the queue.'), info: true };
}

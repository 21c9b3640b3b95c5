import { t } from './i18n';
import { splitReason } from './order-reason-parts';

/**
 * The order reason's words in a language other than English, loaded with that language's catalog
 * (activateLanguage in i18n.ts): an English phone never downloads them (docs/performance.md §5).
 */
export function orderReasonIn(reason: string, singer: string): string {
  const [song, why] = splitReason(reason, singer);
  const nth = song === undefined ? undefined : SONG.exec(song.slice(singer.length));
  const whyText = why === undefined ? undefined : orderWhyIn(why, singer);
  if (!nth || whyText === undefined) return reason;
  return `${t("{name}'s {nth} song", { name: singer, nth: Number(nth[1]) })} · ${whyText}`;
}

const SONG = /^'s (\d+)(?:st|nd|rd|th) song$/;

export function orderWhyIn(why: string, singer: string): string | undefined {
  switch (why) {
    case 'moved up by the host':
      return t('moved up by the host');
    case 'moved to the end by the host':
      return t('moved to the end by the host');
    case 'placed here by the host':
      return t('placed here by the host');
    case `${singer} let others go first`:
      return t('{name} let others go first', { name: singer });
    case 'in the order added':
      return t('in the order added');
    case 'first round':
      return t('first round');
  }
  const round = /^catching up, joins round (\d+)$/.exec(why);
  if (round) return t('catching up, joins round {round}', { round: Number(round[1]) });
  const turn = /^after everyone's (\d+)(?:st|nd|rd|th) turn$/.exec(why);
  if (turn) return t("after everyone's {nth} turn", { nth: Number(turn[1]) });
  return undefined;
}

import { i18n } from '@lingui/core';
import { t } from './i18n';

/**
 * The queue's order reason in the language shown. The server sends it in English, in a fixed
 * grammar ("Sam's 2nd song · after everyone's 1st turn"; docs/product.md "Languages"), so one push
 * serves phones in every language without a byte more per song; the app reads its parts and says
 * them again. A reason in another form is shown as it came.
 */
export function orderReason(reason: string, singer: string): string {
  if (isEnglish()) return reason;
  const [song, why] = splitReason(reason, singer);
  const nth = song === undefined ? undefined : SONG.exec(song.slice(singer.length));
  const whyText = why === undefined ? undefined : orderWhy(why, singer);
  if (!nth || whyText === undefined) return reason;
  return `${t("{name}'s {nth} song", { name: singer, nth: Number(nth[1]) })} · ${whyText}`;
}

/** The part after the singer's song ("after everyone's 1st turn"), for the stage's strip. */
export function orderWhyOnly(reason: string, singer: string): string {
  const [, why] = splitReason(reason, singer);
  if (why === undefined) return reason.replace(/^.*? · /, '');
  return isEnglish() ? why : (orderWhy(why, singer) ?? why);
}

const SONG = /^'s (\d+)(?:st|nd|rd|th) song$/;

function isEnglish(): boolean {
  return i18n.locale === 'en' || i18n.locale === 'en-XA';
}

function splitReason(reason: string, singer: string): [string | undefined, string | undefined] {
  if (!reason.startsWith(`${singer}'s `)) return [undefined, undefined];
  const at = reason.indexOf(' · ', singer.length);
  return at === -1 ? [undefined, undefined] : [reason.slice(0, at), reason.slice(at + 3)];
}

function orderWhy(why: string, singer: string): string | undefined {
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

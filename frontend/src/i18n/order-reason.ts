import { i18n } from '@lingui/core';
import { loadWithCatalogs } from './i18n';
import { splitReason } from './order-reason-parts';

/**
 * The queue's order reason in the language shown. The server sends it in English, in a fixed
 * grammar ("Sam's 2nd song · after everyone's 1st turn"; docs/product.md "Languages"), so one push
 * serves phones in every language without a byte more per song; the app reads its parts and says
 * them again (order-reason-words.ts, loaded with the first catalog other than English). A reason in
 * another form is shown as it came.
 */
export function orderReason(reason: string, singer: string): string {
  return words && !isEnglish() ? words.orderReasonIn(reason, singer) : reason;
}

/** The part after the singer's song ("after everyone's 1st turn"), for the stage's strip. */
export function orderWhyOnly(reason: string, singer: string): string {
  const [, why] = splitReason(reason, singer);
  if (why === undefined) return reason.replace(/^.*? · /, '');
  return words && !isEnglish() ? (words.orderWhyIn(why, singer) ?? why) : why;
}

let words: typeof import('./order-reason-words') | undefined;
loadWithCatalogs(async () => {
  words ??= await import('./order-reason-words');
});

function isEnglish(): boolean {
  return i18n.locale === 'en' || i18n.locale === 'en-XA';
}

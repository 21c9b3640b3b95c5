import englishMessages from 'ra-language-english';

export type Messages = { [key: string]: string | Messages };

/**
 * react-admin 5's own texts (ra.*) in another language, in English's exact shape: each text from
 * `added` when there, else from `pack`. A pack written for an older react-admin lacks some keys and
 * has a few it no longer uses: those are dropped. A key found in neither is left out, so the
 * messages' test (messages.test.ts) names it.
 */
export function fill(pack: Messages, added: Messages, english: Messages = englishMessages.ra as Messages): Messages {
  const result: Messages = {};
  for (const [key, value] of Object.entries(english)) {
    const mine = added[key];
    const theirs = pack[key];
    if (typeof value === 'object') {
      result[key] = fill(typeof theirs === 'object' ? theirs : {}, typeof mine === 'object' ? mine : {}, value);
    } else if (typeof mine === 'string') {
      result[key] = mine;
    } else if (typeof theirs === 'string') {
      result[key] = theirs;
    }
  }
  return result;
}

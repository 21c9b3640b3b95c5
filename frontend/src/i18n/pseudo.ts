/** The test language (PSEUDO in i18n.ts): loaded only when it is chosen. */
const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', A: 'Á', E: 'É', I: 'Í', O: 'Ö', U: 'Ü', c: 'ç', n: 'ñ' };

/**
 * A message's length as people read it: a plural counts as its longest form, not as the ICU source
 * of every form (whose 40 % would be one unbreakable run of padding wider than a phone).
 */
function readLength(message: string): number {
  return message.replace(/\{\w+, plural,((?:\s*(?:=\d+|zero|one|two|few|many|other) \{[^{}]*\})+)\s*\}/g, (_all, forms: string) =>
    'x'.repeat(Math.max(...Array.from(forms.matchAll(/\{([^{}]*)\}/g), (form) => form[1].length))),
  ).length;
}

/** The pseudo-language's text: accented, and 40 % longer (placeholders kept). */
export function pseudoLocalize(message: string): string {
  const accented = message
    .split(/(\{\w+\}|\{\w+, plural,|\b(?:zero|one|two|few|many|other) \{|\}|#)/)
    .map((part) => (/^[{}#]|\{$/.test(part) ? part : part.replace(/[aeiouAEIOUcn]/g, (letter) => ACCENTED[letter])))
    .join('');
  const extra = Math.ceil(readLength(message) * 0.4);
  return extra > 0 ? `${accented} ${'~'.repeat(Math.max(0, extra - 1))}` : accented;
}

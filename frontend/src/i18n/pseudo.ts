/** The test language (PSEUDO in i18n.ts): loaded only when it is chosen. */
const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', A: 'Á', E: 'É', I: 'Í', O: 'Ö', U: 'Ü', c: 'ç', n: 'ñ' };

/** The pseudo-language's text: accented, and 40 % longer (placeholders kept). */
export function pseudoLocalize(message: string): string {
  const accented = message
    .split(/(\{\w+\}|\{\w+, plural,|\b(?:zero|one|two|few|many|other) \{|\}|#)/)
    .map((part) => (/^[{}#]|\{$/.test(part) ? part : part.replace(/[aeiouAEIOUcn]/g, (letter) => ACCENTED[letter])))
    .join('');
  const extra = Math.ceil(message.length * 0.4);
  return extra > 0 ? `${accented} ${'~'.repeat(Math.max(0, extra - 1))}` : accented;
}

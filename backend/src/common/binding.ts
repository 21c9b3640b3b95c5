/**
 * A dependency one module fills in for another at start-up (to avoid an import cycle). It is
 * checked once every module has initialised: a binding nobody made stops the start with a
 * sentence naming it, instead of failing (or, worse, allowing) later at run time.
 */
export class MissingBindingError extends Error {
  constructor(missing: string[]) {
    super(`The application cannot start: ${missing.join('; ')}.`);
    this.name = 'MissingBindingError';
  }
}

/** Throws one error naming every binding in `checks` that is still missing. */
export function assertBound(checks: Array<[bound: boolean, sentence: string]>): void {
  const missing = checks.filter(([bound]) => !bound).map(([, sentence]) => sentence);
  if (missing.length > 0) throw new MissingBindingError(missing);
}

import { HttpException, HttpStatus } from '@nestjs/common';
import { sentence, type SentenceValues } from '../i18n/sentences.js';

/**
 * A refusal the product explains to people: its HTTP status and the sentence the SPA shows as-is,
 * written once (in the module's `<module>.errors.ts`) and used both where the code refuses
 * (`throw new DomainError(ROOM_NOT_FOUND)`, a DTO's `message`) and in the route's documentation
 * (`@ApiErrors(ROOM_NOT_FOUND)`). The sentence is an English template (ICU MessageFormat: `{count}`,
 * `{count, plural, one {# song} other {# songs}}`) that the answer fills in the request's language.
 */
export interface Refusal {
  readonly status: HttpStatus;
  /** The sentence in English, filled. */
  readonly message: string;
  /** The English template: the message id its translations are keyed by (common/i18n/locales). */
  readonly template: string;
  readonly values?: SentenceValues;
}

/**
 * Refusals by their English sentence, for the ones that reach the exception filter as a plain
 * message (a DTO's validation message, a Nest exception built from `.message`). Those are made
 * when their module loads, so the first ones made are the ones needed; refusals made for one
 * request arrive as DomainError and need no entry, so the map stops growing at its bound.
 */
const BY_MESSAGE = new Map<string, Refusal>();
const BY_MESSAGE_BOUND = 2000;
/** Every template made so far (bounded by the code: one per refusal written). */
const TEMPLATES = new Set<string>();

/** A refusal; `values` fill the template's placeholders. */
export function refusal(status: HttpStatus, template: string, values?: SentenceValues): Refusal {
  const message = values ? sentence('en', template, values) : template;
  // The template and values are not enumerable: a refusal sent or compared as data stays {status, message}.
  const made = Object.freeze(
    Object.defineProperties({ status, message } as Refusal, {
      template: { value: template },
      values: { value: values ? Object.freeze({ ...values }) : undefined },
    }),
  );
  if (BY_MESSAGE.size < BY_MESSAGE_BOUND && !BY_MESSAGE.has(message)) BY_MESSAGE.set(message, made);
  TEMPLATES.add(template);
  return made;
}

/** A sentence the server says that is not a refusal (a search answer's notice): translated in the catalogs like one. */
export function spokenSentence(template: string): string {
  TEMPLATES.add(template);
  return template;
}

/** The templates of the refusals (and spoken sentences) made so far: after the modules load, every constant and documented one. */
export function refusalTemplates(): string[] {
  return [...TEMPLATES].sort();
}

/** The refusal whose English sentence this is, if the product made one. */
export function refusalOf(message: string): Refusal | undefined {
  return BY_MESSAGE.get(message);
}

/**
 * A refusal thrown: services throw these; the exception filter shapes them like every other error.
 */
export class DomainError extends HttpException {
  /**
   * @param retryAfterSeconds for a refusal that lifts with time (429): when to try again, sent as
   *   the Retry-After header.
   */
  constructor(
    readonly refused: Refusal,
    readonly retryAfterSeconds?: number,
  ) {
    super(refused.message, refused.status);
  }
}

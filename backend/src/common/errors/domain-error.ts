import { HttpException, HttpStatus } from '@nestjs/common';
import { sentence, type SentenceValues } from '../i18n/sentences.js';

/**
 * A refusal the product explains to people: its stable code, its HTTP status and the sentence the SPA shows as-is,
 * written once (in the module's `<module>.errors.ts`) and used both where the code refuses
 * (`throw new DomainError(ROOM_NOT_FOUND)`, a DTO's `message`) and in the route's documentation
 * (`@ApiErrors(ROOM_NOT_FOUND)`). The sentence is an English template (ICU MessageFormat: `{count}`,
 * `{count, plural, one {# song} other {# songs}}`) that the answer fills in the request's language.
 * Clients branch and translate on the code and its params, never on the sentence (docs/architecture.md "Codes, not sentences").
 */
export interface Refusal {
  /** What was refused, for programs: SCREAMING_SNAKE_CASE, written where the refusal is (`QUEUE_FULL`), stable across wording changes. */
  readonly code: string;
  readonly status: HttpStatus;
  /** The sentence in English, filled. */
  readonly message: string;
  /** The English template: the message id its translations are keyed by (common/i18n/locales). */
  readonly template: string;
  readonly values?: SentenceValues;
}

/**
 * What the server tells a phone outside an error answer (a socket push, the membership check): a
 * code clients branch and translate on, its values, and the English sentence for API consumers.
 * A Refusal is one too.
 */
export interface Notice {
  readonly code: string;
  readonly message: string;
  readonly values?: SentenceValues;
}

/** A notice as a push or an answer carries it: {code, params, message}. */
export interface SaidNotice {
  code: string;
  params: Record<string, string | number>;
  message: string;
}

/** A notice that is not a refusal; the apps word it themselves, by its code. */
export function notice(code: string, template: string, values?: SentenceValues): Notice {
  if (!CODE_SHAPE.test(code)) throw new Error(`A notice's code is SCREAMING_SNAKE_CASE: ${JSON.stringify(code)}`);
  const message = values ? sentence('en', template, values) : template;
  return Object.freeze({ code, message, ...(values ? { values: Object.freeze({ ...values }) } : {}) });
}

/** The notice (or refusal) as it is sent: its code, its params and the English sentence. */
export function said(told: Notice): SaidNotice {
  return { code: told.code, params: { ...told.values }, message: told.message };
}

/** The shape of a code: SCREAMING_SNAKE_CASE. */
export const CODE_SHAPE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

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
/** Every code made so far, with the status it answers (one per refusal written). */
const CODES = new Map<string, HttpStatus>();

/** A refusal; `values` fill the template's placeholders and are its code's params. */
export function refusal(code: string, status: HttpStatus, template: string, values?: SentenceValues): Refusal {
  if (!CODE_SHAPE.test(code)) throw new Error(`A refusal's code is SCREAMING_SNAKE_CASE: ${JSON.stringify(code)}`);
  const message = values ? sentence('en', template, values) : template;
  // The code, template and values are not enumerable: a refusal sent or compared as data stays {status, message}.
  const made = Object.freeze(
    Object.defineProperties({ status, message } as Refusal, {
      code: { value: code },
      template: { value: template },
      values: { value: values ? Object.freeze({ ...values }) : undefined },
    }),
  );
  if (BY_MESSAGE.size < BY_MESSAGE_BOUND && !BY_MESSAGE.has(message)) BY_MESSAGE.set(message, made);
  TEMPLATES.add(template);
  CODES.set(code, status);
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

/** The codes of the refusals made so far, sorted. */
export function refusalCodes(): string[] {
  return [...CODES.keys()].sort();
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

import { BadRequestException, HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { type Refusal, refusal } from '../errors/domain-error.js';

/**
 * The global pipe: unknown fields are refused, values are converted to the DTO's types, and the
 * answer's message is the DTO's own sentence for the first problem found (unknown fields first),
 * never a list: one sentence people can act on, and an answer whose size does not grow with the
 * request's (request-shape.ts bounds what reaches the pipe).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(firstMessage(errors) ?? 'The request is not valid.'),
  });
}

/** Field names are echoed up to this many characters (a name is whatever the client sent). */
const FIELD_ECHO = 60;

/** The 400 of a field the DTO does not declare, e.g. `Unknown field "settings.x".` */
export const unknownField = (field: string): Refusal =>
  refusal(HttpStatus.BAD_REQUEST, `Unknown field "${field.length > FIELD_ECHO ? `${field.slice(0, FIELD_ECHO)}…` : field}".`);

function firstMessage(errors: ValidationError[], parent = ''): string | undefined {
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const [rule, message] = Object.entries(error.constraints ?? {})[0] ?? [];
    if (rule !== undefined) return rule === 'whitelistValidation' ? unknownField(field).message : message;
    const nested = firstMessage(error.children ?? [], field);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

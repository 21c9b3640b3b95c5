import { BadRequestException, HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { DomainError, type Refusal, refusal, refusalOf } from '../errors/domain-error.js';

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
    exceptionFactory: (errors) => {
      const problem = firstProblem(errors) ?? NOT_VALID;
      // A refusal travels whole, so the answer can say it in the request's language; a DTO may
      // borrow another answer's sentence, but what fails validation is always a 400.
      return typeof problem === 'string'
        ? new BadRequestException(problem)
        : new DomainError(
            problem.status === HttpStatus.BAD_REQUEST ? problem : refusal(problem.code, HttpStatus.BAD_REQUEST, problem.template, problem.values),
          );
    },
  });
}

/** Field names are echoed up to this many characters (a name is whatever the client sent). */
const FIELD_ECHO = 60;

/** The 400 of a field the DTO does not declare, e.g. `Unknown field "settings.x".` */
export const unknownField = (field: string): Refusal =>
  refusal('UNKNOWN_FIELD', HttpStatus.BAD_REQUEST, 'Unknown field "{field}".', { field: field.length > FIELD_ECHO ? `${field.slice(0, FIELD_ECHO)}…` : field });

const NOT_VALID = refusal('NOT_VALID', HttpStatus.BAD_REQUEST, 'The request is not valid.');

/** The first problem: a DTO's sentence is one of the product's refusals (else, as written, a library's default). */
function firstProblem(errors: ValidationError[], parent = ''): Refusal | string | undefined {
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const [rule, message] = Object.entries(error.constraints ?? {})[0] ?? [];
    if (rule !== undefined) return rule === 'whitelistValidation' ? unknownField(field) : (refusalOf(message) ?? message);
    const nested = firstProblem(error.children ?? [], field);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

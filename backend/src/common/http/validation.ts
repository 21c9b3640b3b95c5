import { BadRequestException, HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { type Refusal, refusal } from '../errors/domain-error.js';

/**
 * The global pipe: unknown fields are refused, values are converted to the DTO's types, and the
 * answer's message is made of the DTOs' own sentences (joined with '; ' when several fail).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(collectMessages(errors).join('; ')),
  });
}

/** The 400 of a field the DTO does not declare, e.g. `Unknown field "settings.x".` */
export const unknownField = (field: string): Refusal => refusal(HttpStatus.BAD_REQUEST, `Unknown field "${field}".`);

function collectMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, message]) => (rule === 'whitelistValidation' ? unknownField(field).message : message));
    return [...own, ...collectMessages(error.children ?? [], field)];
  });
}

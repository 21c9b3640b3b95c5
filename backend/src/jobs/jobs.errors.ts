import { HttpStatus } from '@nestjs/common';
import { type Refusal, refusal } from '../common/errors/domain-error.js';

/** The Jobs tab's refusals (status and sentence), each written once: the code or DTO that refuses and the routes' @ApiErrors use these. */
export const JOB_RUNS_LIMIT_WHOLE = refusal('JOB_RUNS_LIMIT_WHOLE', HttpStatus.BAD_REQUEST, 'limit must be a whole number.');
export const JOB_RUNS_LIMIT_RANGE = refusal('JOB_RUNS_LIMIT_RANGE', HttpStatus.BAD_REQUEST, 'limit must be between 1 and 200.');
export const unknownJob = (name: string): Refusal => refusal('UNKNOWN_JOB', HttpStatus.NOT_FOUND, 'There is no job named "{name}".', { name });

import { HttpStatus } from '@nestjs/common';
import { refusal } from '../common/errors/domain-error.js';

/** The tiers' refusals (status and sentence), each written once: the code that refuses and the route's @ApiErrors use these. */
export const INVALID_TIER = refusal('INVALID_TIER', HttpStatus.NOT_FOUND, 'Invalid tier');

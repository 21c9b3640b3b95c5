import { HttpStatus } from '@nestjs/common';
import { refusal } from '../common/errors/domain-error.js';

/** Refusals of reactions, each written once for the throw and the Swagger answer. */
export const NOTHING_PLAYING_TO_APPLAUD = refusal(
  'NOTHING_PLAYING_TO_APPLAUD',
  HttpStatus.CONFLICT,
  'Nothing is playing right now. Cheer when the next song starts!',
);
export const REACTION_CHOICES = refusal('REACTION_CHOICES', HttpStatus.BAD_REQUEST, 'reaction must be one of clap, fire, heart, laugh or mic.');

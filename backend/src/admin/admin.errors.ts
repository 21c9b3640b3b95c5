import { HttpStatus } from '@nestjs/common';
import { refusal } from '../common/errors/domain-error.js';

/**
 * The back office's refusals (status and sentence), each written once: the code or DTO that refuses and the
 * route's @ApiErrors both use these.
 */
export const NOT_YOURSELF = refusal(HttpStatus.FORBIDDEN, 'You cannot delete your own account.');
export const LAST_ADMIN = refusal(HttpStatus.CONFLICT, 'You are the last admin: promote someone else first.');
export const USER_CHANGED_MEANWHILE = refusal(
  HttpStatus.CONFLICT,
  'Someone else changed this account since you opened it. Reload it to see their changes, then save again.',
);
export const ROLE_CHOICES = refusal(HttpStatus.BAD_REQUEST, "role must be 'user' or 'admin'.");
export const PAGE_SIZE_CHOICES = refusal(HttpStatus.BAD_REQUEST, 'pageSize must be one of 25, 50, 100 or 500.');
export const RANGE_INVALID = refusal(
  HttpStatus.BAD_REQUEST,
  'range must be a JSON array [first, last] covering 25, 50, 100 or 500 rows from a multiple of that count, such as [0,24].',
);
export const BOTH_CONVENTIONS = refusal(
  HttpStatus.BAD_REQUEST,
  'Use either page, pageSize, sortBy and sortOrder or range, sort and filter (the ra-data-simple-rest convention), not both.',
);
/** The most ids a list's filter.id may name (react-admin's getMany: one page of the largest size). */
export const MAX_FILTER_IDS = 500;
export const FILTER_TOO_MANY_IDS = refusal(HttpStatus.BAD_REQUEST, `filter.id may list at most ${MAX_FILTER_IDS} ids.`);
export const FILTER_USER_IDS = refusal(HttpStatus.BAD_REQUEST, 'filter.id must list user ids (whole numbers).');
export const FILTER_ROOM_IDS = refusal(HttpStatus.BAD_REQUEST, 'filter.id must list room ids.');
export const SORT_INVALID = refusal(HttpStatus.BAD_REQUEST, 'sort must be a JSON array [field, order] such as ["createdAt","DESC"].');
export const FILTER_INVALID = refusal(HttpStatus.BAD_REQUEST, 'filter must be a JSON object such as {"q":"sam"}.');

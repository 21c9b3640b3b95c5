import { HttpStatus } from '@nestjs/common';
import { type Refusal, refusal } from '../common/errors/domain-error.js';

/**
 * The back office's refusals (status and sentence), each written once: the code or DTO that refuses and the
 * route's @ApiErrors both use these.
 */
export const NOT_YOURSELF = refusal('CANNOT_DELETE_OWN_ACCOUNT', HttpStatus.FORBIDDEN, 'You cannot delete your own account.');
export const LAST_ADMIN = refusal('LAST_ADMIN', HttpStatus.CONFLICT, 'You are the last admin: promote someone else first.');
export const USER_CHANGED_MEANWHILE = refusal(
  'USER_CHANGED_MEANWHILE',
  HttpStatus.CONFLICT,
  'Someone else changed this account since you opened it. Reload it to see their changes, then save again.',
);
export const ROLE_CHOICES = refusal('ROLE_CHOICES', HttpStatus.BAD_REQUEST, "role must be 'user' or 'admin'.");
export const PAGE_SIZE_CHOICES = refusal('PAGE_SIZE_CHOICES', HttpStatus.BAD_REQUEST, 'pageSize must be one of 25, 50, 100 or 500.');
export const RANGE_INVALID = refusal(
  'RANGE_INVALID',
  HttpStatus.BAD_REQUEST,
  'range must be a JSON array [first, last] covering 25, 50, 100 or 500 rows from a multiple of that count, such as [0,24].',
);
export const BOTH_CONVENTIONS = refusal(
  'BOTH_CONVENTIONS',
  HttpStatus.BAD_REQUEST,
  'Use either page, pageSize, sortBy and sortOrder or range, sort and filter (the ra-data-simple-rest convention), not both.',
);
/** The most ids a list's filter.id may name (react-admin's getMany: one page of the largest size). */
export const MAX_FILTER_IDS = 500;
export const FILTER_TOO_MANY_IDS = refusal('FILTER_TOO_MANY_IDS', HttpStatus.BAD_REQUEST, `filter.id may list at most ${MAX_FILTER_IDS} ids.`);
/** A page parameter (range, sort…) sent inside the filter. */
export const unknownFilter = (key: string): Refusal => refusal('UNKNOWN_FILTER', HttpStatus.BAD_REQUEST, 'Unknown filter "{key}".', { key });
export const FILTER_USER_IDS = refusal('FILTER_USER_IDS', HttpStatus.BAD_REQUEST, 'filter.id must list user ids (whole numbers).');
export const FILTER_ROOM_IDS = refusal('FILTER_ROOM_IDS', HttpStatus.BAD_REQUEST, 'filter.id must list room ids.');
export const SORT_INVALID = refusal('SORT_INVALID', HttpStatus.BAD_REQUEST, 'sort must be a JSON array [field, order] such as ["createdAt","DESC"].');
export const FILTER_INVALID = refusal('FILTER_INVALID', HttpStatus.BAD_REQUEST, 'filter must be a JSON object such as {"q":"sam"}.');

/** What the user and room lists sort by (sortBy), as the refusals say them. */
export const USER_SORTS = ['createdAt', 'username', 'displayName', 'role', 'subscriptionTier', 'lastActive', 'userId'] as const;
export const ROOM_SORTS = ['createdAt', 'name', 'code', 'ownerUsername', 'userCount', 'queueCount', 'lastActivity'] as const;
/** What the hidden videos' list sorts by. */
export const HIDDEN_VIDEO_SORTS = ['reportedAt', 'title'] as const;
export const HIDDEN_VIDEO_SORT_CHOICES = refusal(
  'HIDDEN_VIDEO_SORT_CHOICES',
  HttpStatus.BAD_REQUEST,
  `sortBy must be one of ${HIDDEN_VIDEO_SORTS.join(', ')}.`,
);
export const VIDEO_NOT_HIDDEN = refusal('VIDEO_NOT_HIDDEN', HttpStatus.NOT_FOUND, 'This video is not hidden: search already offers it.');
export const FILTER_REQUEST_IDS = refusal('FILTER_REQUEST_IDS', HttpStatus.BAD_REQUEST, 'filter.id must list plan request ids (whole numbers).');
export const FILTER_VIDEO_IDS = refusal('FILTER_VIDEO_IDS', HttpStatus.BAD_REQUEST, 'filter.id must list YouTube video ids.');

// The list parameters (AdminUsersQueryDto, AdminRoomsQueryDto).
export const PAGE_INVALID = refusal('PAGE_INVALID', HttpStatus.BAD_REQUEST, 'page must be a whole number of at least 1.');
export const SORT_ORDER_CHOICES = refusal('SORT_ORDER_CHOICES', HttpStatus.BAD_REQUEST, "sortOrder must be 'asc' or 'desc'.");
export const SEARCH_TOO_LONG = refusal('SEARCH_TOO_LONG', HttpStatus.BAD_REQUEST, 'search must be at most 100 characters.');
export const USER_SORT_CHOICES = refusal('USER_SORT_CHOICES', HttpStatus.BAD_REQUEST, `sortBy must be one of ${USER_SORTS.join(', ')}.`);
export const ROOM_SORT_CHOICES = refusal('ROOM_SORT_CHOICES', HttpStatus.BAD_REQUEST, `sortBy must be one of ${ROOM_SORTS.join(', ')}.`);
export const TIER_FILTER_CHOICES = refusal('TIER_FILTER_CHOICES', HttpStatus.BAD_REQUEST, 'tier must be 1, 2, 3 or 999.');
export const ROLE_FILTER_CHOICES = refusal('ROLE_FILTER_CHOICES', HttpStatus.BAD_REQUEST, "role must be 'user', 'moderator' or 'admin'.");
export const HAS_ROOM_CHOICES = refusal('HAS_ROOM_CHOICES', HttpStatus.BAD_REQUEST, "hasRoom must be 'true' or 'false'.");
export const IS_ACTIVE_CHOICES = refusal('IS_ACTIVE_CHOICES', HttpStatus.BAD_REQUEST, "isActive must be 'true' or 'false'.");
export const MIN_USERS_INVALID = refusal('MIN_USERS_INVALID', HttpStatus.BAD_REQUEST, 'minUsers must be a whole number of at least 0.');
export const MAX_USERS_INVALID = refusal('MAX_USERS_INVALID', HttpStatus.BAD_REQUEST, 'maxUsers must be a whole number of at least 0.');
/** A date filter (registrationDateFrom, lastActiveTo, creationDateFrom…) that is not an ISO 8601 date. */
export const dateInvalid = (field: string): Refusal =>
  refusal('DATE_INVALID', HttpStatus.BAD_REQUEST, '{field} must be a date such as 2026-11-22 or 2026-11-22T18:00:00Z.', { field });

// An account's changes (AdminUpdateUserDto).
export const DISPLAY_NAME_LENGTH = refusal('DISPLAY_NAME_LENGTH', HttpStatus.BAD_REQUEST, 'Display name must be 1 to 50 characters.');
export const SUBSCRIPTION_TIER_CHOICES = refusal('SUBSCRIPTION_TIER_CHOICES', HttpStatus.BAD_REQUEST, 'subscriptionTier must be 1, 2, 3 or 999.');
export const VERSION_INVALID = refusal('VERSION_INVALID', HttpStatus.BAD_REQUEST, 'version must be the version of the account as read.');

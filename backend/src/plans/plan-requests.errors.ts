import { HttpStatus } from '@nestjs/common';
import { refusal } from '../common/errors/domain-error.js';

/** The plan requests' refusals (docs/product.md "Plans that fit a party"), each written once for the throw, Swagger and the catalogs. */
export const PLAN_REQUEST_TIER_CHOICES = refusal(
  'PLAN_REQUEST_TIER_CHOICES',
  HttpStatus.BAD_REQUEST,
  'tier must be 2 (Premium) or 3 (Pro): the plans an account can ask for.',
);
export const ALREADY_ON_PLAN = refusal('ALREADY_ON_PLAN', HttpStatus.CONFLICT, 'Your account is already on this plan or a bigger one.');
export const NO_PLAN_REQUEST = refusal('NO_PLAN_REQUEST', HttpStatus.NOT_FOUND, 'You have no plan request waiting.');
export const PLAN_REQUEST_NOT_FOUND = refusal('PLAN_REQUEST_NOT_FOUND', HttpStatus.NOT_FOUND, 'That plan request does not exist.');
export const PLAN_REQUEST_ANSWERED = refusal('PLAN_REQUEST_ANSWERED', HttpStatus.CONFLICT, 'This plan request was already answered.');
export const DECLINE_REASON_TOO_LONG = refusal('DECLINE_REASON_TOO_LONG', HttpStatus.BAD_REQUEST, 'A reason can be at most 200 characters.');
export const APPROVER_NOT_ADMIN = refusal(
  'APPROVER_NOT_ADMIN',
  HttpStatus.FORBIDDEN,
  'Only an administrator of this server can approve a plan. Sign in details of an administrator account are needed.',
);
/** A 403, not sign-in's 401: the host's own session is fine, only the administrator's details were wrong. */
export const APPROVER_SIGN_IN_WRONG = refusal('APPROVER_SIGN_IN_WRONG', HttpStatus.FORBIDDEN, 'That administrator username or password is not right.');
export const PLAN_REQUEST_STATUS_CHOICES = refusal('PLAN_REQUEST_STATUS_CHOICES', HttpStatus.BAD_REQUEST, 'status must be pending, approved or declined.');
export const PLAN_REQUEST_SORT_CHOICES = refusal('PLAN_REQUEST_SORT_CHOICES', HttpStatus.BAD_REQUEST, 'sortBy must be createdAt, tier or status.');

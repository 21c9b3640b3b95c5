import { createHash } from 'node:crypto';
import type { User } from '../users/entities/user.entity.js';

/**
 * The version of the admin-editable part of an account (username, display name, role, tier): the
 * back office sends it back with a save, and a save made on an older version is refused with 409.
 * Computed from the row, so every writer (admins, the profile screen, promote/demote) moves it.
 */
export function userVersion(user: Pick<User, 'username' | 'displayName' | 'role' | 'subscriptionTier'>): string {
  return createHash('md5')
    .update([user.username, user.displayName, user.role, String(user.subscriptionTier)].join('|'))
    .digest('hex')
    .slice(0, 16);
}

/** An admin row with the version of its editable part (computed here only, from the row's own columns). */
export function withVersion<R extends Pick<User, 'username' | 'displayName' | 'role' | 'subscriptionTier'>>(row: R): R & { version: string } {
  return { ...row, version: userVersion(row) };
}

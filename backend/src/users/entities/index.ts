import { User } from './user.entity.js';
import { GuestUser } from './guest-user.entity.js';

/** The users module's tables (users, guest_users). */
export const USERS_ENTITIES = [User, GuestUser];

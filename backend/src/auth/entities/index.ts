import { Session } from './session.entity.js';

/** The sessions module's table (sessions). */
export const AUTH_ENTITIES = [Session];

import { ScreenSession } from './screen-session.entity.js';

/** The screens module's table (screen_sessions). */
export const SCREENS_ENTITIES = [ScreenSession];

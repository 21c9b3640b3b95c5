import { ADMIN_ENTITIES } from './admin/entities/index.js';
import { AUTH_ENTITIES } from './auth/entities/index.js';
import { METRICS_ENTITIES } from './common/metrics/metrics.entities.js';
import { FAVORITES_ENTITIES } from './favorites/entities/index.js';
import { JOBS_ENTITIES } from './jobs/entities/index.js';
import { LYRICS_ENTITIES } from './lyrics/entities/index.js';
import { PLANS_ENTITIES } from './plans/entities/index.js';
import { PLAYER_ENTITIES } from './player/entities/index.js';
import { PUSH_ENTITIES } from './push/entities/index.js';
import { QUEUE_ENTITIES } from './queue/entities/index.js';
import { ROOMS_ENTITIES } from './rooms/entities/index.js';
import { SCREENS_ENTITIES } from './screens/entities/index.js';
import { USERS_ENTITIES } from './users/entities/index.js';
import { YOUTUBE_ENTITIES } from './youtube/entities/index.js';

/**
 * Every product entity, collected here at the composition root from the list each module keeps
 * beside its entities: the database module imports none of them (it adds only its own
 * app_settings). The migration test proves the migrations build exactly these.
 */
export const ENTITIES = [
  ...USERS_ENTITIES,
  ...AUTH_ENTITIES,
  ...ROOMS_ENTITIES,
  ...QUEUE_ENTITIES,
  ...PLAYER_ENTITIES,
  ...YOUTUBE_ENTITIES,
  ...FAVORITES_ENTITIES,
  ...JOBS_ENTITIES,
  ...METRICS_ENTITIES,
  ...ADMIN_ENTITIES,
  ...PUSH_ENTITIES,
  ...SCREENS_ENTITIES,
  ...PLANS_ENTITIES,
  ...LYRICS_ENTITIES,
];

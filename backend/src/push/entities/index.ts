import { PushSubscription } from './push-subscription.entity.js';

/** The push module's table (push_subscriptions). */
export const PUSH_ENTITIES = [PushSubscription];

import { FeatureEvent } from './feature-event.entity.js';

/** The metrics' table (feature_events). */
export const METRICS_ENTITIES = [FeatureEvent];

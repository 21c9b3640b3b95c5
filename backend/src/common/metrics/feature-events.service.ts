import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../clock.js';
import { type Feature, FeatureEvent } from './feature-event.entity.js';
import { Metrics } from './metrics.service.js';

/** Events wait at most this long before they are written (or until BATCH_SIZE are waiting). */
export const FEATURE_EVENTS_FLUSH_MS = 1000;
const BATCH_SIZE = 500;
/** Beyond this many unwritten events (the database is down), the oldest are dropped and logged. */
const MAX_WAITING = 50_000;

/**
 * Records feature use (searches, songs added, skips, favorites, rooms created, guest joins) for
 * the admin analytics, off the request path: record() only queues the event, and the queue is
 * written every second in one multi-row INSERT, never inside the action's transaction. Never
 * fails the action it records; events still waiting are written at shutdown.
 */
@Injectable()
export class FeatureEvents implements OnModuleDestroy {
  private readonly logger = new Logger('FeatureEvents');
  private waiting: { feature: Feature; userId: number | null; createdAt: Date }[] = [];
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @InjectRepository(FeatureEvent) private readonly featureEvents: Repository<FeatureEvent>,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {}

  record(feature: Feature, userId: number | null): void {
    // The Prometheus counters of the same actions (per instance, for rates and alerts).
    if (feature === 'song-added') this.metrics.queueAdds.inc();
    else if (feature === 'skip') this.metrics.queueSkips.inc();
    this.waiting.push({ feature, userId, createdAt: this.clock.now() });
    if (this.waiting.length > MAX_WAITING) {
      this.waiting.splice(0, this.waiting.length - MAX_WAITING);
      this.logger.warn(`Dropped feature events: more than ${MAX_WAITING} could not be written`);
    }
    if (this.waiting.length >= BATCH_SIZE) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FEATURE_EVENTS_FLUSH_MS).unref();
  }

  /** Writes every waiting event now (the analytics call it first, so their figures are exact). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, BATCH_SIZE);
      const values = batch.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`).join(', ');
      try {
        await this.featureEvents.query(
          `INSERT INTO "feature_events" ("feature", "userId", "createdAt") VALUES ${values}`,
          batch.flatMap((event) => [event.feature, event.userId, event.createdAt]),
        );
      } catch (error) {
        // Kept for the next try unless the database is gone for good (shutdown).
        if (this.featureEvents.manager.dataSource.isInitialized) this.waiting.unshift(...batch);
        this.logger.warn(`Could not record ${batch.length} feature events: ${(error as Error).message}`);
        if (!this.timer && this.waiting.length > 0) this.timer = setTimeout(() => void this.flush(), FEATURE_EVENTS_FLUSH_MS * 5).unref();
        return;
      }
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
    clearTimeout(this.timer);
  }
}

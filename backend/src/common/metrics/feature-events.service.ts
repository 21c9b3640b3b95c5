import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../clock.js';
import type { Feature } from './feature-event.entity.js';
import { Metrics } from './metrics.service.js';

/**
 * Records feature use (searches, songs added, skips, favorites, rooms created, guest joins) as it
 * happens, for the admin analytics. Never fails the action it records: a lost event is logged.
 */
@Injectable()
export class FeatureEvents {
  private readonly logger = new Logger('FeatureEvents');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {}

  async record(feature: Feature, userId: number | null): Promise<void> {
    // The Prometheus counters of the same actions (per instance, for rates and alerts).
    if (feature === 'song-added') this.metrics.queueAdds.inc();
    else if (feature === 'skip') this.metrics.queueSkips.inc();
    try {
      await this.dataSource.query(`INSERT INTO "feature_events" ("feature", "userId", "createdAt") VALUES ($1, $2, $3)`, [feature, userId, this.clock.now()]);
    } catch (error) {
      this.logger.warn(`Could not record a ${feature} event: ${(error as Error).message}`);
    }
  }
}

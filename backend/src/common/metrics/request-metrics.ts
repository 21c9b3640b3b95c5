import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Metrics } from './metrics.service.js';

const WINDOW_MS = 5 * 60_000;
const SNAPSHOT_MS = 10_000;

interface Totals {
  at: number;
  requests: number;
  errors: number;
  seconds: number;
}

/**
 * The back office's request health (error rate, mean response time over the last 5 minutes) read
 * from the Prometheus HTTP histogram of `/metrics`, not from counters of its own: the cumulative
 * API totals are snapshotted every 10 seconds and the figures are the difference between now and
 * the snapshot 5 minutes ago (constant memory whatever the traffic). Errors are 5xx answers: a
 * refused 4xx is the product working.
 */
@Injectable()
export class RequestMetrics implements OnModuleInit, OnApplicationShutdown {
  readonly startedAt = Date.now();
  private readonly snapshots: Totals[] = [];
  private timer?: NodeJS.Timeout;

  constructor(private readonly metrics: Metrics) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.snapshot(), SNAPSHOT_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Cumulative totals of the API routes (/api/…) from the histogram. */
  async totals(now = Date.now()): Promise<Totals> {
    const { values } = await this.metrics.httpDuration.get();
    const totals: Totals = { at: now, requests: 0, errors: 0, seconds: 0 };
    for (const sample of values) {
      const route = String(sample.labels.route ?? '');
      if (!route.startsWith('/api/')) continue;
      if (sample.metricName?.endsWith('_count')) {
        totals.requests += sample.value;
        if (Number(sample.labels.status) >= 500) totals.errors += sample.value;
      } else if (sample.metricName?.endsWith('_sum')) {
        totals.seconds += sample.value;
      }
    }
    return totals;
  }

  async snapshot(now = Date.now()): Promise<void> {
    this.snapshots.push(await this.totals(now));
    while (this.snapshots.length > 1 && this.snapshots[1].at <= now - WINDOW_MS) this.snapshots.shift();
  }

  /** errorRate in percent and mean responseTime in ms over the last 5 minutes. */
  async summary(now = Date.now()): Promise<{ requests: number; errorRate: number; responseTime: number }> {
    const current = await this.totals(now);
    const base = this.snapshots.find((s) => s.at > now - WINDOW_MS - SNAPSHOT_MS) ?? { at: this.startedAt, requests: 0, errors: 0, seconds: 0 };
    const requests = current.requests - base.requests;
    const errors = current.errors - base.errors;
    const seconds = current.seconds - base.seconds;
    return {
      requests,
      errorRate: requests <= 0 ? 0 : Math.round((errors / requests) * 10_000) / 100,
      responseTime: requests <= 0 ? 0 : Math.round(((seconds * 1000) / requests) * 10) / 10,
    };
  }
}

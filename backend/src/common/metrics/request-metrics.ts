import { Injectable } from '@nestjs/common';

const WINDOW_MS = 5 * 60_000;
const BUCKET_MS = 10_000;

interface Bucket {
  start: number;
  requests: number;
  errors: number;
  totalMs: number;
}

/**
 * API requests of this instance over the last 5 minutes, in 10-second buckets (constant memory
 * whatever the traffic): the admin analytics' error rate and response time. Errors are 5xx
 * answers: a refused 4xx is the product working.
 */
@Injectable()
export class RequestMetrics {
  private readonly buckets: Bucket[] = [];
  readonly startedAt = Date.now();

  record(statusCode: number, elapsedMs: number, now = Date.now()): void {
    const start = now - (now % BUCKET_MS);
    let bucket = this.buckets[this.buckets.length - 1];
    if (!bucket || bucket.start !== start) {
      bucket = { start, requests: 0, errors: 0, totalMs: 0 };
      this.buckets.push(bucket);
      while (this.buckets.length > 0 && this.buckets[0].start <= now - WINDOW_MS) this.buckets.shift();
    }
    bucket.requests++;
    bucket.totalMs += elapsedMs;
    if (statusCode >= 500) bucket.errors++;
  }

  /** errorRate in percent and mean responseTime in ms over the last 5 minutes. */
  summary(now = Date.now()): { requests: number; errorRate: number; responseTime: number } {
    const recent = this.buckets.filter((b) => b.start > now - WINDOW_MS);
    const requests = recent.reduce((n, b) => n + b.requests, 0);
    const errors = recent.reduce((n, b) => n + b.errors, 0);
    const totalMs = recent.reduce((n, b) => n + b.totalMs, 0);
    return {
      requests,
      errorRate: requests === 0 ? 0 : Math.round((errors / requests) * 10_000) / 100,
      responseTime: requests === 0 ? 0 : Math.round((totalMs / requests) * 10) / 10,
    };
  }
}

import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

type HttpLabels = { method: string; route: string; status: string };

/** One (route, method, status) of the HTTP series: its labels, made once, and its answers counted so far. */
interface HttpSeries {
  labels: HttpLabels;
  count: number;
  /** How many of them the counter has been told of (at the last scrape). */
  reported: number;
}

/** A value read when Prometheus scrapes (database counts, BullMQ queue sizes, pool use). */
export type ScrapeCollector = () => Promise<void> | void;

/**
 * Every Prometheus series of this process, in one prom-client registry (one per app instance, so
 * several apps in one test process do not mix). Code that does the work calls the counters in one
 * line (`metrics.queueAdds.inc()`); values that already live somewhere else are read at scrape time
 * by collectors registered with `onScrape`. `GET /metrics` exposes the registry; the back office's
 * health figures are read from the same HTTP histogram (RequestMetrics).
 */
@Injectable()
export class Metrics implements OnApplicationShutdown {
  readonly registry = new Registry();
  private readonly collectors: ScrapeCollector[] = [];

  /** route → method → status → series: recording an answer looks up three maps and allocates nothing. */
  private readonly httpSeries = new Map<string, Map<string, Map<number, HttpSeries>>>();

  readonly httpRequests: Counter<'method' | 'route' | 'status'> = new Counter({
    name: 'karaoke_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
    // Counted in plain numbers per request (recordRequest), handed to prom-client when scraped.
    collect: () => this.reportRequestCounts(),
  });

  readonly httpDuration = new Histogram({
    name: 'karaoke_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly socketsConnected = this.gauge('karaoke_sockets_connected', 'Socket.IO connections open on this instance');

  readonly socketEventsLimited = this.counter(
    'karaoke_socket_events_limited_total',
    'Socket.IO events refused for coming too fast (outcome refused), and sockets disconnected for going on (outcome disconnected)',
    ['outcome'],
  );

  readonly liveRooms = this.gauge('karaoke_rooms_live', 'Rooms that have not ended (all instances)');

  readonly guests = this.gauge('karaoke_guests_in_rooms', 'Guests currently in a live room (all instances)');

  readonly queueAdds = this.counter('karaoke_queue_adds_total', 'Songs added to a queue on this instance');

  readonly queueSkips = this.counter('karaoke_queue_skips_total', 'Songs skipped by the host on this instance');

  readonly guestBoots = this.counter('karaoke_guest_boots_total', 'Guests booted from a room on this instance');

  readonly youtubeCalls = this.counter(
    'karaoke_youtube_calls_total',
    'Calls to YouTube by kind (search, videos, oembed) and outcome (ok, error, quota_exceeded, timeout)',
    ['kind', 'outcome'],
  );

  readonly youtubeQuotaUsedToday = this.gauge('karaoke_youtube_quota_used_today', 'YouTube quota units used on the current Pacific-time day (all instances)');

  readonly youtubeQuotaLimit = this.gauge('karaoke_youtube_quota_daily_limit', 'YouTube quota units available a day');

  // The job's name is `job_name`, not `job`: Prometheus gives every scraped series the target's
  // `job` label and would rename ours to `exported_job` (docs/operations.md, Metrics).
  readonly jobRuns = this.counter('karaoke_job_runs_total', 'Job runs finished in this process, by job name and outcome (succeeded, failed)', [
    'job_name',
    'outcome',
  ]);

  readonly jobFailures = this.counter('karaoke_job_failures_total', 'Job runs that threw in this process, by job name (each attempt counts)', ['job_name']);

  readonly jobDuration = new Histogram({
    name: 'karaoke_job_duration_seconds',
    help: 'Duration of job runs in this process, by job name',
    labelNames: ['job_name'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  });

  readonly outboundRequests = this.counter(
    'karaoke_outbound_requests_total',
    'Requests to addresses the server did not choose (push services), by purpose and outcome (answered, refused, timeout, too_large, failed, aborted)',
    ['purpose', 'outcome'],
  );

  readonly jobTimeouts = this.counter('karaoke_job_timeouts_total', "Job runs ended by their job kind's hard timeout in this process, by job name", [
    'job_name',
  ]);

  readonly bullmqJobs = this.gauge('karaoke_bullmq_jobs', 'BullMQ jobs per queue and state (waiting, active, delayed, failed); absent without REDIS_URL', [
    'queue',
    'state',
  ]);

  readonly ready = this.gauge('karaoke_ready', 'Whether GET /api/health/ready would answer 200 on this instance (1) or 503 (0), checked at each scrape');

  readonly roomWriteGroupSize = new Histogram({
    name: 'karaoke_room_write_group_size',
    help: 'One-statement room changes (adds, play-next, skips from memory) per write group sent to the database by this instance; _count is the round trips',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [this.registry],
  });

  readonly roomWriteGroupSplits = this.counter(
    'karaoke_room_write_group_splits_total',
    'Write groups that failed as a whole (a constraint, a deadlock) and were run again change by change on this instance',
  );

  readonly dbPool = this.gauge('karaoke_db_pool_connections', 'Database connections of this instance by state (total, idle, waiting clients)', ['state']);

  constructor() {
    // Process CPU, memory, GC and nodejs_eventloop_lag_seconds (with p50/p90/p99).
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }

  /** A counter in this instance's registry, with the label names it takes (typed for inc()). */
  private counter<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** A gauge in this instance's registry, with the label names it takes (typed for set()). */
  private gauge<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Gauge<L> {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }

  /**
   * One answered HTTP request (every request, so it must stay cheap): the duration histogram is
   * observed with labels made once per series, and the request counter is a plain increment that
   * reaches `karaoke_http_requests_total` at the next scrape.
   */
  recordRequest(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.httpSeries.get(route);
    if (!byMethod) this.httpSeries.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) byStatus.set(status, (series = { labels: { method, route, status: String(status) }, count: 0, reported: 0 }));
    series.count++;
    this.httpDuration.observe(series.labels, seconds);
  }

  private reportRequestCounts(): void {
    for (const byMethod of this.httpSeries.values()) {
      for (const byStatus of byMethod.values()) {
        for (const series of byStatus.values()) {
          if (series.count > series.reported) this.httpRequests.inc(series.labels, series.count - series.reported);
          series.reported = series.count;
        }
      }
    }
  }

  /** Registers a collector run before every scrape (e.g. a count read from the database). */
  onScrape(collector: ScrapeCollector): void {
    this.collectors.push(collector);
  }

  /** Socket.IO: the open connections of this instance, read at each scrape. */
  countSockets(server: { engine: { clientsCount: number } }): void {
    this.onScrape(() => this.socketsConnected.set(server.engine.clientsCount));
  }

  /** Runs the collectors (one failing does not hide the others), then renders the text format. */
  async render(): Promise<string> {
    await Promise.allSettled(this.collectors.map(async (collect) => collect()));
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  onApplicationShutdown(): void {
    this.registry.clear();
  }
}

import { Metrics } from './metrics.service.js';
import { RequestMetrics } from './request-metrics.js';

function observe(metrics: Metrics, route: string, status: number, ms: number): void {
  const labels = { method: 'GET', route, status: String(status) };
  metrics.httpRequests.inc(labels);
  metrics.httpDuration.observe(labels, ms / 1000);
}

describe('RequestMetrics (read from the Prometheus histogram)', () => {
  let metrics: Metrics;
  afterEach(() => metrics.onApplicationShutdown());

  it('reports the error rate (5xx only) and mean response time of the last 5 minutes of API requests', async () => {
    metrics = new Metrics();
    const health = new RequestMetrics(metrics);
    const t0 = Date.now();
    observe(metrics, '/api/rooms/:roomId', 200, 10);
    observe(metrics, '/api/rooms/:roomId', 404, 20);
    observe(metrics, '/api/queue/:roomId', 500, 30);
    observe(metrics, '/api/queue/:roomId', 200, 40);
    observe(metrics, '/*', 200, 1000); // the party app's files are not API requests
    expect(await health.summary(t0)).toEqual({ requests: 4, errorRate: 25, responseTime: 25 });

    // Snapshots every 10 s; six minutes later only what came after the 5-minute-old snapshot counts.
    for (let t = t0; t <= t0 + 6 * 60_000; t += 10_000) await health.snapshot(t);
    observe(metrics, '/api/rooms/:roomId', 200, 8);
    expect(await health.summary(t0 + 6 * 60_000 + 1)).toEqual({ requests: 1, errorRate: 0, responseTime: 8 });
  });

  it('reports zeros before any request', async () => {
    metrics = new Metrics();
    expect(await new RequestMetrics(metrics).summary()).toEqual({ requests: 0, errorRate: 0, responseTime: 0 });
  });
});

import { RequestMetrics } from './request-metrics.js';

describe('RequestMetrics', () => {
  it('reports the error rate (5xx only) and mean response time of the last 5 minutes', () => {
    const metrics = new RequestMetrics();
    const t0 = 1_000_000_000_000;
    metrics.record(200, 10, t0);
    metrics.record(404, 20, t0 + 1000);
    metrics.record(500, 30, t0 + 2000);
    metrics.record(200, 40, t0 + 3000);
    expect(metrics.summary(t0 + 4000)).toEqual({ requests: 4, errorRate: 25, responseTime: 25 });
    // Six minutes later the old requests no longer count.
    metrics.record(200, 8, t0 + 6 * 60_000);
    expect(metrics.summary(t0 + 6 * 60_000)).toEqual({ requests: 1, errorRate: 0, responseTime: 8 });
  });

  it('reports zeros before any request', () => {
    expect(new RequestMetrics().summary()).toEqual({ requests: 0, errorRate: 0, responseTime: 0 });
  });
});

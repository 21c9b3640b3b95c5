import { readFileSync } from 'node:fs';
import { parser } from '@prometheus-io/lezer-promql';
import { load } from 'js-yaml';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The monitoring files that ship with the code (ops/prometheus/alerts.yml, ops/grafana/
 * karaoke-party.json) against the app they watch: every metric a rule or a panel names is one the
 * real /metrics exports, every rule has its runbook section in docs/operations.md, and the doc's
 * alert table says exactly what the rules do. promtool checks the rules' syntax and behaviour
 * (npm test, scripts/monitoring-check.mjs); this checks the names, which promtool cannot know.
 */

const ROOT = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');

const TOKEN = 'monitoring-token-for-tests-0123456789';

/** Series Prometheus makes itself, not the app: `up` for every target, `ALERTS` for every alert. */
const PROMETHEUS_SERIES = new Set(['up', 'ALERTS']);

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

function rules(text = read('ops/prometheus/alerts.yml')): Rule[] {
  const doc = load(text) as { groups: { rules: Rule[] }[] };
  return doc.groups.flatMap((group) => group.rules);
}

/** The metric names a PromQL expression selects; throws on a syntax error, naming where. */
function metricNames(expr: string): string[] {
  const tree = parser.parse(expr);
  const names: string[] = [];
  tree.iterate({
    enter(node) {
      if (node.type.isError) throw new Error(`PromQL syntax error at ${node.from} in: ${expr}`);
      if (node.name === 'VectorSelector') {
        const identifier = node.node.getChild('Identifier');
        if (identifier) names.push(expr.slice(identifier.from, identifier.to));
      }
      // {__name__="…"} names a metric too.
      if (node.name === 'UnquotedLabelMatcher' && expr.slice(node.from, node.to).startsWith('__name__')) {
        const value = node.node.getChild('StringLiteral');
        if (value) names.push(JSON.parse(expr.slice(value.from, value.to)) as string);
      }
    },
  });
  return names;
}

/** A Grafana query as PromQL: its variables replaced, label_values(selector, label) reduced to the selector. */
function grafanaToPromql(query: string): string {
  const promql = query
    .replace(/\$__(rate_interval|interval|range)\b/g, '5m')
    .replace(/\$\{(\w+)(:\w+)?\}|\$(\w+)/g, 'x')
    .trim();
  const labelValues = /^label_values\((.*),\s*\w+\)$/s.exec(promql);
  return labelValues ? labelValues[1] : promql;
}

interface Panel {
  title?: string;
  type: string;
  targets?: { expr?: string; datasource?: { uid?: string } }[];
  panels?: Panel[];
}
interface Dashboard {
  panels: Panel[];
  templating: { list: { name: string; type: string; definition?: string; query?: string | { query?: string } }[] };
}

/** Every PromQL query of the dashboard, with where it is: panel targets (rows included) and query variables. */
function dashboardQueries(dashboard: Dashboard): { where: string; query: string }[] {
  const found: { where: string; query: string }[] = [];
  const walk = (panels: Panel[]) => {
    for (const panel of panels) {
      for (const target of panel.targets ?? []) if (target.expr) found.push({ where: `panel "${panel.title}"`, query: target.expr });
      walk(panel.panels ?? []);
    }
  };
  walk(dashboard.panels);
  for (const variable of dashboard.templating.list) {
    if (variable.type !== 'query') continue;
    const query = typeof variable.query === 'string' ? variable.query : (variable.query?.query ?? variable.definition);
    if (query) found.push({ where: `variable $${variable.name}`, query });
  }
  return found;
}

/**
 * The series names a /metrics text makes in Prometheus: each `# TYPE` name, a histogram's
 * `_bucket`/`_sum`/`_count`, a summary's `_sum`/`_count`, a counter's `_total` when its TYPE line
 * leaves it off (OpenMetrics style), and every sample line's name.
 */
function exportedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) {
      const [, name, kind] = type;
      names.add(name);
      if (kind === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
      if (kind === 'summary') for (const suffix of ['_sum', '_count']) names.add(name + suffix);
      if (kind === 'counter' && !name.endsWith('_total')) names.add(`${name}_total`);
      continue;
    }
    const sample = /^([a-zA-Z_:][\w:]*)[{ ]/.exec(line);
    if (sample) names.add(sample[1]);
  }
  return names;
}

/** "<where>: <name>" for every metric named by the queries that the app does not export. */
function unknownNames(queries: { where: string; query: string }[], exported: Set<string>): string[] {
  return queries.flatMap(({ where, query }) =>
    metricNames(grafanaToPromql(query))
      .filter((name) => !exported.has(name) && !PROMETHEUS_SERIES.has(name))
      .map((name) => `${where}: ${name}`),
  );
}

/** GitHub's anchor of a Markdown heading (lower case, punctuation dropped, spaces to hyphens). */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

describe('monitoring files (ops/) against the real /metrics', () => {
  let t: TestApp;
  let exported: Set<string>;

  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const scrape = await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    exported = exportedNames(scrape.text);
  });
  afterAll(() => t.close());

  it('exports every metric an alerting rule names', () => {
    const queries = rules().map((rule) => ({ where: `alert ${rule.alert}`, query: rule.expr }));
    expect(queries.length).toBeGreaterThanOrEqual(12);
    expect(unknownNames(queries, exported)).toEqual([]);
  });

  it('exports every metric a dashboard query names, and every query parses', () => {
    const dashboard = JSON.parse(read('ops/grafana/karaoke-party.json')) as Dashboard;
    const queries = dashboardQueries(dashboard);
    expect(queries.length).toBeGreaterThanOrEqual(30);
    expect(unknownNames(queries, exported)).toEqual([]);
  });

  it('gives every dashboard panel a query on the dashboard’s data source variable', () => {
    const dashboard = JSON.parse(read('ops/grafana/karaoke-party.json')) as Dashboard;
    const panels = dashboard.panels.filter((panel) => panel.type !== 'row');
    for (const panel of panels) {
      expect({ panel: panel.title, hasQuery: (panel.targets?.length ?? 0) > 0 }).toEqual({ panel: panel.title, hasQuery: true });
      for (const target of panel.targets ?? []) {
        expect({ panel: panel.title, uid: target.datasource?.uid }).toEqual({ panel: panel.title, uid: '${datasource}' });
      }
    }
  });

  it('reports a name the app does not export, a wrong suffix and a query that does not parse', () => {
    const check = (query: string) => unknownNames([{ where: 'q', query }], exported);
    // The check itself: real names pass, with the histogram's and counter's suffixes…
    expect(check('rate(karaoke_http_request_duration_seconds_bucket[5m]) + karaoke_queue_adds_total + karaoke_sockets_connected')).toEqual([]);
    expect(check('label_values(karaoke_http_requests_total{job="$job"}, instance)')).toEqual([]);
    // …and a misspelt name, a suffix a gauge does not have, or a name in __name__ do not.
    expect(check('sum(rate(karaoke_http_request_total[$__rate_interval]))')).toEqual(['q: karaoke_http_request_total']);
    expect(check('karaoke_sockets_connected_bucket')).toEqual(['q: karaoke_sockets_connected_bucket']);
    expect(check('{__name__="karaoke_no_such_series"}')).toEqual(['q: karaoke_no_such_series']);
    expect(() => check('sum(rate(karaoke_queue_adds_total[5m])')).toThrow(/PromQL syntax error/);
  });
});

describe('alerting rules, their runbook sections and docs/operations.md', () => {
  const doc = read('docs/operations.md');
  const anchors = new Set([...doc.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchor(match[1])));

  it('gives every alert a severity, a summary, a description and a runbook_url to its own section', () => {
    for (const rule of rules()) {
      expect({ alert: rule.alert, severity: rule.labels?.severity }).toEqual({ alert: rule.alert, severity: expect.stringMatching(/^(critical|warning)$/) });
      expect(rule.annotations?.summary).toBeTruthy();
      expect(rule.annotations?.description).toBeTruthy();
      const target = /#([\w-]+)$/.exec(rule.annotations?.runbook_url ?? '')?.[1];
      expect({ alert: rule.alert, anchor: target }).toEqual({ alert: rule.alert, anchor: rule.alert.toLowerCase() });
      expect({ alert: rule.alert, sectionInDoc: anchors.has(target ?? '') }).toEqual({ alert: rule.alert, sectionInDoc: true });
    }
  });

  it('has the same alerts, expressions and durations in the doc’s table as in alerts.yml', () => {
    // Rows of the Alerts table: | [Name](#anchor) | `expr` | for | severity | why |
    const rows = [...doc.matchAll(/^\| \[(Karaoke\w+)\]\(#[\w-]+\) \| `([^`]+)` \| ([^|]+) \| ([^|]+) \|/gm)].map((match) => ({
      alert: match[1],
      expr: match[2],
      for: match[3].trim() === '—' ? undefined : match[3].trim(),
      severity: match[4].trim(),
    }));
    const fromRules = rules().map((rule) => ({
      alert: rule.alert,
      expr: rule.expr.replace(/\s+/g, ' ').trim(),
      for: rule.for,
      severity: rule.labels?.severity,
    }));
    expect(rows).toEqual(fromRules);
  });

  it('has a promtool test that fires each alert and one that does not', () => {
    type Case = { alertname: string; exp_alerts?: unknown[] };
    const file = load(read('ops/prometheus/alerts.test.yml')) as { tests: { alert_rule_test?: Case[] }[] };
    const tests = file.tests.flatMap((group) => group.alert_rule_test ?? []);
    for (const rule of rules()) {
      const cases = tests.filter((test) => test.alertname === rule.alert);
      expect({ alert: rule.alert, fires: cases.some((c) => (c.exp_alerts ?? []).length > 0) }).toEqual({ alert: rule.alert, fires: true });
      expect({ alert: rule.alert, staysQuiet: cases.some((c) => (c.exp_alerts ?? []).length === 0) }).toEqual({ alert: rule.alert, staysQuiet: true });
    }
  });
});

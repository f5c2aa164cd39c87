import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../config.js';
import { createTestApp, testConfig, type TestApp } from '../testing/app.js';
import { seriesNames } from './exposition.js';

interface Panel {
  type: string;
  title: string;
  targets?: Array<{ expr: string }>;
}

const dashboard = JSON.parse(readFileSync(`${findRepoRoot()}/docs/grafana-dashboard.json`, 'utf8')) as { uid: string; title: string; schemaVersion: number; panels: Panel[] };
/** The metric names an expression reads: ours and the process's (prom-client's defaults). */
const metricsIn = (expr: string) => [...expr.matchAll(/\b(?:studyatlas|process|nodejs)_[a-z0-9_]+/g)].map((match) => match[0]);
/** A histogram's samples are named after it with these suffixes. */
const seriesOf = (name: string) => name.replace(/_(bucket|count|sum)$/, '');

describe('docs/grafana-dashboard.json', () => {
  let t: TestApp | undefined;
  afterAll(async () => t?.close());

  it('is a Grafana dashboard whose every panel query reads series the server exports', async () => {
    expect([dashboard.uid, dashboard.title, typeof dashboard.schemaVersion]).toEqual(['studyatlas-overview', 'StudyAtlas', 'number']);
    const queries = dashboard.panels.filter((panel) => panel.type !== 'row').flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));
    expect(queries.length).toBeGreaterThanOrEqual(15);

    t = await createTestApp('sqlite', { observability: { ...testConfig('.').observability, metricsToken: 'dashboard-test-token-0123' } });
    await t.app.inject({ url: '/api/clientloggerpublic/ContactSubjects' });
    const scrape = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer dashboard-test-token-0123' } });
    const exported = seriesNames(scrape.body);
    const unknown = queries.flatMap(({ panel, expr }) => {
      const names = metricsIn(expr);
      return names.length === 0 ? [`${panel}: no metric`] : names.filter((name) => !exported.has(seriesOf(name))).map((name) => `${panel}: ${name}`);
    });
    expect(unknown).toEqual([]);
    // Every series of ours is on the dashboard.
    const shown = new Set(queries.flatMap(({ expr }) => metricsIn(expr).map(seriesOf)));
    expect([...exported].filter((name) => name.startsWith('studyatlas_') && !shown.has(name))).toEqual([]);
  });
});

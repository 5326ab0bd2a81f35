import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

const ops = new URL('../../../../ops/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, ops), 'utf8');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The series a text asks for by name (a histogram's _bucket, _count and _sum are its own). */
function seriesNamed(text: string): string[] {
  const names = text.match(/\bdpms_[a-z0-9_]+/g) ?? [];
  return [...new Set(names.map((name) => name.replace(/_(bucket|count|sum)$/, '')))];
}

describe('the alert rules and the Grafana dashboard', () => {
  it('ask only for series the server serves', async () => {
    const served = new Set((await ctx.app.metrics.registry.getMetricsAsJSON()).map((metric) => metric.name));
    const dashboard = JSON.parse(read('grafana/dpms-dashboard.json')) as {
      panels: { targets?: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
    const asked = seriesNamed([...exprs, read('prometheus/dpms-alerts.yml')].join('\n'));
    expect(asked.length).toBeGreaterThan(10);
    expect(asked.filter((name) => !served.has(name))).toEqual([]);
  });
});

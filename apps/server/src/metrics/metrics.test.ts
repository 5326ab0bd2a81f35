import { once } from 'node:events';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWith, createTour, payForTour, type SignedIn } from '../../test/factories/index.ts';
import type { TestContext } from '../../test/harness.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { runExclusively } from '../jobs/exclusive.ts';
import { reconcilePayments } from '../modules/payments/reconcile.ts';
import { metricsAccess, startMetricsServer } from './server.ts';

let ctx: TestContext;
let student: SignedIn;

beforeAll(async () => {
  ({ ctx, student } = await appWith('student'));
});
afterAll(() => ctx.close());

/** One sample's value from Prometheus's text format, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

describe('the Prometheus series', () => {
  it('count requests by route pattern, payments by move, gateway calls, jobs and the queues', async () => {
    const event = await createTour(ctx.app, { costPoisha: 70_000 });
    await payForTour(ctx.app, event.id, student.cookie);
    await ctx.app.inject({ method: 'GET', url: `/api/tours/${event.id}` });
    await runExclusively(ctx.app, 'reconcile', () => reconcilePayments(ctx.app));
    // The receipt is sent as soon as its attachments are drawn: let that finish, then leave the
    // outbox with one mail of each state, so the figures do not depend on the sender's timing.
    await ctx.app.mailer.flush();
    const later = new Date(Date.now() + 3_600_000);
    const mail = { to: 'someone@uni.example.edu', subject: 'S', text: 'T', html: '<p>T</p>' };
    await ctx.database.db.insert(mailOutbox).values([
      { ...mail, nextAttemptAt: later },
      { ...mail, nextAttemptAt: later, attempts: 2, lastError: 'refused' },
      { ...mail, status: 'failed', attempts: 8, lastError: 'refused' },
    ]);

    const text = await ctx.app.metrics.registry.metrics();
    // The route's pattern, never its address (which holds the event's id).
    expect(
      sample(text, 'dpms_http_request_duration_seconds_count', {
        route: '/api/tours/:id',
        method: 'GET',
        status_code: '200',
      }),
    ).toBe(1);
    expect(text).not.toContain(event.id);
    expect(sample(text, 'dpms_payments_started', { kind: 'tour' })).toBe(1);
    expect(sample(text, 'dpms_payment_moves', { kind: 'tour', to: 'paid' })).toBe(1);
    expect(sample(text, 'dpms_payments', { kind: 'tour', status: 'paid' })).toBe(1);
    expect(
      sample(text, 'dpms_gateway_call_duration_seconds_count', { call: 'createSession', outcome: 'ok' }),
    ).toBe(1);
    expect(
      sample(text, 'dpms_gateway_call_duration_seconds_count', { call: 'validate', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'dpms_job_runs_total', { job: 'reconcile', outcome: 'ok' })).toBe(1);
    // The receipt was sent; the three rows above wait or have failed. Nothing is pending or held.
    expect(sample(text, 'dpms_mail_outbox', { status: 'queued' })).toBe(1);
    expect(sample(text, 'dpms_mail_outbox', { status: 'retrying' })).toBe(1);
    expect(sample(text, 'dpms_mail_outbox', { status: 'failed' })).toBe(1);
    expect(sample(text, 'dpms_mail_outbox_oldest_queued_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'dpms_oldest_pending_payment_age_seconds')).toBe(0);
    expect(sample(text, 'dpms_oldest_on_hold_payment_age_seconds')).toBe(0);
    expect(sample(text, 'dpms_process_resident_memory_bytes')).toBeGreaterThan(0);
    if (ctx.database.driver === 'postgres') {
      expect(sample(text, 'dpms_db_pool_wait_seconds_count')).toBeGreaterThan(0);
      expect(sample(text, 'dpms_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    }
    // No personal data in any label.
    expect(text).not.toContain(student.email);
  });

  it('time a gateway call that fails as an error', async () => {
    await expect(ctx.app.gateway.queryRefund('no-such-refund')).rejects.toThrow();
    const text = await ctx.app.metrics.registry.metrics();
    expect(
      sample(text, 'dpms_gateway_call_duration_seconds_count', { call: 'queryRefund', outcome: 'error' }),
    ).toBe(1);
  });
});

describe('who may read them', () => {
  it('loopback, an allowed network and the token holder; nobody else', () => {
    const mayRead = metricsAccess({
      port: 1,
      host: '0.0.0.0',
      allow: ['10.8.0.0/16'],
      token: 'a-token-of-sixteen+',
    });
    expect(mayRead('127.0.0.1', undefined)).toBe(true);
    expect(mayRead('::ffff:127.0.0.1', undefined)).toBe(true);
    expect(mayRead('::1', undefined)).toBe(true);
    expect(mayRead('10.8.3.4', undefined)).toBe(true);
    expect(mayRead('10.9.3.4', undefined)).toBe(false);
    expect(mayRead('203.0.113.9', undefined)).toBe(false);
    expect(mayRead('203.0.113.9', 'Bearer a-token-of-sixteen+')).toBe(true);
    expect(mayRead('203.0.113.9', 'Bearer a-token-of-sixteen-')).toBe(false);
  });

  it('serves /metrics on its own port and refuses a caller from another address', async () => {
    const port = await freePort();
    const config = { ...ctx.app.config, metrics: { port, host: '0.0.0.0', allow: [], token: undefined } };
    const server = await startMetricsServer(config, ctx.app.metrics, ctx.app.log);
    try {
      const fromLoopback = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(fromLoopback.status).toBe(200);
      expect(await fromLoopback.text()).toContain('dpms_http_request_duration_seconds');
      // The same machine through its network address is not loopback: refused.
      const external = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal);
      if (external) {
        const fromNetwork = await fetch(`http://${external.address}:${port}/metrics`);
        expect(fromNetwork.status).toBe(403);
        expect(await fromNetwork.text()).not.toContain('dpms_');
      }
      // The public address has no metrics (its /metrics is the web app's page, if anything).
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('dpms_');
    } finally {
      await server?.close();
    }
  });
});

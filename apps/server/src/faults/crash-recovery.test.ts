import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  processDatabase,
  type ServerProcess,
  signInOver,
  startExternalSandbox,
  startServer,
  until,
} from '../../test/faults/server-process.ts';
import { DEMO_STUDENT_PASSWORD } from '../demo/seed.ts';
import { demoStudents } from '../demo/seed-data.ts';

/**
 * The server is killed with SIGKILL after the gateway took the money and before its IPN arrived.
 * Started again, its reconciliation asks the gateway and marks the payment paid, with one receipt.
 */
interface Mail {
  subject: string;
  text: string;
}

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let gateway: Awaited<ReturnType<typeof startExternalSandbox>>;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'dpms-crash-'));
  gateway = await startExternalSandbox();
  ({ databaseUrl, drop: dropDatabase } = await processDatabase('dpms_crash'));
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await gateway.close();
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a server killed mid-payment', () => {
  it('finds the payment on restart, marks it paid and mails one receipt', async () => {
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SSLCOMMERZ_BASE_URL: gateway.baseUrl,
      RECONCILE_INTERVAL_SECONDS: '1',
      RECONCILE_AFTER_SECONDS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    server = await startServer(env, port);
    const student = demoStudents[0]!;
    const cookie = await signInOver(server.url, student.email, DEMO_STUDENT_PASSWORD);
    const tours = (await (await fetch(`${server.url}/api/tours`)).json()) as {
      items: { id: string; availability: { canRegister: boolean } }[];
    };
    const open = tours.items.find((t) => t.availability.canRegister)!;
    const checkout = await fetch(`${server.url}/api/tours/${open.id}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: JSON.stringify({ mobile: '01711111111' }),
    });
    expect(checkout.status).toBe(201);
    const { tranId } = (await checkout.json()) as { tranId: string };

    // The student pays; the gateway's notice never arrives, and the server dies at that moment.
    gateway.controls.setFaults({ dropIpn: true });
    gateway.controls.pay(gateway.controls.sessionFor(tranId)!.sessionKey);
    await server.stop('SIGKILL');

    server = await startServer(env, port);
    const again = await signInOver(server.url, student.email, DEMO_STUDENT_PASSWORD);
    const statusOf = async () => {
      const res = await fetch(`${server!.url}/api/payments/${tranId}/status`, { headers: { cookie: again } });
      return ((await res.json()) as { status?: string }).status;
    };
    await until(async () => (await statusOf()) === 'paid', 60_000);

    // The receipt was written with the payment; the outbox sends it within seconds, once.
    const receipts = async () => {
      const mails = (await (await fetch(`${server!.url}/dev/mailbox.json`)).json()) as Mail[];
      return mails.filter((m) => m.subject === 'Your DPMS payment receipt' && m.text.includes(tranId));
    };
    await until(async () => (await receipts()).length > 0, 30_000);
    expect(await receipts()).toHaveLength(1);
  }, 480_000);
});

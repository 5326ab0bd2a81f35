import Fastify from 'fastify';
import { createSandbox } from '../src/gateway/sandbox/sandbox.ts';

/**
 * The SSLCommerz sandbox in a process of its own (started by gateway.ts), for the cluster test
 * and the checkout bench: the gateway answers checkouts and validations on time however busy the
 * test's 200 students keep the test process, and costs the server under test nothing, as a real
 * gateway on its own servers does. Its IPNs go through the test
 * process (IPN_RELAY), which steers each to an instance and records the answer.
 */
const port = Number(process.env.SANDBOX_PORT);
const relay = process.env.IPN_RELAY ?? '';
const baseUrl = `http://127.0.0.1:${port}/sandbox/sslcommerz`;

const sandbox = createSandbox({
  storeId: 'dpms0sandbox',
  storePassword: 'dpms0sandbox@ssl',
  baseUrl,
  postForm: async (url, fields) => {
    const res = await fetch(relay, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url, fields }),
      signal: AbortSignal.timeout(30_000),
    });
    const { status } = (await res.json()) as { status: number };
    // 0: not delivered (refused, cut, timed out); the sandbox retries, as the gateway does.
    if (status === 0) throw new Error('the IPN could not be delivered');
    return status;
  },
});
const app = Fastify();
await app.register(sandbox.routes, { prefix: '/sandbox/sslcommerz' });
// Resolves once every IPN sent so far has had its answer (or its last retry).
app.get('/settled', async () => {
  await sandbox.controls.settled();
  return { settled: true };
});
// What the gateway holds for a tran_id (the checkout bench's ledger check).
app.get<{ Params: { tranId: string } }>('/sessions/:tranId', async (request, reply) => {
  const session = sandbox.controls.sessionFor(request.params.tranId);
  if (!session) return reply.code(404).send({ found: false });
  return { sessionKey: session.sessionKey, amountPoisha: session.amountPoisha };
});
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('sandbox ready\n');
process.on('SIGTERM', () => {
  sandbox.controls.close();
  void app.close().then(() => process.exit(0));
});

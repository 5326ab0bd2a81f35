/**
 * `npm run bench:checkout`: only the checkout-start part of `npm run bench:scale` (issue 8,
 * item 7), on the same 100,000 payments, so it can be repeated and profiled
 * (`node --cpu-prof --import tsx bench/checkout.ts -- --reuse`). `--reuse` keeps the data a
 * previous `--keep` run (or `npm run bench:data`) left; `--keep` leaves the database afterwards.
 *
 * The gateway's emulator runs in a process of its own, reached over HTTP, as SSLCommerz is from
 * a deployed server: its work is not the server's. `--gateway-in-process` measures the demo's
 * setup instead (the emulator inside the server, reached through app.inject).
 */
import os from 'node:os';
import { startGatewayProcess } from '../cluster/gateway.ts';
import { sandboxOf } from '../src/gateway/testing.ts';
import { checkoutLoad } from './scale/checkout-load.ts';
import { OPEN_EVENTS_FROM } from './scale/data.ts';
import { openScaleApp, scaleTarget } from './scale/target.ts';

const CHECKOUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CHECKOUT_RATE = Number(process.env.BENCH_CHECKOUT_RATE ?? 300);
const deadline = setTimeout(() => {
  console.error('bench:checkout: time is up (15 min), stopping');
  process.exit(2);
}, 15 * 60_000);
deadline.unref();

const target = scaleTarget();
const inProcess = process.argv.includes('--gateway-in-process');
// The checkout bench never pays, so the gateway never sends an IPN.
const gateway = inProcess ? undefined : await startGatewayProcess(async () => 0);
const app = await openScaleApp(target, gateway ? { gatewayUrl: gateway.baseUrl } : {});
const base = await app.listen({ host: '127.0.0.1', port: 0 });
try {
  const checkout = await checkoutLoad(app, base, {
    seconds: CHECKOUT_SECONDS,
    rate: CHECKOUT_RATE,
    openEventsFrom: OPEN_EVENTS_FROM,
    gatewayWhere: gateway
      ? 'the gateway emulator in a process of its own, over HTTP'
      : 'the gateway emulator in the bench process (app.inject)',
    sessionFor: gateway ? gateway.sessionFor : async (tranId) => sandboxOf(app).sessionFor(tranId),
  });
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}; ${target.driver}; Node ${process.version}; ${os.cpus().length} cores; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(checkout.report);
  process.exitCode = checkout.ok ? 0 : 1;
} finally {
  await app.close();
  await gateway?.close();
  if (!process.argv.includes('--keep')) await target.drop();
}

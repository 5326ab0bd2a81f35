/**
 * The checkout bench's load generator, run in a process of its own (so on the other core):
 * autocannon's parsing and bookkeeping then do not share the server's event loop, and its
 * latencies are the server's. Forked by checkout-load.ts, which sends the students' cookies and
 * the checkout targets (DriverInput there); sends back both runs' results and every checkout
 * answered 201. Plain JavaScript, so it starts without a TypeScript loader. (Not a worker
 * thread: autocannon inside one answers raw histograms for its own parent.)
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

const input = await new Promise((resolve) => process.once('message', resolve));
const started = [];
let next = 0;

/** The n-th checkout: students in turn, and each student through the targets in turn. */
function checkoutFor(n) {
  const student = input.students[n % input.students.length];
  const target = input.targets[Math.floor(n / input.students.length) % input.targets.length];
  return { student, target };
}

/** As fast as it goes: `connections` clients, each sending its next checkout when answered. */
const flatOut = (seconds) =>
  autocannon({
    url: input.base,
    connections: input.connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const { student, target } = checkoutFor(next++);
          context.userId = student.id;
          context.path = target.path;
          return {
            ...request,
            path: target.path,
            headers: { 'content-type': 'application/json', cookie: student.cookie, origin: input.origin },
            body: JSON.stringify(target.body),
          };
        },
        onResponse: (status, body, context) => {
          if (status === 201)
            started.push({ tranId: JSON.parse(body).tranId, userId: context.userId, path: context.path });
        },
      },
    ],
  });

/**
 * A steady rate: one checkout every 1/rate s whatever the answers (students arrive on their own,
 * not when the previous one is served), over at most `connections` kept-alive sockets. Each
 * latency counts from the moment its request was due, so time spent waiting for a free socket
 * while the server falls behind is charged to the server (no coordinated omission). autocannon's
 * overallRate is not used for this: each of its connections sends its share of a second
 * back-to-back as soon as the second starts and then waits, so 300/s arrives as bursts of 50 at
 * a time, the load of the flat-out run, for the first part of every second.
 */
async function steady(rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.connections });
  const base = new URL(input.base);
  const total = Math.round(rate * seconds);
  const latencies = [];
  const counts = { non2xx: 0, errors: 0, timeouts: 0 };
  const answers = [];
  const fire = (n, dueAt) =>
    new Promise((resolve) => {
      const { student, target } = checkoutFor(n);
      const body = JSON.stringify(target.body);
      const request = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method: 'POST',
          path: target.path,
          timeout: 10_000,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: student.cookie,
            origin: input.origin,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => {
            latencies.push(performance.now() - dueAt);
            if (response.statusCode === 201)
              started.push({ tranId: JSON.parse(text).tranId, userId: student.id, path: target.path });
            else counts.non2xx++;
            resolve();
          });
        },
      );
      request.on('timeout', () => {
        counts.timeouts++;
        request.destroy(new Error('timeout'));
      });
      request.on('error', () => {
        counts.errors++;
        resolve();
      });
      request.end(body);
    });
  const startedAt = performance.now();
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - startedAt) / 1000) * rate) + 1);
      for (; sent < due; sent++) answers.push(fire(next++, startedAt + (sent * 1000) / rate));
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(answers);
  const duration = (performance.now() - startedAt) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)] ?? 0);
  return {
    duration,
    requests: { total: latencies.length, average: latencies.length / duration },
    latency: { p50: at(0.5), p99: at(0.99), max: at(1) },
    ...counts,
  };
}

/** What the report needs of a run (a Result holds functions and sockets a message cannot carry). */
const summary = ({ duration, requests, latency, non2xx, errors, timeouts }) => ({
  duration,
  requests,
  latency,
  non2xx,
  errors,
  timeouts,
});

// The warm-up (checkout-load.ts says why): not reported; its rows are checked too.
await steady(input.rate, input.warmUpSeconds);
const fixed = await steady(input.rate, input.seconds);
const open = summary(await flatOut(input.seconds));
process.send({ fixed, open, started }, () => process.disconnect());

/**
 * The checkout bench's load generator, run in a process of its own (so on the other core):
 * autocannon's parsing and bookkeeping then do not share the server's event loop, and its
 * latencies are the server's. Forked by checkout-load.ts, which sends the students' cookies and
 * the checkout targets (DriverInput there); sends back both runs' results and every checkout
 * answered 201. Plain JavaScript, so it starts without a TypeScript loader. (Not a worker
 * thread: autocannon inside one answers raw histograms for its own parent.)
 */
import autocannon from 'autocannon';

const input = await new Promise((resolve) => process.once('message', resolve));
const started = [];
let next = 0;
const run = (rate, seconds = input.seconds) =>
  autocannon({
    url: input.base,
    connections: input.connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const n = next++;
          const student = input.students[n % input.students.length];
          const target = input.targets[Math.floor(n / input.students.length) % input.targets.length];
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
await run(input.rate, input.warmUpSeconds);
const fixed = summary(await run(input.rate));
const open = summary(await run(undefined));
process.send({ fixed, open, started }, () => process.disconnect());

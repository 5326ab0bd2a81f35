import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementInput,
  createClub,
  createTour,
  signedInAs,
  uploadImage,
} from '../test/factories/index.ts';
import { type FuzzRequest, operationsOf, requestArbitrary } from '../test/fuzz/requests.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

/**
 * Property: whatever arrives, as whichever role, the server answers below 500, every 4xx is in
 * the error shape, and a refused request changes nothing. Requests come from the OpenAPI
 * document (test/fuzz/requests.ts), so a new route is fuzzed from its first day.
 * `npm test` runs FUZZ_RUNS (2,000 by default); `npm run fuzz` runs 20,000 and prints the seed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let ctx: TestContext;
const cookies: Record<FuzzRequest['who'], string | undefined> = {
  anonymous: undefined,
  student: undefined,
  teacher: undefined,
  admin: undefined,
};
let arbitrary: fc.Arbitrary<FuzzRequest>;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['student', 'teacher', 'admin'] as const)
    cookies[role] = (await signedInAs(ctx.app, role)).cookie;
  const image = await uploadImage(ctx.app, cookies.admin!);
  const tour = await createTour(ctx.app);
  const club = await createClub(ctx.app);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/announcements',
    headers: { cookie: cookies.admin! },
    payload: announcementInput({ imageUrl: image.url }),
  });
  const operations = operationsOf(ctx.app.swagger() as Parameters<typeof operationsOf>[0]);
  arbitrary = requestArbitrary(operations, {
    ids: [tour.id, club.id, created.json().id],
    imageUrl: image.url,
  });
});
afterAll(() => ctx.close());

/**
 * What a refused request must not change: the rows people and money live in. Counters that a
 * refusal rightly moves (rate limits, failed passwords, the callback log, mail) are left out.
 */
async function fingerprint(): Promise<string> {
  const result = await ctx.database.db.execute(sql`
    select (select count(*) || ':' || coalesce(max(updated_at)::text, '') from "user") as users,
           (select count(*) || ':' || coalesce(max(updated_at)::text, '') from tour) as tours,
           (select count(*) || ':' || coalesce(max(updated_at)::text, '') from club) as clubs,
           (select count(*) || ':' || coalesce(max(updated_at)::text, '') from announcement) as announcements,
           (select count(*) || ':' || coalesce(max(updated_at)::text, '') from payment) as payments,
           (select count(*) from student_id_allowlist) as student_ids,
           (select count(*) from audit_log) as audit`);
  return JSON.stringify(result.rows[0]);
}

async function send(request: FuzzRequest) {
  const cookie = [cookies[request.who], request.hostileCookie].filter(Boolean).join('; ');
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (request.raw) headers['content-type'] = request.raw.contentType;
  const method = request.operation.method;
  const payload = method === 'GET' ? undefined : request.raw ? request.raw.payload : request.body;
  return ctx.app.inject({
    method,
    url: request.url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
}

describe('fuzzing every route from the OpenAPI document', () => {
  it(
    `answers ${RUNS} hostile requests without a 5xx, in the error shape, changing nothing when refusing (seed ${SEED})`,
    async () => {
      // biome-ignore lint/suspicious/noConsole: the seed is printed so that a failing run can be repeated
      console.log(
        `fuzz: ${RUNS} requests, seed ${SEED} (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} repeats this run)`,
      );
      await fc.assert(
        fc.asyncProperty(arbitrary, async (request) => {
          const before = await fingerprint();
          const res = await send(request);
          const where = `${request.operation.method} ${request.url.slice(0, 200)} as ${request.who}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400 && request.url.startsWith('/api/')) {
            expect(res.json(), where).toMatchObject({
              error: { code: expect.any(String), message: expect.any(String) },
            });
            expect(await fingerprint(), `${where} was refused but changed data`).toBe(before);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    30 * 60_000,
  );
});

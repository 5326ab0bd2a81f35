/**
 * `npm run bench:data`: fills the data-at-scale database (bench/scale/target.ts) and leaves it
 * for `npm run bench:scale -- --reuse` or a look with psql; `-- --drop` removes it.
 * BENCH_SCALE_PAYMENTS and BENCH_SCALE_SEED change the size and the seed.
 */
import { FULL_SIZE } from './scale/data.ts';
import { createScaleData, scaleTarget } from './scale/target.ts';

const target = scaleTarget();
if (process.argv.includes('--drop')) {
  await target.drop();
  console.log(`dropped the ${target.driver} bench database`);
} else {
  const size = {
    ...FULL_SIZE,
    payments: Number(process.env.BENCH_SCALE_PAYMENTS ?? FULL_SIZE.payments),
    seed: Number(process.env.BENCH_SCALE_SEED ?? FULL_SIZE.seed),
  };
  const summary = await createScaleData(target, size);
  console.log(
    `${target.driver}: ${size.students} students, ${size.events} events, ${size.clubs} clubs, ${size.payments} payments (seed ${size.seed}) in ${summary.seconds.toFixed(1)} s`,
  );
  console.log(`by kind: ${JSON.stringify(summary.byKind)}`);
  console.log(`by status: ${JSON.stringify(summary.byStatus)}`);
  console.log(target.databaseUrl ?? `PGlite in ${target.dataDir}/db`);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every payment list query, exactly as the app issues it: the query
 * functions of modules/payments run once on a connection whose drizzle logger records each
 * statement and its parameters, and each recorded statement is then explained with them.
 */
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import type { ScaleTarget } from './target.ts';

interface Recorded {
  query: string;
  params: unknown[];
}

export interface ExplainedQuery {
  name: string;
  sql: string;
  plan: string;
  /** The plan names an index (Index Scan, Index Only Scan or Bitmap Index Scan). */
  usesIndex: boolean;
  /** The plan reads a whole table (Seq Scan). */
  seqScan: boolean;
  executionMs: number;
}

/** A name, what to run, and whether only its last statement matters (an export read up to one batch). */
export type QueryCase = [name: string, run: (db: Db) => Promise<unknown>, lastOnly?: boolean];

/** Runs each case on its own connection to `target`, then explains every statement it issued. */
export async function explainQueries(target: ScaleTarget, cases: QueryCase[]): Promise<ExplainedQuery[]> {
  let recorded: Recorded[] = [];
  const logger: Logger = { logQuery: (query, params) => void recorded.push({ query, params }) };
  const { db, raw, close } = await openRecording(target, logger);
  const explained: ExplainedQuery[] = [];
  try {
    for (const [name, run, lastOnly] of cases) {
      recorded = [];
      await run(db);
      const statements = lastOnly ? recorded.slice(-1) : recorded;
      recorded = [];
      for (const [i, statement] of statements.entries()) {
        const rows = await raw(`explain (analyze, buffers) ${statement.query}`, statement.params);
        const plan = rows.join('\n');
        explained.push({
          name: statements.length > 1 ? `${name} (${i + 1} of ${statements.length})` : name,
          sql: statement.query,
          plan,
          usesIndex: /Index (Only )?Scan|Bitmap Index Scan/.test(plan),
          seqScan: /Seq Scan/.test(plan),
          executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN),
        });
      }
    }
  } finally {
    await close();
  }
  return explained;
}

async function openRecording(target: ScaleTarget, logger: Logger) {
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 2 });
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case', logger }) as unknown as Db;
    const raw = async (text: string, params: unknown[]) =>
      (await pool.query(text, params)).rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
    return { db, raw, close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create(path.join(target.dataDir, 'db'));
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger }) as unknown as Db;
  const raw = async (text: string, params: unknown[]) =>
    (await client.query<Record<string, string>>(text, params)).rows.map((r) => r['QUERY PLAN']!);
  return { db, raw, close: () => client.close() };
}

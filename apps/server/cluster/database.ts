import pg from 'pg';

/** The PostgreSQL server the cluster uses: DATABASE_URL or TEST_DATABASE_URL, else the local one. */
export function serverUrl(): string {
  return (
    process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

/**
 * A database of its own on that server, created empty (dropped first if a previous run left it)
 * and dropped by `drop()`; never the server's shared tables.
 */
export async function createDatabase(name: string, url = serverUrl()) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

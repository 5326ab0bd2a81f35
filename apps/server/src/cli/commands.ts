import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { ensureAdmin } from '../auth/verified-accounts.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { backupDatabase, restoreDatabase } from '../db/backup.ts';
import { importStudentIds, parseStudentIds } from '../modules/student-ids/allow-list.ts';

export const USAGE = `Usage: npm run admin -- <command>

Commands:
  create-admin --email EMAIL --password PASSWORD [--name NAME]
      Make sure a verified admin with this e-mail exists (promotes an existing account).
  import-student-ids FILE
      Add the student IDs in FILE (text or CSV, one a line; "id,email" binds an ID to that
      address) to the allow-list; never duplicates.
  backup FILE
      Write the whole database to FILE (pg_dump's custom format, or the embedded database's dump).
  restore FILE --yes
      Replace the whole database with the backup in FILE. Stop every server first.

The commands use the server's database: DATABASE_URL, or the embedded one in DATA_DIR
(default ./data of the folder you run npm in). Stop a server using the embedded database first.
`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export interface CliOptions {
  /** The environment to read DATA_DIR, DATABASE_URL and the rest from. */
  env?: NodeJS.ProcessEnv;
  /** Where relative paths (DATA_DIR, FILE) are resolved: the folder `npm run` was started in. */
  cwd?: string;
  /** An app to work on instead of one built from env (tests); it is left open. */
  app?: FastifyInstance;
  io?: CliIo;
}

class UsageError extends Error {}

/** Runs one operator command; returns the process exit code (0 done, 1 failed, 2 bad usage). */
export async function runAdminCommand(argv: string[], options: CliOptions = {}): Promise<number> {
  const io = options.io ?? { out: console.log, err: console.error };
  const env = options.env ?? process.env;
  // npm runs workspace scripts inside apps/server; INIT_CWD is where the operator typed the command.
  const cwd = options.cwd ?? env.INIT_CWD ?? process.cwd();
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    io.out(USAGE);
    return command ? 0 : 2;
  }
  let app = options.app;
  try {
    if (command === 'backup' || command === 'restore') {
      io.out(await backupCommand(command, rest, env, cwd));
      return 0;
    }
    const task = await parseCommand(command, rest, cwd);
    if (!app) {
      const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
      const config = loadConfig({ ...env, DATA_DIR: dataDir }, { seedDemo: false });
      app = await buildApp(config);
    }
    io.out(await task(app));
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    if (app && !options.app) await app.close();
  }
}

type Task = (app: FastifyInstance) => Promise<string>;

/** Checks the arguments (and reads the file) before anything opens the database. */
async function parseCommand(command: string, rest: string[], cwd: string): Promise<Task> {
  switch (command) {
    case 'create-admin': {
      const values = parseOptions(rest);
      const { email, password } = values;
      if (!email || !password) throw new UsageError('create-admin needs --email and --password');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email))
        throw new UsageError(`"${email}" is not an e-mail address`);
      if (password.length < 8) throw new UsageError('the password must be at least 8 characters');
      return async (app) => {
        const result = await ensureAdmin(app, email, password, values.name ?? 'Administrator');
        return `${result.created ? 'Created' : 'Promoted'} admin ${email.toLowerCase()}`;
      };
    }
    case 'import-student-ids': {
      const [file, ...extra] = rest;
      if (!file || extra.length > 0) throw new UsageError('import-student-ids needs exactly one FILE');
      const text = await readFile(path.resolve(cwd, file), 'utf8').catch(() => {
        throw new UsageError(`cannot read ${path.resolve(cwd, file)}`);
      });
      const { ids, skipped, emails } = parseStudentIds(text);
      return async (app) => {
        const added = await importStudentIds(app.database.db, ids, null, emails);
        const lines = [
          `Imported ${added} new student IDs (${ids.length - added} already listed, ${skipped.length} skipped)`,
          ...skipped.slice(0, 10).map((bad) => `  skipped: ${bad}`),
        ];
        return lines.join('\n');
      };
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

/** backup FILE, restore FILE --yes: on the configured database, without starting the app. */
async function backupCommand(
  command: 'backup' | 'restore',
  rest: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
) {
  const [file, ...flags] = rest;
  if (!file || file.startsWith('--')) throw new UsageError(`${command} needs a FILE`);
  const confirmed = flags.includes('--yes');
  if (flags.some((flag) => flag !== '--yes'))
    throw new UsageError(`unknown option for ${command}: ${flags.join(' ')}`);
  if (command === 'restore' && !confirmed) {
    throw new UsageError('restore replaces every row of the database: add --yes to go ahead');
  }
  const config = loadConfig(
    { ...env, DATA_DIR: path.resolve(cwd, env.DATA_DIR || 'data') },
    { seedDemo: false },
  );
  const target = config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { pgliteDir: path.join(config.dataDir, 'db') };
  const where = path.resolve(cwd, file);
  if (command === 'backup') {
    await backupDatabase(target, where);
    return `Backed up the ${config.databaseUrl ? 'PostgreSQL' : 'embedded'} database to ${where}`;
  }
  await restoreDatabase(target, where);
  return `Restored the ${config.databaseUrl ? 'PostgreSQL' : 'embedded'} database from ${where}`;
}

function parseOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

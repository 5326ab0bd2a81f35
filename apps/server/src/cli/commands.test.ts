import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn, uniqueEmail, uniqueStudentId } from '../../test/factories/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { openDatabase } from '../db/client.ts';
import { studentIdAllowlist, user } from '../db/schema/index.ts';
import { runAdminCommand } from './commands.ts';

let ctx: TestContext;
let workDir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'dpms-cli-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(workDir, { recursive: true, force: true });
});

/** Runs a command on the test app, capturing what it prints. */
async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(argv, {
    app: ctx.app,
    cwd: workDir,
    io: { out: (line) => out.push(line), err: (line) => err.push(line) },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run admin -- create-admin', () => {
  it('creates a verified admin who can sign in, and promotes an existing account', async () => {
    const email = uniqueEmail('ops');
    const created = await run(
      'create-admin',
      '--email',
      email.toUpperCase(),
      '--password',
      'Operator-Pass-1',
    );
    expect(created).toMatchObject({ code: 0, out: `Created admin ${email}` });
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ role: 'admin', emailVerified: true });
    await signIn(ctx.app, email, 'Operator-Pass-1');

    await ctx.database.db.update(user).set({ role: 'teacher' }).where(eq(user.email, email));
    const again = await run(
      'create-admin',
      '--email',
      email,
      '--password',
      'Operator-Pass-2',
      '--name',
      'Ops',
    );
    expect(again).toMatchObject({ code: 0, out: `Promoted admin ${email}` });
    const [promoted] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(promoted?.role).toBe('admin');
    await signIn(ctx.app, email, 'Operator-Pass-2');
  });

  it('explains bad usage with exit code 2 and changes nothing', async () => {
    for (const argv of [
      ['create-admin', '--email', 'ops@example.edu'],
      ['create-admin', '--email', 'ops@example.edu', '--password', 'short'],
      ['create-admin', '--email', 'not-an-email', '--password', 'Long-Enough-1'],
      ['create-admin', '--email', 'ops@example.edu', '--password', 'Long-Enough-1', '--role', 'x'],
      ['import-student-ids'],
      ['import-student-ids', 'no-such-file.txt'],
      ['drop-database'],
    ]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err).toContain('Usage: npm run admin -- <command>');
    }
    expect(await ctx.database.db.select().from(user).where(eq(user.email, 'ops@example.edu'))).toHaveLength(
      0,
    );
    expect((await run('help')).code).toBe(0);
  });
});

describe('npm run admin -- import-student-ids', () => {
  it('adds the IDs of a file (relative to where npm was run), never twice, and reports skipped lines', async () => {
    const [a, b] = [uniqueStudentId(), uniqueStudentId()];
    await writeFile(path.join(workDir, 'ids.csv'), `id,name\n${a},One\n${b},Two\n${a},Again\n`);
    const first = await run('import-student-ids', 'ids.csv');
    expect(first.code).toBe(0);
    expect(first.out).toBe('Imported 2 new student IDs (0 already listed, 1 skipped)\n  skipped: id');
    const second = await run('import-student-ids', path.join(workDir, 'ids.csv'));
    expect(second.out).toMatch(/^Imported 0 new student IDs \(2 already listed, 1 skipped\)/);
    const rows = await ctx.database.db
      .select()
      .from(studentIdAllowlist)
      .where(inArray(studentIdAllowlist.studentId, [a, b]));
    expect(rows).toHaveLength(2);
  });
});

describe('the admin script itself', () => {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

  it('works on the database DATA_DIR or DATABASE_URL names', { timeout: 90_000 }, async () => {
    const id = uniqueStudentId();
    const operatorDir = path.join(workDir, 'operator');
    await mkdir(operatorDir, { recursive: true });
    await writeFile(path.join(operatorDir, 'ids.txt'), `${id}\n`);

    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'development', INIT_CWD: operatorDir };
    const pgUrl = process.env.TEST_DATABASE_URL;
    if (pgUrl) {
      // The test database of this file: the script reaches it through DATABASE_URL.
      const { rows } = await ctx.database.db.execute<{ name: string }>(
        sql`select current_database() as name`,
      );
      const url = new URL(pgUrl);
      url.pathname = `/${rows[0]!.name}`;
      env.DATABASE_URL = url.toString();
    } else {
      // An embedded database in DATA_DIR, given relative to where the operator ran npm.
      await cp(inject('pgliteTemplate'), path.join(operatorDir, 'state', 'db'), { recursive: true });
      env.DATA_DIR = 'state';
    }

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/admin.ts', 'import-student-ids', 'ids.txt'],
      { cwd: serverDir, env },
    );
    expect(stdout).toContain('Imported 1 new student IDs');

    if (pgUrl) {
      const rows = await ctx.database.db
        .select()
        .from(studentIdAllowlist)
        .where(eq(studentIdAllowlist.studentId, id));
      expect(rows).toHaveLength(1);
    } else {
      const database = await openDatabase({
        pgliteDir: path.join(operatorDir, 'state', 'db'),
        migrate: false,
      });
      try {
        const rows = await database.db
          .select()
          .from(studentIdAllowlist)
          .where(eq(studentIdAllowlist.studentId, id));
        expect(rows).toHaveLength(1);
      } finally {
        await database.close();
      }
    }
  });
});

import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { ensureAdmin } from './auth/verified-accounts.ts';
import { seedDemo } from './demo/seed.ts';
import { importStudentIds, parseStudentIds } from './modules/student-ids/allow-list.ts';

/**
 * Start-up tasks that make a deployment usable, each safe to repeat on every start:
 * the operator's admin, the student ID file, and demo data on an empty database.
 */
export async function bootstrap(app: FastifyInstance): Promise<void> {
  const { config } = app;
  if (config.admin) {
    const result = await ensureAdmin(app, config.admin.email, config.admin.password);
    app.log.info({ email: config.admin.email, created: result.created }, 'admin account ensured');
  }
  if (config.studentIdsFile) {
    const { ids, skipped, emails } = parseStudentIds(await readFile(config.studentIdsFile, 'utf8'));
    const added = await importStudentIds(app.database.db, ids, null, emails);
    app.log.info({ file: config.studentIdsFile, added, skipped: skipped.length }, 'student IDs imported');
  }
  if (config.seedDemo && !(await seedDemo(app)))
    app.log.info('start-up: demo data already there, left as it is');
}

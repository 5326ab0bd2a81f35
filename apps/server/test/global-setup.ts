import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../src/db/client.ts';

/**
 * Migrates one PGlite data directory per migration set; each test file copies it
 * (creating a fresh PGlite costs seconds and ~900 MB, copying one costs milliseconds).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder(), { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder(), file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  const template = path.join(os.tmpdir(), `dpms-pglite-template-${hash.digest('hex').slice(0, 12)}`);
  if (!existsSync(template)) {
    const building = `${template}.${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    const database = await openDatabase({ pgliteDir: building });
    await database.close();
    if (!existsSync(template)) renameSync(building, template);
    else rmSync(building, { recursive: true, force: true });
  }
  project.provide('pgliteTemplate', template);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

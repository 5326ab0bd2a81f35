import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, chunkKeyOf, firstLoadFiles, type Manifest } from './js-budget.mjs';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_zod.js': { file: 'assets/zod.js', imports: ['_react.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_react.js'] },
  'src/app/routes/login.tsx': { file: 'assets/login.js', imports: ['_zod.js'] },
};
const kB = 1024;
const sizes: Record<string, number> = {
  'assets/index.js': 60 * kB,
  'assets/react.js': 40 * kB,
  'assets/zod.js': 25 * kB,
  'assets/home.js': 10 * kB,
  'assets/login.js': 5 * kB,
};

describe('the JavaScript budget', () => {
  it("counts the entry's static imports and the route module's, each file once", () => {
    expect(firstLoadFiles(manifest, 'src/app/routes/login.tsx').sort()).toEqual(
      ['assets/index.js', 'assets/login.js', 'assets/react.js', 'assets/zod.js'].sort(),
    );
  });

  it('counts a screen bundled into another chunk by the chunk that holds it', () => {
    const bundled: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shell.js'] },
      '_shell.js': { file: 'assets/shell.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
    };
    const moduleChunks = { 'src/app/routes/home.tsx': 'assets/shell.js' };
    expect(chunkKeyOf(bundled, moduleChunks, 'src/app/routes/home.tsx')).toBe('_shell.js');
    const [home] = checkBudgets(
      bundled,
      { 'src/app/routes/home.tsx': 100 },
      (file) => ({ 'assets/index.js': 1, 'assets/shell.js': 70, 'assets/react.js': 40 })[file]! * kB,
      moduleChunks,
    );
    expect(home).toMatchObject({ bytes: 111 * kB, fits: false });
    expect(() => chunkKeyOf(bundled, moduleChunks, 'src/app/routes/gone.tsx')).toThrow(
      /gone\.tsx is not in the build/,
    );
  });

  it('passes a route within its budget and fails one pushed past it', () => {
    const budgets = { 'src/app/routes/home.tsx': 120, 'src/app/routes/login.tsx': 120 };
    const [home, login] = checkBudgets(manifest, budgets, (file) => sizes[file]!);
    expect(home).toMatchObject({ bytes: 110 * kB, fits: true });
    expect(login).toMatchObject({ bytes: 130 * kB, fits: false });
  });

  it('fails the build (exit 1) when a built route is over its budget', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dpms-budget-'));
    mkdirSync(path.join(dist, '.vite'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    // Random bytes do not compress: each file weighs what it says.
    for (const [file, size] of Object.entries(sizes)) {
      writeFileSync(path.join(dist, file), crypto.getRandomValues(new Uint8Array(size)));
    }
    const budgetFile = path.join(dist, 'budget.json');
    writeFileSync(budgetFile, JSON.stringify({ routes: { 'src/app/routes/home.tsx': 100 } }));
    const script = path.join(import.meta.dirname, 'js-budget.mjs');
    let status = 0;
    let output = '';
    try {
      execFileSync(process.execPath, [script, dist, budgetFile], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      status = failed.status;
      output = failed.stdout + failed.stderr;
    }
    expect(status).toBe(1);
    expect(output).toMatch(/OVER home\.tsx/);
    expect(output).toMatch(/over the JavaScript budget/);
  });

  it('holds every public screen and My Payments within 130 kB with React (decision 0037)', () => {
    const { routes } = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '..', 'js-budget.json'), 'utf8'),
    );
    const screens = [
      'home',
      'login',
      'register',
      'teacher-register',
      'forget-password',
      'reset-password',
      'tours',
      'tour-details',
      'clubs',
      'club-details',
      'announcement',
      'pay-fee',
      'payment-success',
      'payment-fail',
      'my-payments',
    ];
    for (const screen of screens) {
      expect(routes[`src/app/routes/${screen}.tsx`], screen).toBeLessThanOrEqual(130);
    }
  });
});

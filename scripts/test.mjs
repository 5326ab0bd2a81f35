// `npm test`: every test. The alert rules' own tests (promtool), the unit and integration suites of each workspace (the server's on PGlite,
// and on PostgreSQL too when TEST_DATABASE_URL is set), then the build, then the browser journeys.
// A failed step's failure report is printed again at the very end, so a log cut to its tail
// still says which test failed and why.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['operations rules (promtool)', ['run', 'test:ops']],
  ['shared', ['run', 'test', '-w', 'packages/shared']],
  ['web', ['run', 'test', '-w', 'apps/web']],
  ['server', ['run', 'test', '-w', 'apps/server']],
  ['build', ['run', 'build']],
  ['browser journeys', ['run', 'test:e2e']],
];

/** Runs one step, echoing its output as it comes and keeping it for the summary. */
function runStep(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    const keep = (stream, target) =>
      stream.on('data', (chunk) => {
        target.write(chunk);
        output += chunk;
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

/**
 * What a failed step says about its failures: vitest's or Playwright's detailed failure section,
 * then, last so a tail shows them, the one-line names of the failed tests.
 */
function failureReport(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const start = lines.findIndex((line) => /Failed Tests \d+|^\s+\d+\) \[/.test(line));
  const from = start === -1 ? Math.max(0, lines.length - 60) : start;
  const names = lines.filter((line) => /^\s*(×|✘)\s|^ FAIL\s/.test(line)).slice(0, 30);
  // Testing Library's DOM dumps fill a tail with markup; the messages and stacks are what name the fault.
  const markup = /^\s+(<|\/?>|[\w-]+="|[\w-]+=$)|^\s+\S+="[^"]*"$/;
  const details = lines
    .slice(from)
    .filter((line) => !markup.test(line))
    .slice(0, 120);
  return [...details, '--- failed tests ---', ...names].join('\n');
}

const failed = [];
for (const [name, args] of steps) {
  console.log(`\n##### ${name} #####`);
  const { status, output } = await runStep(args);
  if (status !== 0) {
    failed.push({ name, output });
    if (name === 'build') break;
  }
}
for (const { name, output } of failed) {
  console.log(`\n##### what failed in ${name} #####\n${failureReport(output)}`);
}
console.log(
  failed.length ? `\nFAILED: ${failed.map((step) => step.name).join(', ')}` : '\nAll test suites passed.',
);
process.exit(failed.length ? 1 : 0);

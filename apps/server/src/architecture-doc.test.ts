import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md names only paths that exist (issue 28): the annotated tree's entries, and
 * every path in backticks (a name with a slash or a file extension; `{a,b}` stands for each).
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const DOC = readFileSync(path.join(REPO, 'docs/architecture.md'), 'utf8');
const exists = (relative: string) => existsSync(path.join(REPO, relative));

/** Every file and folder of the project's sources, as `/a/b/c.ts` and `/a/b/`, to match a path's end. */
function projectPaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        found.push(`/${relative}/`);
        walk(relative);
      } else found.push(`/${relative}`);
    }
  };
  for (const top of ['apps', 'packages', 'e2e', 'scripts', 'docs']) walk(top);
  return found;
}

/** `modules/{tours,clubs}/` → `modules/tours/`, `modules/clubs/`. */
function expand(name: string): string[] {
  const brace = /\{([^}]+)\}/.exec(name);
  if (!brace) return [name];
  return brace[1]!.split(',').flatMap((part) => expand(name.replace(brace[0], part)));
}

function treeEntries(): string[] {
  const block = DOC.split('```')[1] ?? '';
  const found: string[] = [];
  let root = '';
  let parent = '';
  for (const line of block.split('\n')) {
    const top = /^(\S+)/.exec(line);
    const child = /^ {2}(\S+)/.exec(line);
    const grandchild = /^ {4}(\S+\/)/.exec(line);
    if (top) {
      root = top[1]!.replace(/\/$/, '');
      found.push(root);
    } else if (child) {
      parent = child[1]!;
      if (!parent.includes('<')) found.push(`${root}/${parent}`);
    } else if (grandchild) {
      // Under `features/<f>/`: one of the features.
      found.push(`${root}/${parent.replace(/<[^>]+>\/$/, '')}${grandchild[1]}`);
    }
  }
  return found;
}

function quotedPaths(): string[] {
  return [...DOC.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!)
    .filter((name) => !name.startsWith('/') && !name.startsWith('@') && !/^[A-Z_]+\//.test(name))
    .filter((name) => name.includes('/') || /\.(ts|tsx|mjs|md|json)$/.test(name))
    .filter((name) => /^[\w./{},-]+$/.test(name));
}

describe('docs/architecture.md', () => {
  it('names only folders and files of the tree that exist', () => {
    const entries = treeEntries();
    expect(entries.length).toBeGreaterThan(20);
    expect(entries.filter((entry) => !exists(entry))).toEqual([]);
  });

  it('names only paths that exist in its tables and text', () => {
    const names = quotedPaths();
    expect(names.length).toBeGreaterThan(40);
    const known = projectPaths();
    // A path in the tables may be written from its module (`receipt/` beside `modules/payments/`),
    // or from the repository's root (`.ci/run`).
    const missing = names
      .flatMap(expand)
      .filter((name) => !exists(name))
      .filter((name) => !known.some((known) => known.endsWith(`/${name}`) || known.endsWith(`/${name}/`)));
    expect(missing).toEqual([]);
  });
});

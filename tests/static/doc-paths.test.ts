// Every repository path the manual names exists (docs/architecture.md "Where to start"):
// a page that says `server/crud/service.ts` `findPage` sends a reader to a file, so a
// file that moved or a function that was renamed must fail here, not in a newcomer's
// editor. Relative links between documents are checked by docs.test.ts; this test
// reads the paths written out in the text (in backticks or not, and as link targets).
//
// Read: README.md and docs/**/*.md, but not docs/history/ (dated records describe the
// tree as it was). Checked: every token that starts with a top-level folder of the
// repository (server/ client/ tests/ scripts/ bench/ prisma/ docs/ .ci/) and is not
// part of a longer path (`dist/server/start.js` is the build's, not the tree's).
// Skipped by rule: placeholders and patterns (`<entity>`, `*`, `{a,b}`, `…`), and what
// the build or a run writes and git ignores (GENERATED below).
// When a backticked path is followed by a name (`server/x.ts:fn`, `server/x.ts fn` or
// `server/x.ts` `fn`), that name must occur in the file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The manual: the front page and docs/, without the dated records. */
function manualPages(): string[] {
  const out = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = `${dir}/${name}`;
      if (path === 'docs/history') continue;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) out.push(path);
    }
  };
  walk('docs');
  return out;
}

/** Outputs of a build or a run (git ignores them): named by the docs, absent from a clean clone. */
const GENERATED = [/^client\/dist(\/|$)/, /^server\/generated\/prisma(\/|$)/, /^bench-results(\/|$)/, /^test-results(\/|$)/];

/** A path's first folder must be one of the repository's. */
const PATH = /(?:(?<=\.\.\/)|(?<![\w./@-]))((?:server|client|tests|scripts|bench|prisma|docs|\.ci)\/[^\s`'"()[\],;:|]*)/g;

/**
 * A path written from inside a source root, as the docs often do (`crud/service.ts`, `entity/table/`):
 * a file of one of server/'s or client/src/'s folders. It must exist under one of the two roots.
 */
const SHORT_ROOTS = ['server', 'client/src'];
const shortFolders = SHORT_ROOTS.flatMap((r) => readdirSync(join(root, r)).filter((n) => statSync(join(root, r, n)).isDirectory()));
const SHORT = new RegExp(`(?<![\\w./@-])((?:${[...new Set(shortFolders)].map((f) => f.replace(/[-]/g, '\\-')).join('|')})\\/[^\\s\`'"()[\\],;:|]*\\.(?:tsx|ts|mjs|cjs|js)(?![\\w.]))`, 'g');

/** What makes a token a pattern or a placeholder rather than one path. */
const PATTERN = /[<>*{}…]|\.\.\.|\$/;

/** A path as written, trimmed of the sentence's punctuation and a line number. */
const clean = (token: string) => token.replace(/[.,;:!?]+$/, '').replace(/#.*$/, '');

/** Whether a path exists: a file, or a folder (with or without its trailing slash). */
const exists = (path: string) => existsSync(join(root, path.replace(/\/$/, '')));

/** Fenced code blocks and inline spans are read too; only the fence markers go. */
function pathsOf(text: string): string[] {
  return [...text.matchAll(PATH)].map((m) => clean(m[1]!));
}

/** Shorthand source paths (`crud/service.ts`), with the roots they may be read from. */
function shortPathsOf(text: string): string[] {
  return [...text.matchAll(SHORT)].map((m) => clean(m[1]!));
}

/** `path:name`, `path name` and `path` `name`: a file and a name it must contain. */
function namedOf(text: string): [string, string][] {
  const out: [string, string][] = [];
  const spans = /`((?:server|client|tests|scripts|bench|prisma)\/[^`\s:]+\.(?:ts|tsx|mjs|js|cjs))(?:[: ]([A-Za-z_$][\w$]*)(?:\(\))?)?`(?: `([A-Za-z_$][\w$]*)(?:\(\))?`)?/g;
  for (const m of text.matchAll(spans)) {
    const name = m[2] ?? m[3];
    if (name) out.push([m[1]!, name]);
  }
  return out;
}

describe('the paths the manual names', () => {
  const pages = manualPages();

  it('reads the front page and the manual, not the history', () => {
    expect(pages).toContain('README.md');
    expect(pages).toContain('docs/architecture.md');
    expect(pages.some((p) => p.startsWith('docs/history/'))).toBe(false);
  });

  it('finds paths in backticks, in text and in links, and skips patterns (the extraction itself)', () => {
    const sample = 'See `server/crud/service.ts` `findPage`, [x](../tests/static/docs.test.ts), server/db/ and `dist/server/start.js`; `server/modules/<module>/<entity>.ts`.';
    expect(pathsOf(sample)).toEqual(['server/crud/service.ts', 'tests/static/docs.test.ts', 'server/db/', 'server/modules/<module>/<entity>.ts']);
    expect(PATTERN.test('server/modules/<module>/<entity>.ts')).toBe(true);
    expect(namedOf(sample)).toEqual([['server/crud/service.ts', 'findPage']]);
    expect(namedOf('`server/db/adapter.ts:poolConfig` and `bench/run.ts main`')).toEqual([
      ['server/db/adapter.ts', 'poolConfig'],
      ['bench/run.ts', 'main'],
    ]);
  });

  it('every repository path of README.md and docs/ (history excepted) exists', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const page of pages) {
      for (const path of new Set(pathsOf(read(page)))) {
        if (PATTERN.test(path) || GENERATED.some((g) => g.test(path))) continue;
        seen++;
        if (!exists(path)) missing.push(`${page}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(seen).toBeGreaterThan(100);
  });

  it('every shorthand source path (`crud/service.ts`, read from server/ or client/src/) exists under one of them', () => {
    expect(shortPathsOf('`crud/service.ts` `findPage`, server/db/adapter.ts, entity/form/useEntityForm.ts')).toEqual(['crud/service.ts', 'entity/form/useEntityForm.ts']);
    const missing: string[] = [];
    for (const page of pages) {
      for (const path of new Set(shortPathsOf(read(page)))) {
        if (PATTERN.test(path)) continue;
        if (!SHORT_ROOTS.some((r) => exists(`${r}/${path}`))) missing.push(`${page}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every name given after a file path (`file:name`, `file name`, `file` `name`) occurs in that file', () => {
    const missing: string[] = [];
    for (const page of pages) {
      for (const [path, name] of namedOf(read(page))) {
        if (!exists(path) || !statSync(join(root, path)).isFile()) continue; // reported by the test above
        if (!new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(read(path))) missing.push(`${page}: ${path} ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

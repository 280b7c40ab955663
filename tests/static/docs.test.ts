// The documentation holds together: README.md is the front page and docs/ one
// file per topic, so every link between them must lead somewhere, and every
// place in the code that says where something is explained
// (`docs/meetings.md "Stages"`) must name a file and a section that exist.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The Markdown documents: the front page, the client's guide and docs/. */
const markdown = ['README.md', 'client/README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** Text files that may point into the docs (generated code left out). */
function sources(): string[] {
  const skip = new Set(['node_modules', 'generated', '__generated__', 'dist']);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      const path = `${dir}/${name}`;
      if (skip.has(name)) continue;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (/\.(ts|tsx|js|mjs)$/.test(name)) out.push(path);
    }
  };
  for (const dir of ['server', 'client/src', 'scripts', 'bench', 'tests']) walk(dir);
  return [...out, 'relay.config.js', 'schema.graphql', '.ci/run', ...markdown];
}

/** Comment continuation lines joined, so a reference broken over lines reads as one. */
const joined = (text: string) => text.replace(/[ \t]*\r?\n[ \t]*(?:\*(?!\*)|\/\/|#(?!#))?[ \t]*/g, ' ');

/** What a document's sections are called: its headings and the bold lead-ins of paragraphs and list items. */
function sectionsOf(doc: string): string[] {
  const names: string[] = [];
  let fence = false;
  for (const line of read(doc).split('\n')) {
    if (line.startsWith('```')) fence = !fence;
    if (fence) continue;
    const heading = /^#+\s+(.*)$/.exec(line);
    if (heading) names.push(heading[1]!.replace(/`/g, '').trim());
    const bold = /^\s*(?:[-*]\s+)?\*\*([^*]+?)\.?\*\*/.exec(line);
    if (bold) names.push(bold[1]!.trim());
  }
  return names;
}

/** GitHub's anchor of a heading. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const headingsOf = (doc: string) => sectionsOf(doc).filter((name) => read(doc).split('\n').some((l) => /^#+\s/.test(l) && l.replace(/`/g, '').includes(name)));

describe('documentation', () => {
  it('the front page states the two commands, and .ci/run runs its test command', () => {
    const front = read('README.md');
    expect(front).toContain('npm install && npm start');
    expect(front).toContain('npm install && npm test');
    expect(read('.ci/run')).toMatch(/^npm test\b/m);
    // The front page, not the whole manual.
    expect(front.split('\n').length).toBeLessThan(200);
  });

  it('every relative link of the Markdown documents leads to a file (and a heading of it)', () => {
    const broken: string[] = [];
    for (const doc of markdown) {
      for (const [, target] of read(doc).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [path, anchor] = target!.split('#');
        const file = path ? relative(root, resolve(root, dirname(doc), path)) : doc;
        if (!existsSync(join(root, file))) broken.push(`${doc}: ${target} (no file)`);
        else if (anchor && file.endsWith('.md') && !headingsOf(file).some((h) => slug(h) === anchor)) broken.push(`${doc}: ${target} (no heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every `docs/<file>.md "<section>"` reference names a document and a section of it', () => {
    const broken: string[] = [];
    let seen = 0;
    for (const file of sources()) {
      const text = joined(read(file));
      const references = [
        // In code and comments: docs/meetings.md "Stages", docs/architecture.md's "Add an entity".
        ...[...text.matchAll(/docs\/([\w-]+\.md)(?:'s)? "([^"]+)"/g)].map((m) => [`docs/${m[1]}`, m[2]!] as const),
        // Between documents: [operations.md](operations.md) "Several server processes".
        ...(file.endsWith('.md')
          ? [...text.matchAll(/\]\(([\w./-]+\.md)(?:#[^)]*)?\) "([^"]+)"/g)].map((m) => [relative(root, resolve(root, dirname(file), m[1]!)), m[2]!] as const)
          : []),
      ];
      for (const [doc, section] of references) {
        seen++;
        if (!existsSync(join(root, doc))) broken.push(`${file}: ${doc} (no file)`);
        else if (!sectionsOf(doc).some((name) => name === section || name.startsWith(`${section} (`))) broken.push(`${file}: ${doc} "${section}" (no such section)`);
      }
    }
    expect(broken).toEqual([]);
    expect(seen).toBeGreaterThan(20);
  });

  it('nothing points at a README section any more (the README is the front page only)', () => {
    const stale = sources()
      .filter((file) => file !== 'tests/static/docs.test.ts')
      .flatMap((file) => [...joined(read(file)).matchAll(/README(?:'s)? (?:"[^"]+"|section)/g)].map((m) => `${file}: ${m[0]}`));
    expect(stale).toEqual([]);
  });
});

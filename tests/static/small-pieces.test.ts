// Small pieces (issue 42): no function in server/ or client/src/ spans more than
// 120 lines, and the server holds at most 60 `any`, each with a reason. The
// TypeScript compiler API parses every .ts/.tsx file (generated code aside) so a
// function is measured as the compiler sees it, not by a regex over braces.
// A failure lists each offender as `path:line name (N lines)` / `path:line …`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const MAX_FUNCTION_LINES = 120;
const MAX_SERVER_ANY = 60;
/** Generated code is not written by hand, so it is not held to these limits. */
const GENERATED = ['server/generated/', 'client/src/__generated__/'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || GENERATED.some((g) => `${rel}/`.startsWith(g))) continue;
      out.push(...sourceFiles(rel));
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(rel);
    }
  }
  return out;
}

function parse(rel: string): ts.SourceFile {
  const text = readFileSync(join(root, rel), 'utf8');
  const kind = rel.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true, kind);
}

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const line = (sf: ts.SourceFile, pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;

/** The name a reader would search for: the declared name, or the variable/property/argument the function is bound to. */
function functionName(node: ts.FunctionLikeDeclaration, sf: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText(sf);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name) {
    return parent.name.getText(sf);
  }
  if (ts.isCallExpression(parent)) return `<argument of ${parent.expression.getText(sf).slice(0, 40)}>`;
  return '<anonymous>';
}

function isFunctionLike(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function longFunctions(files: string[]): string[] {
  const found: string[] = [];
  for (const rel of files) {
    const sf = parse(rel);
    walk(sf, (node) => {
      if (!isFunctionLike(node) || !node.body) return;
      const start = line(sf, node.getStart(sf));
      const lines = line(sf, node.getEnd()) - start + 1;
      if (lines > MAX_FUNCTION_LINES) found.push(`${rel}:${start} ${functionName(node, sf)} (${lines} lines)`);
    });
  }
  return found;
}

/** A comment holding `any:` — the reason an `any` stays. */
const REASON = /(\/\/|\/\*|^\s*\*).*\bany:/;
const COMMENT_ONLY = /^\s*(\/\/|\/\*|\*)/;

/** The reason sits on the `any`'s own line or in the comment lines right above it. */
function hasReason(lines: string[], index: number): boolean {
  if (REASON.test(lines[index]!)) return true;
  for (let i = index - 1; i >= 0 && COMMENT_ONLY.test(lines[i]!); i--) {
    if (REASON.test(lines[i]!)) return true;
  }
  return false;
}

interface AnyUse {
  where: string;
  reasoned: boolean;
}

/** Every `any` type node (`: any`, `any[]`, `as any`, `<any>`) in the files. */
function anyUses(files: string[]): AnyUse[] {
  const uses: AnyUse[] = [];
  for (const rel of files) {
    const sf = parse(rel);
    const lines = sf.text.split('\n');
    walk(sf, (node) => {
      if (node.kind !== ts.SyntaxKind.AnyKeyword) return;
      const at = line(sf, node.getStart(sf));
      const what = ts.isAsExpression(node.parent) ? 'as any' : 'any';
      uses.push({ where: `${rel}:${at} ${what}`, reasoned: hasReason(lines, at - 1) });
    });
  }
  return uses;
}

describe('small pieces', () => {
  const serverFiles = sourceFiles('server');
  const clientFiles = sourceFiles('client/src');

  it('walks both trees and leaves the generated code out', () => {
    expect(serverFiles).toContain('server/app.ts');
    expect(clientFiles.some((f) => f.endsWith('.tsx'))).toBe(true);
    expect([...serverFiles, ...clientFiles].filter((f) => GENERATED.some((g) => f.startsWith(g)))).toEqual([]);
  });

  it('measures arrows, methods and constructors too (the rule sees every function-like node)', () => {
    const sf = ts.createSourceFile('x.ts', 'class A { constructor() {} get x() { return 1; } m() {} }\nconst f = () => {\n};\n', ts.ScriptTarget.Latest, true);
    const names: string[] = [];
    walk(sf, (n) => {
      if (isFunctionLike(n)) names.push(`${functionName(n, sf)}:${line(sf, n.getEnd()) - line(sf, n.getStart(sf)) + 1}`);
    });
    expect(names).toEqual(['constructor:1', 'x:1', 'm:1', 'f:2']);
  });

  it(`no function over ${MAX_FUNCTION_LINES} lines in server/ or client/src/`, () => {
    const found = longFunctions([...serverFiles, ...clientFiles]);
    if (found.length) {
      console.error(
        `${found.length} function(s) over ${MAX_FUNCTION_LINES} lines — split each into named helpers with one job:\n  ${found.join('\n  ')}`,
      );
    }
    expect(found).toEqual([]);
  });

  it(`at most ${MAX_SERVER_ANY} \`any\` in server/, each with an \`any:\` reason`, () => {
    const uses = anyUses(serverFiles);
    const unreasoned = uses.filter((u) => !u.reasoned).map((u) => u.where);
    const summary = `${uses.length} \`any\` in server/ (limit ${MAX_SERVER_ANY}), ${unreasoned.length} without a reason`;
    if (uses.length > MAX_SERVER_ANY || unreasoned.length) {
      console.error(
        `${summary}. Replace each with a real type (Prisma's generated types, \`unknown\` + narrowing, a small interface); ` +
          `where one must stay, put a comment \`// any: <why>\` on its line or the line above:\n  ${unreasoned.join('\n  ')}`,
      );
    } else {
      console.info(summary);
    }
    expect(unreasoned).toEqual([]);
    expect(uses.length).toBeLessThanOrEqual(MAX_SERVER_ANY);
  });
});

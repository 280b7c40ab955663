/**
 * The code generator and the AI coding helper (base/coding, SPEC §7):
 * getModuleTree lists every declared entity under its module; createCode is
 * refused where writing code is not allowed (test without CODING_ROOT,
 * production even with it) and refuses bad input with a translated 1001;
 * in development it scaffolds an entity into a temporary copy of the
 * project, which then still type-checks (server and client), and whose
 * schema and migrations agree. The AI draft goes to a small
 * OpenAI-compatible server on loopback; the key never reaches the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeAi, LIBRARY_DRAFT as DRAFT } from '../support/fake-ai.ts';
import { describeOnDatabases, startTestApp, stopSharedPostgres, type TestApp } from '../support/app.ts';
import ts from 'typescript';
import { entities } from '../../server/crud/entity.ts';
import { models } from '../../server/crud/datamodel.ts';
import { tsString } from '../../server/coding/generate.ts';
import '../../server/schema.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const AI_KEY = 'sk-test-key-never-shown-0123456789';

/** A copy of what a project needs to generate, type-check and check its migrations; node_modules is linked. */
function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cga-coding-'));
  // Built or local output, never needed to generate and check (client/dist; the server's data lives elsewhere).
  const skip = new Set([path.join(ROOT, 'client/dist'), path.join(ROOT, 'client/node_modules')]);
  for (const entry of ['package.json', 'tsconfig.json', 'prisma.config.ts', 'relay.config.js', 'schema.graphql', 'prisma', 'server', 'scripts', 'client']) {
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true, filter: (src) => !skip.has(src) });
  }
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules'));
  return dir;
}

/** Texts a caller could type as labels to break out of what they are written into; each holds the marker `pwn`. */
const HOSTILE = {
  comment: '*/ process.exit(1) /* pwn',
  template: '`${process.exit(1)}` pwn',
  single: "'); process.exit(1); (' pwn",
  double: '"+process.exit(1)+" \\\' pwn \\',
  script: '</script><script>pwn()</script>',
  html: '<!-- pwn --> */ // ${x} \\u2028',
  mixed: 'a\'b"c`d\\e${f}g*/h</i pwn',
};

/** Syntax errors of a TypeScript (or TSX) source. */
function syntaxErrors(text: string, fileName: string): string[] {
  const out = ts.transpileModule(text, { fileName, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.Preserve, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ESNext } });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** The string literals of a source: where each sits and the text it means. */
function stringLiterals(text: string, fileName: string): { start: number; end: number; value: string }[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ESNext, true, kind);
  const out: { start: number; end: number; value: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push({ start: node.getStart(source), end: node.getEnd(), value: node.text });
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every occurrence of `marker` in a source lies inside a string literal: none in code, none in a comment. */
function markerOnlyInLiterals(text: string, fileName: string, marker: string): { outside: string[]; values: string[] } {
  const literals = stringLiterals(text, fileName);
  const outside: string[] = [];
  for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
    if (!literals.some((l) => l.start <= at && at + marker.length <= l.end)) outside.push(text.slice(Math.max(0, at - 40), at + 40));
  }
  return { outside, values: literals.map((l) => l.value) };
}

describe('tsString: any text as a TypeScript string literal', () => {
  it('parses back to exactly the text, as one string literal, for every awkward character', () => {
    const texts = [
      ...Object.values(HOSTILE),
      '',
      '\\',
      "'",
      '"',
      '\u2028\u2029',
      '\u0000\u0001\u001f\u007f\u0085',
      '\n\r\t\v\f\b',
      'lone \ud800 high, lone \udc00 low, pair \ud83d\ude00',
      '</script><!--<script>-->',
      '*/*/**/',
      '\\"',
      "\\'",
      '${`}',
    ];
    for (const text of texts) {
      const literal = tsString(text);
      expect(literal).not.toMatch(/[\u2028\u2029\n\r<]|\*\//);
      const source = ts.createSourceFile('x.ts', `export const x = ${literal};`, ts.ScriptTarget.ESNext, true);
      const init = (source.statements[0] as ts.VariableStatement).declarationList.declarations[0]!.initializer!;
      expect(ts.isStringLiteral(init), literal).toBe(true);
      expect((init as ts.StringLiteral).text).toBe(text);
      expect(syntaxErrors(`export const x = ${literal};`, 'x.ts')).toEqual([]);
    }
  });
});

/** Logs in on an app without a test captcha (production): the test writes the captcha's answer into the database. */
async function loginWithoutTestCaptcha(t: TestApp): Promise<string> {
  const captcha = await t.req('GET', '/admin/base/open/captcha');
  const id: string = captcha.body.data.captchaId;
  await (t.app.db as any).authCaptcha.update({ where: { id }, data: { answerHash: createHash('sha256').update(`${id}:4242`).digest('hex') } });
  const res = await t.req('POST', '/admin/base/open/login', { body: { username: 'admin', password: '123456', captchaId: id, verifyCode: '4242' } });
  expect(res.body.code, res.text).toBe(1000);
  return res.body.data.token;
}

describeOnDatabases('code generator and AI helper', (kind) => {
  let t: TestApp;
  let admin: string;
  let ai: Awaited<ReturnType<typeof fakeAi>>;
  let aiApp: TestApp;
  let aiAdmin: string;
  let reply: (body: any) => { status?: number; content: string } = () => ({ content: '```json\n' + JSON.stringify(DRAFT) + '\n```' });

  beforeAll(async () => {
    ai = await fakeAi((body) => reply(body));
    t = await startTestApp(kind);
    admin = (await t.login()).token;
    // The endpoint is on loopback: allowed by configuration, as an administrator would.
    aiApp = await startTestApp(kind, { AI_BASE_URL: ai.url, AI_API_KEY: AI_KEY, AI_MODEL: 'test-model', OUTBOUND_ALLOW_HOSTS: ai.host });
    aiAdmin = (await aiApp.login()).token;
  });
  afterAll(async () => {
    await t?.close();
    await aiApp?.close();
    await ai?.close();
    await stopSharedPostgres();
  });

  it('getModuleTree lists every declared entity under its module', async () => {
    const res = await t.req('GET', '/admin/base/coding/getModuleTree', { token: admin });
    expect(res.body.code, res.text).toBe(1000);
    const tree: { module: string; entities: { prefix: string; model: string; label: string }[]; controllers: { prefix: string }[] }[] = res.body.data;
    const listed = tree.flatMap((m) => m.entities.map((e) => `${m.module}|${e.prefix}|${e.model}`)).sort();
    const declared = entities().map((e) => `${e.prefix.split('/')[0]}|${e.prefix}|${e.model}`).sort();
    expect(listed).toEqual(declared);
    expect(declared.length).toBeGreaterThan(20);
    const base = tree.find((m) => m.module === 'base')!;
    // Each entity carries its model's zh-cn label (the `///` comment).
    for (const e of tree.flatMap((m) => m.entities)) expect(e.label, e.model).toBe(models().get(e.model)!.label);
    expect(base.controllers.map((c) => c.prefix)).toContain('base/coding');
    // The same over GraphQL, and not without a token.
    const gql = await t.gql('{ baseCodingGetModuleTree }', {}, admin);
    expect(gql.body.data.baseCodingGetModuleTree).toEqual(tree);
    expect((await t.req('GET', '/admin/base/coding/getModuleTree')).status).toBe(401);
  });

  it('createCode is refused under the test runner without CODING_ROOT, and nothing is written', async () => {
    const before = fs.readFileSync(path.join(ROOT, 'prisma/schema.prisma'), 'utf8');
    const res = await t.req('POST', '/admin/base/coding/createCode', { body: DRAFT, token: admin, headers: { language: 'en' } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1001);
    expect(res.body.message).toMatch(/only available in development/);
    expect(fs.readFileSync(path.join(ROOT, 'prisma/schema.prisma'), 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(ROOT, 'server/modules/library'))).toBe(false);
    const config = await t.req('GET', '/admin/base/coding/config', { token: admin });
    expect(config.body.data).toMatchObject({ generator: false, ai: false, production: false });
  });

  it('the draft without configuration says how to enable it', async () => {
    const res = await t.req('POST', '/admin/base/coding/draft', { body: { description: '图书：书名、页数' }, token: admin });
    expect(res.body.code).toBe(1001);
    expect(res.body.message).toContain('AI_BASE_URL');
  });

  it('the draft comes from the OpenAI-compatible endpoint, with the key sent there and never to the browser', async () => {
    reply = () => ({ content: 'Here it is:\n```json\n' + JSON.stringify(DRAFT) + '\n```' });
    const config = await aiApp.req('GET', '/admin/base/coding/config', { token: aiAdmin });
    expect(config.body.data).toMatchObject({ ai: true, model: 'test-model' });
    expect(config.text).not.toContain(AI_KEY);
    const res = await aiApp.req('POST', '/admin/base/coding/draft', { body: { description: '图书馆的图书：书名、ISBN、页数、价格、简介' }, token: aiAdmin });
    expect(res.body.code, res.text).toBe(1000);
    expect(res.body.data.module).toBe('library');
    expect(res.body.data.fields.map((f: any) => f.name)).toEqual(DRAFT.fields.map((f) => f.name));
    expect(res.body.data.fields[0]).toMatchObject({ type: 'string', length: 100, label: '书名', required: true, filter: 'like' });
    // The price had no filter and no zh-tw label: normalised to 'none' and ''.
    expect(res.body.data.fields[3]).toMatchObject({ type: 'decimal', filter: 'none', labelTw: '' });
    expect(res.text).not.toContain(AI_KEY);
    const last = ai.requests.at(-1)!;
    expect(last.path).toBe('/v1/chat/completions');
    expect(last.auth).toBe(`Bearer ${AI_KEY}`);
    expect(last.body.model).toBe('test-model');
    expect(last.body.messages.at(-1)).toEqual({ role: 'user', content: '图书馆的图书：书名、ISBN、页数、价格、简介' });
  });

  it('a useless or failing AI answer and a blank description are refused with 1001', async () => {
    reply = () => ({ content: 'I cannot help with that.' });
    let res = await aiApp.req('POST', '/admin/base/coding/draft', { body: { description: '随便' }, token: aiAdmin, headers: { language: 'en' } });
    expect(res.body.code).toBe(1001);
    expect(res.body.message).toMatch(/usable entity draft/);
    reply = () => ({ status: 500, content: '' });
    res = await aiApp.req('POST', '/admin/base/coding/draft', { body: { description: '随便' }, token: aiAdmin, headers: { language: 'zh-tw' } });
    expect(res.body.code).toBe(1001);
    expect(res.body.message).toContain('HTTP 500');
    const blank = await aiApp.req('POST', '/admin/base/coding/draft', { body: { description: '   ' }, token: aiAdmin });
    expect(blank.body.code).toBe(1001);
  });
});

describe('createCode writes an entity into a project copy (development)', () => {
  let dir: string;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    dir = copyProject();
    t = await startTestApp('embedded', { NODE_ENV: 'development', CODING_ROOT: dir });
    admin = (await t.login()).token;
  });
  afterAll(async () => {
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const create = (body: unknown, language = 'en') => t.req('POST', '/admin/base/coding/createCode', { body, token: admin, headers: { language } });
  const field = (over: Record<string, unknown>) => ({ ...DRAFT, fields: [{ ...DRAFT.fields[0], ...over }] });

  it('bad input is refused with a translated 1001 and writes nothing', async () => {
    const schemaBefore = fs.readFileSync(path.join(dir, 'prisma/schema.prisma'), 'utf8');
    const cases: [unknown, RegExp][] = [
      [{ ...DRAFT, module: 'Library' }, /module "Library" is invalid/],
      [{ ...DRAFT, module: '../x' }, /module/],
      [{ ...DRAFT, entity: 'bo ok' }, /entity/],
      [{ ...DRAFT, module: 'base' }, /reserved/],
      [{ ...DRAFT, module: 'demo', entity: 'goods' }, /already exists/],
      [{ ...DRAFT, table: 'demo_goods' }, /already exists/],
      [{ ...DRAFT, table: 'Bad-Table' }, /Table name/],
      [{ ...DRAFT, fields: [] }, /At least one field/],
      [field({ name: 'id' }), /reserved/],
      [field({ name: 'createTime' }), /reserved/],
      [field({ name: 'constructor' }), /reserved/],
      [{ ...DRAFT, fields: [DRAFT.fields[0], DRAFT.fields[0]] }, /given twice/],
      [field({ type: 'blob' }), /invalid type/],
      [field({ length: 0 }), /length/],
      [field({ length: 'x' }), /length/],
      [field({ type: 'int', filter: 'like' }), /cannot use that filter/],
      [field({ label: '' }), /name of fields\[0\]\.label/],
      [field({ label: 'a\n}\nmodel X {' }), /name of/],
      [field({ label: 'x\u2028y' }), /name of/],
      [field({ label: 'tab\there' }), /name of/],
      // NUL is refused before createCode, by the hostile-input guard of every request.
      [field({ label: 'nul\u0000' }), /characters that are not allowed/],
      [{ ...DRAFT, label: 'line\rbreak' }, /name of label/],
      [field({ name: 'x*/y' }), /fields\[0\]\.name/],
      [field({ name: 'a${b}' }), /fields\[0\]\.name/],
      [{ ...DRAFT, entity: "bo'ok" }, /entity/],
      [{ ...DRAFT, table: 'x"); drop' }, /Table name/],
      [{ ...DRAFT, label: undefined }, /name of label/],
      [[1, 2], /format|invalid/i],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.code, JSON.stringify(body)).toBe(1001);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    const zh = await create({ ...DRAFT, module: 'base' }, 'zh-cn');
    expect(zh.body.message).toBe('“base”是保留名称，不能使用');
    expect(fs.readFileSync(path.join(dir, 'prisma/schema.prisma'), 'utf8')).toBe(schemaBefore);
    expect(fs.existsSync(path.join(dir, 'server/modules/library'))).toBe(false);
  });

  it('hostile labels reach the generated code only as string literals (and the schema only as `///` lines)', async () => {
    const res = await create({
      module: 'evil',
      entity: 'probe',
      label: HOSTILE.comment,
      labelTw: HOSTILE.template,
      labelEn: HOSTILE.single,
      fields: [
        { name: 'note', type: 'string', label: HOSTILE.double, labelTw: HOSTILE.html, labelEn: HOSTILE.script, filter: 'like' },
        { name: 'memo', type: 'text', label: HOSTILE.mixed },
      ],
    });
    expect(res.body.code, res.text).toBe(1000);
    const written: string[] = res.body.data.files;
    const code = written.filter((f) => /\.tsx?$/.test(f));
    expect(code).toEqual(['server/modules/evil/probe.ts', 'client/src/features/evil/probe/ProbeScreen.tsx', 'client/src/router/screens.ts']);
    const expected: Record<string, string[]> = {
      // The declaration's labels: en, then zh-tw.
      'server/modules/evil/probe.ts': [HOSTILE.single, HOSTILE.script, HOSTILE.mixed, HOSTILE.template, HOSTILE.html, HOSTILE.mixed],
    };
    for (const file of code) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(syntaxErrors(text, file), file).toEqual([]);
      const { outside, values } = markerOnlyInLiterals(text, file, 'pwn');
      expect(outside, file).toEqual([]);
      for (const label of expected[file] ?? []) expect(values, file).toContain(label);
    }
    // The declaration carries labels only as the literals above, the screen none: their comments name the prefix.
    expect(fs.readFileSync(path.join(dir, 'server/modules/evil/probe.ts'), 'utf8')).toMatch(/^\/\*\* evil\/probe: generated by the code generator/);
    // In the schema each label is one whole `///` line, as typed.
    const schema = fs.readFileSync(path.join(dir, 'prisma/schema.prisma'), 'utf8');
    const lines = schema.split('\n').filter((l) => l.includes('pwn'));
    expect(lines.map((l) => l.trim())).toEqual([`/// ${HOSTILE.comment}`, `/// ${HOSTILE.double}`, `/// ${HOSTILE.mixed}`]);
    // The scaffold test below then generates, type-checks and checks the migrations of the copy with this entity in it.
  });

  it('scaffolds the files; the copy then generates, type-checks and its migrations agree with the schema', async () => {
    const res = await create(DRAFT);
    expect(res.body.code, res.text).toBe(1000);
    const data = res.body.data;
    expect(data).toMatchObject({ model: 'LibraryBook', prefix: 'library/book', table: 'library_book' });
    expect(data.files).toEqual([
      'prisma/schema.prisma',
      expect.stringMatching(/^prisma\/migrations\/\d+_add_library_book\/migration\.sql$/),
      'server/modules/library/book.ts',
      'client/src/features/library/book/BookScreen.tsx',
      'client/src/router/screens.ts',
    ]);
    // The price had no zh-tw label: the zh-cn text stands in, and the answer says so.
    expect(data.untranslated).toEqual(['zh-tw:LibraryBook.price']);
    const schema = fs.readFileSync(path.join(dir, 'prisma/schema.prisma'), 'utf8');
    expect(schema).toMatch(/\/\/\/ 图书\nmodel LibraryBook \{/);
    expect(schema).toMatch(/\/\/\/ 书名\n\s+title\s+String @db\.VarChar\(100\)/);
    expect(schema).toContain('@@map("library_book")');
    const sql = fs.readFileSync(path.join(dir, data.files[1]), 'utf8');
    expect(sql).toContain('CREATE TABLE "library_book"');
    expect(fs.readFileSync(path.join(dir, 'server/modules/library/book.ts'), 'utf8')).toContain("filters: { eq: ['isbn', 'lent'], like: ['title'], keyword: ['summary'] }");
    expect(fs.readFileSync(path.join(dir, 'client/src/router/screens.ts'), 'utf8')).toContain("registerScreen(['/library/book'], entityRoute('LibraryBook', () => import('../__generated__/LibraryBookPageQuery.graphql.ts')");
    // The same entity again is refused.
    const again = await create(DRAFT);
    expect(again.body.code).toBe(1001);
    expect(again.body.message).toMatch(/already exists/);

    // What docs/architecture.md's "Add an entity" says to run next, then the checks CI runs.
    const run = (cmd: string, args: string[]) => {
      try {
        return execFileSync(cmd, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, NODE_ENV: 'development' }, timeout: 300_000 });
      } catch (error: any) {
        throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
      }
    };
    const bin = (name: string) => path.join(dir, 'node_modules/.bin', name);
    run(bin('tsx'), ['scripts/generate-client.ts']);
    run(bin('tsx'), ['scripts/print-schema.ts']);
    run(bin('relay-compiler'), []);
    expect(fs.readFileSync(path.join(dir, 'schema.graphql'), 'utf8')).toContain('libraryBookPage');
    const meta = JSON.parse(fs.readFileSync(path.join(dir, 'client/src/meta/entities.json'), 'utf8'));
    expect(JSON.stringify(meta.LibraryBook)).toContain('Published at');
    expect(run(bin('tsx'), ['scripts/migrate.ts', 'check'])).toContain('schema and migrations agree');
    run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
    run(bin('tsc'), ['--noEmit', '-p', 'client/tsconfig.json']);
  }, 900_000);
});

describe('createCode in production', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cga-coding-prod-'));
    t = await startTestApp('embedded', { NODE_ENV: 'production', CAPTCHA_TEST_CODE: '', ADMIN_PASSWORD: '123456', CODING_ROOT: dir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is refused even with CODING_ROOT set, and writes nothing', async () => {
    const token = await loginWithoutTestCaptcha(t);
    const res = await t.req('POST', '/admin/base/coding/createCode', { body: DRAFT, token, headers: { language: 'zh-cn' } });
    expect(res.body.code).toBe(1001);
    expect(res.body.message).toContain('生产环境不会写入任何文件');
    expect(fs.readdirSync(dir)).toEqual([]);
    const config = await t.req('GET', '/admin/base/coding/config', { token });
    expect(config.body.data).toMatchObject({ generator: false, production: true });
  });
});

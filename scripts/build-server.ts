/**
 * Builds the server into dist/server/ (git-ignored): `npm start` runs that
 * JavaScript with plain `node`, no TypeScript loader in the serving process.
 *
 *   tsx scripts/build-server.ts          # builds when missing or stale (npm start)
 *   tsx scripts/build-server.ts --force  # always (npm run build)
 *
 * One esbuild bundle from server/start.ts (ES modules, code splitting so the
 * cluster primary and the lazily imported parts stay separate chunks); npm
 * packages stay external (loaded from node_modules as before: Prisma's query
 * compiler, PGlite's wasm and data files, argon2's native module find their
 * files as they always did). Two rewrites keep the sources' behaviour:
 *   - `import.meta.url` in a server file is rewritten to that source file's URL
 *     (relative to the bundle, so a moved checkout still works): paths next to
 *     the sources (prisma/, client/dist, the migrations, package.json,
 *     createRequire) resolve exactly as from source;
 *   - server/modules/index.ts, which imports the module files found on disk,
 *     becomes static imports of the same files in the same order.
 *
 * Stale: any file or folder under server/ or prisma/ (a folder's time changes
 * when a file is added or removed), package.json, tsconfig.json or this script
 * is newer than the build's stamp.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleFiles } from '../server/modules/files.ts';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where the built server lives, relative to the project root. */
export const OUT_DIR = 'dist/server';
/** The built entry `npm start` runs. */
export const ENTRY = `${OUT_DIR}/start.js`;
const STAMP = '.built';

/** The sources a build depends on, relative to the project root. */
export const SOURCES = ['server', 'prisma', 'package.json', 'tsconfig.json', 'scripts/build-server.ts'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) if (entry !== 'node_modules') max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** True when `root`'s built server is missing or older than one of its sources. */
export function serverBuildStale(root: string = ROOT): boolean {
  const stamp = join(root, OUT_DIR, STAMP);
  if (!existsSync(stamp) || !existsSync(join(root, ENTRY))) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((s) => newest(join(root, s)) > built);
}

const posix = (p: string) => p.split(sep).join('/');

export async function buildServer(root: string = ROOT): Promise<void> {
  const { build } = await import('esbuild');
  const outdir = join(root, OUT_DIR);
  const serverDir = join(root, 'server');
  const modulesIndex = join(serverDir, 'modules', 'index.ts');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { start: join(serverDir, 'start.ts') },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    // No keepNames: it wraps every function and closure in a call that redefines its `name`, also the
    // closures made per request and per row (a list page's server CPU −5–10% without it, alternating A/B,
    // docs/performance.md). Nothing is minified: names stay as written except where the bundle renames a
    // clashing top-level function (`dbNow2`), which only a stack trace shows. Classes keep their names
    // (tests/server/compiled-server.test.ts checks every class of the bundle against the sources).
    keepNames: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'server-sources',
        setup(b) {
          b.onLoad({ filter: /\.ts$/ }, (args) => {
            if (!args.path.startsWith(serverDir + sep)) return undefined;
            if (args.path === modulesIndex) {
              const files = moduleFiles(dirname(modulesIndex)).map((f) => `./${posix(relative(dirname(modulesIndex), f))}`);
              const contents = [...files, '../realtime/subscriptions.ts'].map((f) => `import ${JSON.stringify(f)};`).join('\n');
              return { contents, loader: 'ts', resolveDir: dirname(modulesIndex) };
            }
            const source = readFileSync(args.path, 'utf8');
            const url = `new URL(${JSON.stringify(posix(relative(outdir, args.path)))}, import.meta.url).href`;
            return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
          });
        },
      },
    ],
  });
  writeFileSync(join(outdir, STAMP), `${new Date().toISOString()}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const force = process.argv.includes('--force');
  if (force || serverBuildStale()) {
    const started = Date.now();
    mkdirSync(join(ROOT, 'dist'), { recursive: true });
    await buildServer().catch((err) => {
      console.error('server build failed', err instanceof Error ? err.message : err);
      process.exit(1);
    });
    console.log(`server built into ${OUT_DIR} (${Date.now() - started} ms)`);
  }
}

/**
 * What `npm test` needs of the machine besides node_modules, checked before
 * anything runs (scripts/test.ts): PostgreSQL's binaries for the
 * real-database tests, redis-server for the REDIS_URL event tests, Chromium
 * for the browser tests and the Noto CJK fonts so their screenshots show
 * Chinese. On a Debian or Ubuntu machine run as root, the missing packages
 * are installed (apt-get); anyone else is told which packages are missing
 * and the one command that installs them, and nothing runs.
 *
 * The decisions are pure functions over a probe of the machine, so they are
 * tested without touching it (tests/static/test-prereqs.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** What the checks may ask of the machine. */
export interface Probe {
  exists(path: string): boolean;
  /** Entries of a directory ([] when there is none). */
  list(dir: string): string[];
  /** Whether a command is on PATH. */
  onPath(command: string): boolean;
  /** Whether a Debian package is installed (false without dpkg). */
  installed(pkg: string): boolean;
  env: Record<string, string | undefined>;
}

/** The test groups of scripts/test.ts that need system packages. */
export type Need = 'server' | 'e2e';

export interface Prerequisite {
  /** The Debian/Ubuntu package. */
  pkg: string;
  /** What it is for, as the message says it. */
  purpose: string;
  needs: Need;
  present(probe: Probe): boolean;
}

export const PREREQUISITES: Prerequisite[] = [
  {
    pkg: 'postgresql',
    purpose: 'the tests on a real PostgreSQL (initdb under /usr/lib/postgresql/*/bin)',
    needs: 'server',
    present: (p) => !!p.env.TEST_DATABASE_URL || p.list('/usr/lib/postgresql').some((v) => p.exists(`/usr/lib/postgresql/${v}/bin/initdb`)),
  },
  {
    pkg: 'redis-server',
    purpose: 'the REDIS_URL event tests',
    needs: 'server',
    present: (p) => p.exists('/usr/bin/redis-server') || p.onPath('redis-server'),
  },
  {
    pkg: 'chromium',
    purpose: 'the browser tests (or set CHROMIUM_PATH)',
    needs: 'e2e',
    present: (p) => p.exists(p.env.CHROMIUM_PATH || '/usr/bin/chromium'),
  },
  {
    pkg: 'fonts-noto-cjk',
    purpose: 'Chinese text in the browser tests’ screenshots',
    needs: 'e2e',
    present: (p) => p.installed('fonts-noto-cjk') || p.list('/usr/share/fonts/opentype/noto').some((f) => f.startsWith('NotoSansCJK')),
  },
];

/** The groups a run needs from its arguments: every group without any, else those the named paths belong to. */
export function needsOf(args: readonly string[]): Set<Need> {
  if (args.length === 0) return new Set(['server', 'e2e']);
  const out = new Set<Need>();
  for (const a of args) {
    const path = a.replace(/\\/g, '/');
    if (path.startsWith('-')) continue;
    if (/(^|\/)tests\/server(\/|$)/.test(path)) out.add('server');
    if (/(^|\/)tests\/e2e(\/|$)/.test(path)) out.add('e2e');
    // A bare tests/ (or a pattern vitest matches anywhere) may reach both.
    if (/^(\.\/)?tests\/?$/.test(path) || !path.includes('tests/')) (out.add('server'), out.add('e2e'));
  }
  return out;
}

/** The prerequisites a run lacks. */
export function missingPrerequisites(probe: Probe, args: readonly string[]): Prerequisite[] {
  const needs = needsOf(args);
  return PREREQUISITES.filter((r) => needs.has(r.needs) && !r.present(probe));
}

export type Plan =
  | { kind: 'ready' }
  | { kind: 'install'; commands: string[][]; packages: string[] }
  | { kind: 'explain'; message: string };

/** The one command that installs the packages. */
export function installCommand(packages: readonly string[], root: boolean): string {
  return `${root ? '' : 'sudo '}apt-get install -y ${packages.join(' ')}`;
}

/** What to do about the missing prerequisites: nothing, install them (root with apt-get), or say what is missing and stop. */
export function plan(missing: readonly Prerequisite[], machine: { root: boolean; apt: boolean }): Plan {
  if (missing.length === 0) return { kind: 'ready' };
  const packages = missing.map((m) => m.pkg);
  if (machine.root && machine.apt) {
    return {
      kind: 'install',
      packages,
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', '--no-install-recommends', ...packages],
      ],
    };
  }
  const lines = [
    'npm test: these system packages are missing, so no test was run:',
    ...missing.map((m) => `  ${m.pkg.padEnd(15)} ${m.purpose}`),
    '',
    machine.apt ? 'Install them with:' : 'Install them (Debian/Ubuntu package names; use your system’s equivalents) with:',
    `  ${installCommand(packages, false)}`,
    '',
    'then run npm test again (run as root, npm test installs them itself).',
  ];
  return { kind: 'explain', message: lines.join('\n') };
}

/** The probe of this machine. */
export function machineProbe(env: Record<string, string | undefined> = process.env): Probe {
  return {
    exists: (path) => existsSync(path),
    list: (dir) => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
    onPath: (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0,
    installed: (pkg) => spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes('install ok installed') ?? false,
    env,
  };
}

/**
 * Makes the machine ready for the run with these arguments, or explains
 * why it is not: true when the tests may run. As root it installs with
 * apt-get, then stops the cluster Debian starts with a new PostgreSQL (the
 * tests start their own throw-away clusters).
 */
export function ensurePrerequisites(args: readonly string[], log: (line: string) => void = console.log): boolean {
  const probe = machineProbe();
  const missing = missingPrerequisites(probe, args);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const todo = plan(missing, { root, apt: probe.onPath('apt-get') });
  if (todo.kind === 'ready') return true;
  if (todo.kind === 'explain') {
    log(todo.message);
    return false;
  }
  log(`npm test: installing ${todo.packages.join(' ')} (apt-get, as root)`);
  for (const command of todo.commands) {
    const r = spawnSync(command[0]!, command.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) {
      log(`npm test: ${command.join(' ')} failed (exit ${r.status ?? r.signal})`);
      return false;
    }
  }
  if (todo.packages.includes('postgresql') && probe.onPath('pg_lsclusters')) {
    const clusters = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).stdout ?? '';
    for (const line of clusters.split('\n')) {
      const [version, name, , status] = line.trim().split(/\s+/);
      if (version && name && status === 'online') spawnSync('pg_ctlcluster', [version, name, 'stop'], { stdio: 'inherit' });
    }
  }
  const still = missingPrerequisites(probe, args);
  if (still.length) {
    log(`npm test: still missing after the install: ${still.map((m) => m.pkg).join(' ')}`);
    return false;
  }
  return true;
}

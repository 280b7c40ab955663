// What `npm test` finds missing on a machine and what it does about it
// (scripts/test-prereqs.ts), over made-up machines: nothing here looks at
// or installs anything on the real one.
import { describe, expect, it } from 'vitest';
import { installCommand, missingPrerequisites, needsOf, plan, type Probe } from '../../scripts/test-prereqs.ts';

/** A machine with these files, directories, commands and installed packages. */
function machine(opts: { files?: string[]; dirs?: Record<string, string[]>; path?: string[]; packages?: string[]; env?: Record<string, string> } = {}): Probe {
  return {
    exists: (p) => (opts.files ?? []).includes(p),
    list: (d) => opts.dirs?.[d] ?? [],
    onPath: (c) => (opts.path ?? []).includes(c),
    installed: (p) => (opts.packages ?? []).includes(p),
    env: opts.env ?? {},
  };
}

const ready = machine({
  files: ['/usr/lib/postgresql/15/bin/initdb', '/usr/bin/redis-server', '/usr/bin/chromium'],
  dirs: { '/usr/lib/postgresql': ['15'] },
  packages: ['fonts-noto-cjk'],
});
const bare = machine();
const names = (p: Probe, args: string[] = []) => missingPrerequisites(p, args).map((m) => m.pkg);

describe('npm test prerequisites', () => {
  it('finds nothing missing on a ready machine, and every package on a bare one', () => {
    expect(names(ready)).toEqual([]);
    expect(names(bare)).toEqual(['postgresql', 'redis-server', 'chromium', 'fonts-noto-cjk']);
  });

  it('recognises each prerequisite the ways the tests find it', () => {
    // PostgreSQL: any version's initdb, or a database of one's own (TEST_DATABASE_URL).
    expect(names(machine({ files: ['/usr/lib/postgresql/16/bin/initdb'], dirs: { '/usr/lib/postgresql': ['16'] } }))).not.toContain('postgresql');
    expect(names(machine({ dirs: { '/usr/lib/postgresql': ['16'] } }))).toContain('postgresql');
    expect(names(machine({ env: { TEST_DATABASE_URL: 'postgres://x' } }))).not.toContain('postgresql');
    // redis-server on PATH; Chromium elsewhere through CHROMIUM_PATH; the fonts by their files without dpkg.
    expect(names(machine({ path: ['redis-server'] }))).not.toContain('redis-server');
    expect(names(machine({ files: ['/opt/chrome/chrome'], env: { CHROMIUM_PATH: '/opt/chrome/chrome' } }))).not.toContain('chromium');
    expect(names(machine({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' } }))).toContain('chromium');
    expect(names(machine({ dirs: { '/usr/share/fonts/opentype/noto': ['NotoSansCJK-Regular.ttc'] } }))).not.toContain('fonts-noto-cjk');
  });

  it('asks only for what the chosen tests need', () => {
    expect([...needsOf([])].sort()).toEqual(['e2e', 'server']);
    expect([...needsOf(['tests/client'])]).toEqual([]);
    expect([...needsOf(['tests/static/typecheck.test.ts', 'tests/client/app.test.tsx'])]).toEqual([]);
    expect([...needsOf(['tests/server/translations.test.ts'])]).toEqual(['server']);
    expect([...needsOf(['tests/e2e'])]).toEqual(['e2e']);
    expect(names(bare, ['tests/client'])).toEqual([]);
    expect(names(bare, ['tests/server/x.test.ts'])).toEqual(['postgresql', 'redis-server']);
    expect(names(bare, ['tests/e2e/shell.test.ts'])).toEqual(['chromium', 'fonts-noto-cjk']);
    // Anything vitest might match anywhere: all of it.
    expect(names(bare, ['translations'])).toHaveLength(4);
  });

  it('as root with apt-get it installs the missing packages; anyone else is told the one command and nothing runs', () => {
    const missing = missingPrerequisites(machine({ files: ['/usr/bin/chromium', '/usr/bin/redis-server'] }), []);
    expect(plan([], { root: false, apt: true })).toEqual({ kind: 'ready' });
    expect(plan(missing, { root: true, apt: true })).toEqual({
      kind: 'install',
      packages: ['postgresql', 'fonts-noto-cjk'],
      commands: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', '--no-install-recommends', 'postgresql', 'fonts-noto-cjk'],
      ],
    });
    const told = plan(missing, { root: false, apt: true });
    expect(told.kind).toBe('explain');
    const message = (told as { message: string }).message;
    expect(message).toContain('sudo apt-get install -y postgresql fonts-noto-cjk');
    expect(message).toMatch(/postgresql +the tests on a real PostgreSQL/);
    expect(message).toMatch(/fonts-noto-cjk +Chinese text/);
    expect(message).toContain('no test was run');
    // Root without apt-get (another distribution): told, with the Debian names to translate.
    expect(plan(missing, { root: true, apt: false })).toMatchObject({ kind: 'explain', message: expect.stringContaining('equivalents') });
    expect(installCommand(['a', 'b'], true)).toBe('apt-get install -y a b');
  });
});

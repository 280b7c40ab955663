/**
 * CPU time of process trees from /proc (Linux): what a figure consumed, not
 * only what it achieved — on a machine whose cores are shared (the load
 * generator, PostgreSQL and the servers on the same 2 cores), req/s per
 * core-second consumed says whether a second process adds work or only
 * shares the same cores.
 *
 * A tree's time = utime + stime of the root and of every live descendant,
 * plus cutime + cstime of each (the time of children that already exited
 * and were reaped), so a PostgreSQL backend or a cluster worker that ends
 * during the run is still counted, once.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let tick = 0;
/** Clock ticks per second (getconf CLK_TCK; 100 on Linux). */
function ticksPerSecond(): number {
  if (!tick) {
    try {
      tick = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      tick = 100;
    }
  }
  return tick;
}

interface Stat {
  ppid: number;
  /** utime + stime + cutime + cstime, in ticks. */
  ticks: number;
}

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // f[0] = state (field 3): ppid is field 4, utime..cstime fields 14..17.
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) };
  } catch {
    return null;
  }
}

/** Seconds of CPU consumed so far by `root` and its descendants (see the header). */
export function treeCpuSeconds(root: number): number {
  const stats = new Map<number, Stat>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const s = readStat(pid);
    if (s) stats.set(pid, s);
  }
  let total = 0;
  for (const [pid, s] of stats) {
    // In the tree when root is this process or one of its ancestors.
    for (let p = pid, hops = 0; p > 1 && hops < 64; hops++) {
      if (p === root) {
        total += s.ticks;
        break;
      }
      p = stats.get(p)?.ppid ?? 0;
    }
  }
  return total / ticksPerSecond();
}

/** CPU seconds of this process (all its threads: autocannon runs here). */
export function selfCpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** The postmaster's pid of the server at `url` (the parent of a backend). */
export async function postmasterPid(url: string): Promise<number | null> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const backend = Number((await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
    return readStat(backend)?.ppid ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

export interface CpuMeter {
  /** CPU seconds since start, per named process tree and in total. */
  read(): { seconds: Record<string, number>; total: number };
}

/** Starts measuring the trees (name → root pid; 'self' = this process). */
export function startCpuMeter(trees: Record<string, number | 'self'>): CpuMeter {
  const now = () => Object.fromEntries(Object.entries(trees).map(([name, pid]) => [name, pid === 'self' ? selfCpuSeconds() : treeCpuSeconds(pid)]));
  const before = now();
  return {
    read() {
      const after = now();
      const seconds = Object.fromEntries(Object.keys(trees).map((k) => [k, Math.max(0, after[k]! - before[k]!)]));
      return { seconds, total: Object.values(seconds).reduce((a, b) => a + b, 0) };
    },
  };
}

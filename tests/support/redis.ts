// A real Redis for tests: a throw-away `redis-server` on a free loopback port,
// in a temporary directory, no persistence.
//
//   const redis = await startRedis({ password: 'pw' });   // null when none is available (see redisUnavailableReason())
//   ... redis.url ...
//   await redis.kill(); await redis.start();   // a restart on the same port
//   redis.pause(); redis.resume();   // SIGSTOP / SIGCONT: connections stay open, nothing answers
//   await redis.stop();
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './postgres.ts';

export interface TestRedis {
  /** redis://[:password@]127.0.0.1:<port>/0 */
  url: string;
  port: number;
  /** Kills the server outright (SIGKILL: clients see their connections drop). */
  kill(): Promise<void>;
  /** Starts it again on the same port (after kill). */
  start(): Promise<void>;
  /** Stops the server process (SIGSTOP): its connections stay open and nothing is answered, as with a host gone silent. */
  pause(): void;
  /** Lets it run again (SIGCONT). */
  resume(): void;
  stop(): Promise<void>;
}

let unavailableReason = '';

/** Why the last startRedis() returned null. */
export function redisUnavailableReason(): string {
  return unavailableReason;
}

/** The redis-server executable: /usr/bin/redis-server or one on PATH; null when there is none. */
export function findRedisServer(): string | null {
  if (fs.existsSync('/usr/bin/redis-server')) return '/usr/bin/redis-server';
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

export async function startRedis(opts: { password?: string } = {}): Promise<TestRedis | null> {
  unavailableReason = '';
  const bin = findRedisServer();
  if (!bin) {
    unavailableReason = 'no redis-server (apt package redis-server, installed by .ci/run)';
    return null;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redistest-'));
  let port = 0;
  let child: ChildProcess | undefined;
  let out = '';

  const launch = async (): Promise<void> => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'];
    if (opts.password) args.push('--requirepass', opts.password);
    out = '';
    const proc = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const deadline = Date.now() + 20_000;
    while (!(await answers(port, opts.password))) {
      if (proc.exitCode !== null || Date.now() > deadline) {
        proc.kill('SIGKILL');
        throw new Error(`redis-server did not start on port ${port}:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const kill = async (): Promise<void> => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGKILL');
    });
  };

  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    port = await freePort();
    try {
      await launch();
      lastError = undefined;
      break;
    } catch (e) {
      lastError = e;
      await kill();
    }
  }
  if (lastError) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw lastError;
  }

  // If the test process dies without calling stop(), do not leave the server running.
  const onExit = () => {
    child?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  const auth = opts.password ? `:${encodeURIComponent(opts.password)}@` : '';
  return {
    url: `redis://${auth}127.0.0.1:${port}/0`,
    port,
    kill,
    async start() {
      if (child) throw new Error('redis-server is running');
      await launch();
    },
    pause() {
      if (!child) throw new Error('redis-server is not running');
      child.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async stop() {
      process.removeListener('exit', onExit);
      await kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether a Redis on the port answers PING (after AUTH when a password is given). */
function answers(port: number, password: string | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write(`${password ? `AUTH ${password}\r\n` : ''}PING\r\n`));
    socket.on('data', (d) => {
      data += d.toString();
      if (data.includes('+PONG')) done(true);
      else if (data.includes('-')) done(false);
    });
  });
}

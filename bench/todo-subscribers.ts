/**
 * The subscribers of the todo bench, in a worker thread so that their event
 * loop is not the server's: N graphql-ws connections (one socket each, as N
 * browser tabs), each subscribed to `todoCounts`. It says `ready` once every
 * one has its first event, then, for each later round k, posts the absolute
 * arrival times (performance.timeOrigin + now) of every subscriber's k-th
 * push as soon as all N have it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';

const { url, token, areaId, n } = workerData as { url: string; token: string; areaId: number; n: number };
const clients: Client[] = [];
/** arrivals[k][i]: when subscriber i got its k-th push (k = 0: the counts on subscribing) */
const arrivals: number[][] = [];
const seen = new Array<number>(n).fill(0);

function arrived(i: number) {
  const k = seen[i]!++;
  (arrivals[k] ??= []).push(performance.timeOrigin + performance.now());
  if (arrivals[k]!.length === n) parentPort!.postMessage(k === 0 ? { type: 'ready' } : { type: 'round', round: k, times: arrivals[k] });
}

/** What went wrong, from an Error or a CloseEvent. */
function describe(e: unknown): string {
  const x = e as { message?: string; code?: number; reason?: string; type?: string };
  return x?.message || (x?.code ? `closed ${x.code} ${x.reason ?? ''}` : x?.type) || String(e);
}

const BATCH = 50;
const firsts: Promise<void>[] = [];
for (let i = 0; i < n; i++) {
  const client = createClient({ url, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0, connectionParams: { Authorization: token, selectAreaId: String(areaId) } });
  clients.push(client);
  let first!: () => void;
  firsts.push(new Promise<void>((resolve) => (first = resolve)));
  client.subscribe(
    { query: 'subscription { todoCounts { adviceTodo repairTodo } }' },
    {
      next: () => {
        if (seen[i] === 0) first();
        arrived(i);
      },
      error: (e) => parentPort!.postMessage({ type: 'error', message: `subscriber ${i}: ${describe(e)}` }),
      complete: () => {},
    },
  );
  // connections open in batches, as tabs do over time, not 500 handshakes in one tick
  if ((i + 1) % BATCH === 0) await Promise.all(firsts.slice(i + 1 - BATCH, i + 1));
}

parentPort!.on('message', async (m: { type: string }) => {
  if (m.type === 'stop') {
    await Promise.all(clients.map((c) => c.dispose()));
    parentPort!.postMessage({ type: 'stopped' });
  }
});

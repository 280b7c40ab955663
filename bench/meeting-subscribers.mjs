/**
 * Worker thread of the meeting bench: opens N graphql-ws connections (one
 * subscriber each) to `meetingVoting(meetingId)` and records, in absolute
 * high-resolution time (performance.timeOrigin + now, comparable across
 * threads), when each subscriber receives the event in which the first
 * item's voting owners reach each count. Plain JavaScript (a worker does not get tsx's loader). Kept off the main thread so the
 * server's event loop does not also parse 1,000 subscribers' messages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';

/** @type {{ url: string, token: string, meetingId: number, subscribers: number }} */
const { url, token, meetingId, subscribers } = workerData;
const now = () => performance.timeOrigin + performance.now();
/** arrivals[votingOwners] = arrival times of that state, one per subscriber. */
const arrivals = new Map();
const clients = [];
let failures = 0;

/** Opens one subscriber; resolves on its first event (the state at subscription) or its failure. */
function open() {
  return new Promise((resolve) => {
    // Connection errors are counted below, not printed (lazy: false would print them).
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { Authorization: token }, lazy: false, retryAttempts: 0, onNonLazyError: () => {} });
    clients.push(client);
    let first = true;
    let seen = -1;
    client.subscribe(
      { query: 'subscription($m: Int!) { meetingVoting(meetingId: $m) }', variables: { m: meetingId } },
      {
        next: (e) => {
          const at = now();
          const snapshot = e.data?.meetingVoting;
          if (!snapshot) return;
          if (first) {
            first = false;
            resolve();
          }
          const v = snapshot.items[0].count.votingOwners;
          if (v !== seen) {
            seen = v;
            (arrivals.get(v) ?? arrivals.set(v, []).get(v)).push(at);
          }
        },
        error: () => {
          failures++;
          resolve();
        },
        complete: () => {},
      },
    );
  });
}

// Subscribers join in waves of 50 (each subscription starts with a snapshot the server computes), as people
// opening the page would; once all are in, they are all subscribed at the same time while the votes come.
for (let i = 0; i < subscribers; i += 50) {
  await Promise.all(Array.from({ length: Math.min(50, subscribers - i) }, open));
}
parentPort.postMessage({ type: 'ready', failures });

parentPort.on('message', async (msg) => {
  if (msg.type === 'count') {
    const v = msg.votes;
    parentPort.postMessage({ type: 'count', votes: v, received: arrivals.get(v)?.length ?? 0 });
  }
  if (msg.type === 'done') {
    parentPort.postMessage({ type: 'arrivals', arrivals: [...arrivals] });
    await Promise.all(clients.map((c) => c.dispose()));
    parentPort.postMessage({ type: 'closed' });
  }
});

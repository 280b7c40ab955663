/**
 * One serialisation per event, not one per subscriber. A meeting's live
 * count is watched by hundreds of people at once: every vote sends each of
 * them the same snapshot, and turning it into JSON for each socket was a
 * tenth of the work of a vote. A publisher marks such an event with
 * `shareEvent(value)`; when a subscription's next result is exactly one
 * root field whose value is a shared event (the usual `meetingVoting { }`
 * subscription resolves to the event itself), graphql-ws is handed a short
 * placeholder instead (its `onNext` hook) and the socket's send puts the
 * event's JSON text, encoded once, in its place. Anything else — another
 * shape, errors, an event that is not shared — goes the usual way.
 */
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';

const MARK = '\u0001shared:';
/** How the placeholder reads once graphql-ws has stringified it (JSON escapes U+0001). */
const MARK_IN_JSON = '"\\u0001shared:';

/** The events marked as shared, and their JSON text once a subscriber needed it. */
const shared = new WeakMap<object, Buffer | null>();

/** Marks an event object as sent unchanged to many subscribers. It must not be changed afterwards. */
export function shareEvent<T extends object>(value: T): T {
  if (!shared.has(value)) shared.set(value, null);
  return value;
}

function bytesOf(value: object): Buffer {
  let bytes = shared.get(value);
  if (!bytes) shared.set(value, (bytes = Buffer.from(JSON.stringify(value), 'utf8')));
  return bytes;
}

type PatchedSocket = WebSocket & { sharedPending?: Map<string, Buffer> };

/** The socket's send, taught to replace placeholders (once per socket). */
function patch(socket: PatchedSocket): Map<string, Buffer> {
  if (socket.sharedPending) return socket.sharedPending;
  const pending = new Map<string, Buffer>();
  socket.sharedPending = pending;
  const send = socket.send.bind(socket) as (data: unknown, options?: unknown, cb?: unknown) => void;
  (socket as { send: unknown }).send = (data: unknown, ...rest: unknown[]) => {
    if (typeof data === 'string') {
      // The placeholder is the whole value of the only field: the message ends right after it.
      const at = data.lastIndexOf(MARK_IN_JSON);
      const end = data.length - 4;
      if (at >= 0 && data.endsWith('"}}}') && data.indexOf('"', at + MARK_IN_JSON.length) === end) {
        const token = data.slice(at + MARK_IN_JSON.length, end);
        const bytes = pending.get(token);
        if (bytes) {
          pending.delete(token);
          const frame = Buffer.concat([Buffer.from(data.slice(0, at), 'utf8'), bytes, Buffer.from(data.slice(end + 1), 'utf8')]);
          const cb = rest.find((r) => typeof r === 'function');
          return send(frame, { binary: false }, cb);
        }
      }
    }
    return send(data, ...rest);
  };
  return pending;
}

/**
 * Placeholders are unguessable (a random prefix per process, then a
 * counter): a string some user wrote can never be taken for one.
 */
const TOKEN_PREFIX = randomBytes(12).toString('base64url');
let counter = 0;

/**
 * graphql-ws `onNext`: for a result whose only root field is a shared event,
 * a result with a placeholder (which the socket's send replaces); otherwise
 * undefined (graphql-ws sends the result as it is).
 */
export function sharedNext(socket: WebSocket, result: { data?: unknown; errors?: unknown; extensions?: unknown }): { data: Record<string, string> } | undefined {
  if (result.errors || result.extensions || !result.data || typeof result.data !== 'object') return undefined;
  const keys = Object.keys(result.data);
  if (keys.length !== 1) return undefined;
  const value = (result.data as Record<string, unknown>)[keys[0]!];
  if (!value || typeof value !== 'object' || !shared.has(value)) return undefined;
  const token = `${TOKEN_PREFIX}${++counter}`;
  patch(socket as PatchedSocket).set(token, bytesOf(value));
  return { data: { [keys[0]!]: `${MARK}${token}` } };
}

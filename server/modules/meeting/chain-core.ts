/**
 * The ballot record of a meeting as a hash chain, without a database: the
 * canonical form of an event, its hash, the chain check and the fold of the
 * events into the vote records they describe. The server (ballot-chain.ts)
 * and the offline verifier of an exported vote table
 * (scripts/verify-ballots.ts) share this file, so both check the same thing.
 *
 * Event n's hash = SHA-256(hash of event n-1 + canonical JSON of event n);
 * the first event follows GENESIS. Canonical JSON: keys sorted at every
 * level, no spaces (JSON.stringify of the sorted value), so the same record
 * always gives the same text whatever order its keys were built in.
 *
 * What an event records of a vote record (the fields the count reads, and
 * who entered it): its id, meeting, item, house, owner digest, result,
 * ballot photos and operator; `replaced` says whether a later ballot has
 * replaced it. The owner is recorded as a digest of the owner key
 * (SHA-256 of meetingId + ':' + ownerKey), not the key itself, which holds
 * the owner's phone: the exported table must not print phone numbers.
 * Times (`at`) are recorded for information but not compared with the rows:
 * counting reads only whether a ballot is current, and the demo data backdate
 * rows to look lived-in.
 */
import { createHash } from 'node:crypto';

export const GENESIS = '0'.repeat(64);
export type EventKind = 'cast' | 'replaced' | 'corrected';
export const EVENT_KINDS: readonly EventKind[] = ['cast', 'replaced', 'corrected'];

/** A vote record as the chain states it. */
export interface ChainRecord {
  id: number;
  meeting: number;
  item: number;
  house: number | null;
  owner: string | null;
  result: number;
  images: unknown;
  operator: number | null;
  /** 'online' for an owner's own vote (absent on paper ballots and on events from before channels). */
  channel?: string;
  replaced: boolean;
}

/** The payload of an event (canonicalised before hashing). */
export type EventPayload =
  | { kind: 'cast'; at: string; record: ChainRecord }
  | { kind: 'replaced'; at: string; id: number; by: number | null }
  | { kind: 'corrected'; at: string; record: ChainRecord; replaces: number | null; correction: { id: number; reason: string; evidence: unknown } };

export interface ChainEvent {
  seq: number;
  kind: string;
  payload: string;
  prevHash: string;
  hash: string;
}

function sortValue(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortValue);
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v as Record<string, unknown>).sort()) {
      const x = (v as Record<string, unknown>)[k];
      if (x !== undefined) out[k] = sortValue(x);
    }
    return out;
  }
  return v === undefined ? null : v;
}

/** The canonical JSON of a value: sorted keys, no spaces, undefined as absent (in objects) or null. */
export function canonical(v: unknown): string {
  return JSON.stringify(sortValue(v));
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function chainHash(prevHash: string, payload: string): string {
  return sha256(prevHash + payload);
}

/** The digest that stands for an owner in the chain (see the header). */
export function ownerDigest(meetingId: number, ownerKey: string | null): string | null {
  return ownerKey === null ? null : sha256(`${meetingId}:${ownerKey}`);
}

/** Events to append after `head` (seq continuing from `lastSeq`). */
export function linkEvents(lastSeq: number, head: string, payloads: readonly EventPayload[]): ChainEvent[] {
  const out: ChainEvent[] = [];
  let prev = head;
  payloads.forEach((p, i) => {
    const payload = canonical(p);
    const hash = chainHash(prev, payload);
    out.push({ seq: lastSeq + i + 1, kind: p.kind, payload, prevHash: prev, hash });
    prev = hash;
  });
  return out;
}

/** A problem found: the record (or event) it concerns and a reason code with its parameters. */
export interface Break {
  recordId: number | null;
  seq: number | null;
  reason: 'seq' | 'prevHash' | 'hash' | 'payload' | 'unknownRecord' | 'changed' | 'missing' | 'notInChain' | 'head';
  fields?: string[];
}

/**
 * Checks the links of the events (in seq order) and folds them into the
 * records they describe (id → record as it should stand now). A broken
 * link is reported and the fold goes on from the stored hash, so one bad
 * event does not hide the others.
 */
export function checkChain(events: readonly ChainEvent[]): { head: string; breaks: Break[]; records: Map<number, ChainRecord> } {
  const breaks: Break[] = [];
  const records = new Map<number, ChainRecord>();
  let prev = GENESIS;
  events.forEach((e, i) => {
    if (e.seq !== i + 1) breaks.push({ recordId: null, seq: e.seq, reason: 'seq' });
    if (e.prevHash !== prev) breaks.push({ recordId: null, seq: e.seq, reason: 'prevHash' });
    if (chainHash(e.prevHash, e.payload) !== e.hash) breaks.push({ recordId: null, seq: e.seq, reason: 'hash' });
    prev = e.hash;
    let p: EventPayload;
    try {
      // The hash covers the payload's text as stored; only the kind column must agree with it.
      p = JSON.parse(e.payload) as EventPayload;
      if (p.kind !== e.kind) throw new Error('kind');
    } catch {
      breaks.push({ recordId: null, seq: e.seq, reason: 'payload' });
      return;
    }
    if (p.kind === 'cast' || p.kind === 'corrected') {
      records.set(p.record.id, { ...p.record });
      if (p.kind === 'corrected' && p.replaces !== null) {
        const old = records.get(p.replaces);
        if (old) old.replaced = true;
        else breaks.push({ recordId: p.replaces, seq: e.seq, reason: 'unknownRecord' });
      }
    } else if (p.kind === 'replaced') {
      const old = records.get(p.id);
      if (old) old.replaced = true;
      else breaks.push({ recordId: p.id, seq: e.seq, reason: 'unknownRecord' });
    }
  });
  return { head: prev, breaks, records };
}

const COMPARED: (keyof ChainRecord)[] = ['meeting', 'item', 'house', 'owner', 'result', 'images', 'operator', 'channel', 'replaced'];

/** Equal as the chain states them: scalars directly, JSON (ballot photos) in canonical form. */
function same(a: unknown, b: unknown): boolean {
  const x = a ?? null;
  const y = b ?? null;
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  return canonical(x) === canonical(y);
}

/** Compares the records the chain describes with the rows found (both by id): changed, missing and unrecorded rows. */
export function compareRecords(expected: ReadonlyMap<number, ChainRecord>, actual: ReadonlyMap<number, ChainRecord>): Break[] {
  const out: Break[] = [];
  for (const [id, want] of expected) {
    const got = actual.get(id);
    if (!got) {
      out.push({ recordId: id, seq: null, reason: 'missing' });
      continue;
    }
    const fields = COMPARED.filter((f) => !same(want[f], got[f]));
    if (fields.length) out.push({ recordId: id, seq: null, reason: 'changed', fields });
  }
  for (const id of actual.keys()) if (!expected.has(id)) out.push({ recordId: id, seq: null, reason: 'notInChain' });
  return out.sort((a, b) => (a.recordId ?? 0) - (b.recordId ?? 0));
}

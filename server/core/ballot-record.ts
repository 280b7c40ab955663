/**
 * The ballot record of a meeting as a hash chain, without a database and
 * without Node: the canonical form of an event, the text each hash covers,
 * the chain check and the fold of the events into the vote records they
 * describe. The hash function itself is passed in (modules/meeting/
 * chain-hash.ts hashes with node:crypto), so this file stays importable
 * anywhere. The server (modules/meeting/ballot-chain.ts) and the offline
 * verifier of an exported vote table (scripts/verify-ballots.ts through
 * modules/meeting/verify-table.ts) share this file, so both check the same
 * thing.
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
 * rows to look lived-in. A ballot cast by a proxy states the proxy: the name,
 * a digest of the ID number (SHA-256 of meetingId + ':' + the number, like
 * the owner's) and the SHA-256 of the letter of authorisation's stored bytes.
 *
 * Besides the ballots, the chain states what decides a result
 * (chain-statements.ts builds and compares these): `opened` when voting
 * opens (the frozen electorate, assembly rules and items), `extended` when an
 * extension changes the frozen rules, `counted` at every count (each item's
 * result and printed figures) and `announced` for every published version of
 * a result announcement (docs/ballot-record.md lists every kind).
 */
export const GENESIS = '0'.repeat(64);
export type EventKind = 'cast' | 'replaced' | 'corrected' | 'opened' | 'extended' | 'counted' | 'announced';
export const EVENT_KINDS: readonly EventKind[] = ['cast', 'replaced', 'corrected', 'opened', 'extended', 'counted', 'announced'];

/** The proxy of a ballot as the chain states it (absent on ballots an owner cast, and on every event from before proxies were stated). */
export interface ChainProxy {
  name: string;
  /** SHA-256 of meetingId + ':' + the ID number (upper-case, as stored). */
  idCard: string;
  /** SHA-256 of the letter of authorisation's bytes as stored (null: the file could not be read when the ballot was cast). */
  document: string | null;
}

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
  /**
   * The proxy who cast it: null when none did. Absent on events from before
   * proxies were stated, whose proxy columns the chain therefore cannot vouch for.
   */
  proxy?: ChainProxy | null;
  replaced: boolean;
}

/** A house of the electorate frozen when voting opened (its printed label, its exclusive area, its owner's digest). */
export interface ElectorateEntry {
  house: number;
  building: string | null;
  unit: string | null;
  no: string | null;
  /** Exclusive area, two decimals. */
  area: string;
  /** ownerDigest of the owner key the count groups the house by. */
  owner: string | null;
}

/** A vote item as it was when voting opened. */
export interface ItemStatement {
  id: number;
  name: string;
  /** SHA-256 of the item's text (description); null when it had none. */
  description: string | null;
  /** The pass rule column as stored, and the rule the count applies for it. */
  passRule: string | null;
  rule: string;
  /** The candidate an election item votes on. */
  candidate: number | null;
}

/** An item's frozen result as the count stated it: what the announcements and the vote table print. */
export interface ResultStatement {
  id: number;
  /** vote_item.result: 0 不通过, 1 通过, 2 终止表决. */
  result: number;
  verdict: string;
  /** The frozen count (vote_item.count) as written. */
  count: Record<string, unknown>;
  /** The printed shares (two decimals, rounded half up). */
  shares: Record<string, string>;
}

/** An election's frozen outcome as the count stated it. */
export interface ElectionResultStatement {
  seats: number;
  elected: number[];
  emptySeats: number;
  draws: unknown[];
}

/** The payload of an event (canonicalised before hashing). */
export type EventPayload =
  | { kind: 'cast'; at: string; record: ChainRecord }
  | { kind: 'replaced'; at: string; id: number; by: number | null }
  | { kind: 'corrected'; at: string; record: ChainRecord; replaces: number | null; correction: { id: number; reason: string; evidence: unknown } }
  | { kind: 'opened'; at: string; electorate: ElectorateEntry[]; rules: Record<string, unknown>; items: ItemStatement[]; election: { id: number; seats: number; type: number | null } | null }
  | { kind: 'extended'; at: string; from: string | null; to: string; rules: Record<string, unknown> }
  | { kind: 'counted'; at: string; correction: number | null; items: ResultStatement[]; election: ElectionResultStatement | null }
  | { kind: 'announced'; at: string; announcement: string; version: number; reason: string | null; title: string; digest: string; notice: number | null };

/** The events that state what decides a result, as folded from the chain (the latest of each; null when the chain has none). */
export interface ChainStatements {
  opened: { seq: number; payload: Extract<EventPayload, { kind: 'opened' }> } | null;
  /** The frozen rules as last stated (by `opened`, then each `extended`). */
  rules: { seq: number; rules: Record<string, unknown> } | null;
  counted: { seq: number; hash: string; payload: Extract<EventPayload, { kind: 'counted' }> } | null;
  /** Every count, in order (a correction's re-count follows the first). */
  counts: { seq: number; hash: string; payload: Extract<EventPayload, { kind: 'counted' }> }[];
  announced: { seq: number; payload: Extract<EventPayload, { kind: 'announced' }> }[];
}

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

/** A function from text to its SHA-256 in hex (modules/meeting/chain-hash.ts sha256: node:crypto, kept out of this file). */
export type ChainHasher = (text: string) => string;

/** The text an event's hash covers: the previous event's hash followed by the event's canonical payload. */
export function linkText(prevHash: string, payload: string): string {
  return prevHash + payload;
}

/** The text an owner's digest covers (ownerDigest): the meeting, a colon, the owner key. */
export function digestText(meetingId: number, secret: string): string {
  return `${meetingId}:${secret}`;
}

/** A problem found: the record (or event) it concerns and a reason code with its parameters. */
export interface Break {
  recordId: number | null;
  seq: number | null;
  reason: BreakReason;
  fields?: string[];
  /** What else the problem concerns: the item, the house or the announcement version (its notice) named in the reason. */
  subject?: number | null;
}

export const BREAK_REASONS = [
  'seq',
  'prevHash',
  'hash',
  'payload',
  'unknownRecord',
  'changed',
  'missing',
  'notInChain',
  'head',
  'electorate',
  'electorateMissing',
  'electorateAdded',
  'rules',
  'item',
  'itemMissing',
  'itemAdded',
  'result',
  'resultMissing',
  'notCounted',
  'election',
  'announcement',
  'announcementMissing',
  'announcementNotInChain',
  'notice',
] as const;
export type BreakReason = (typeof BREAK_REASONS)[number];

/**
 * Checks the links of the events (in seq order), hashing with `hash`
 * (modules/meeting/chain-hash.ts sha256), and folds them into the
 * records they describe (id → record as it should stand now). A broken
 * link is reported and the fold goes on from the stored hash, so one bad
 * event does not hide the others.
 */
export function checkChain(events: readonly ChainEvent[], hash: ChainHasher): { head: string; breaks: Break[]; records: Map<number, ChainRecord>; statements: ChainStatements } {
  const breaks: Break[] = [];
  const records = new Map<number, ChainRecord>();
  const statements: ChainStatements = { opened: null, rules: null, counted: null, counts: [], announced: [] };
  let prev = GENESIS;
  events.forEach((e, i) => {
    if (e.seq !== i + 1) breaks.push({ recordId: null, seq: e.seq, reason: 'seq' });
    if (e.prevHash !== prev) breaks.push({ recordId: null, seq: e.seq, reason: 'prevHash' });
    if (hash(linkText(e.prevHash, e.payload)) !== e.hash) breaks.push({ recordId: null, seq: e.seq, reason: 'hash' });
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
    } else if (p.kind === 'opened') {
      statements.opened = { seq: e.seq, payload: p };
      statements.rules = { seq: e.seq, rules: p.rules };
    } else if (p.kind === 'extended') {
      statements.rules = { seq: e.seq, rules: p.rules };
    } else if (p.kind === 'counted') {
      statements.counted = { seq: e.seq, hash: e.hash, payload: p };
      statements.counts.push(statements.counted);
    } else if (p.kind === 'announced') {
      statements.announced.push({ seq: e.seq, payload: p });
    }
  });
  return { head: prev, breaks, records, statements };
}

/** The record a ballot event is about (null for the events about the meeting: opened, extended, counted, announced). */
export function recordIdOf(p: EventPayload): number | null {
  return p.kind === 'replaced' ? p.id : p.kind === 'cast' || p.kind === 'corrected' ? p.record.id : null;
}

const COMPARED: (keyof ChainRecord)[] = ['meeting', 'item', 'house', 'owner', 'result', 'images', 'operator', 'channel', 'replaced'];
const PROXY_PARTS: (keyof ChainProxy)[] = ['name', 'idCard', 'document'];

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
    const fields: string[] = COMPARED.filter((f) => !same(want[f], got[f]));
    // A proxy is named by the part that differs; an event from before proxies were stated (no `proxy` key) has none to compare.
    if (want.proxy !== undefined) for (const part of PROXY_PARTS) if (!same(want.proxy?.[part], got.proxy?.[part])) fields.push(`proxy.${part}`);
    if (fields.length) out.push({ recordId: id, seq: null, reason: 'changed', fields });
  }
  for (const id of actual.keys()) if (!expected.has(id)) out.push({ recordId: id, seq: null, reason: 'notInChain' });
  return out.sort((a, b) => (a.recordId ?? 0) - (b.recordId ?? 0));
}

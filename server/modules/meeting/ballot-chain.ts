/**
 * The ballot record of a meeting in the database (ballot_event): appended in
 * the transaction that writes the vote records (castVotes and corrections
 * run under the meeting's row lock, so appends of one meeting never
 * interleave), frozen with the count (its head and length in meeting.vote
 * `chain`), and verified against the vote_record rows as they are now.
 * The chain itself is chain-core.ts; docs/ballot-record.md tells the story.
 */
import type { Ctx } from '../../kernel/context.ts';
import { checkChain, compareRecords, GENESIS, linkEvents, ownerDigest, type Break, type ChainEvent, type ChainRecord, type EventPayload } from './chain-core.ts';

/** The vote record columns the chain states. */
export interface RecordRow {
  id: number;
  meetingId: number;
  itemId: number;
  houseId: number | null;
  ownerKey: string | null;
  result: number;
  images?: unknown;
  operatorId?: number | null;
  channel?: string | null;
  replacedAt: Date | null;
}

export const RECORD_COLUMNS = { id: true, meetingId: true, itemId: true, houseId: true, ownerKey: true, result: true, images: true, operatorId: true, channel: true, replacedAt: true } as const;

/** A vote record row as the chain states it (see chain-core.ts for why each field). */
export function chainRecordOf(meetingId: number, r: RecordRow): ChainRecord {
  return {
    id: r.id,
    meeting: r.meetingId,
    item: r.itemId,
    house: r.houseId,
    owner: ownerDigest(meetingId, r.ownerKey),
    result: r.result,
    images: r.images ?? null,
    operator: r.operatorId ?? null,
    ...channelOf(r.channel),
    replaced: r.replacedAt !== null,
  };
}

/** A ballot's channel as the chain states it: only an online vote says so (paper ballots, and every event from before channels, carry none). */
function channelOf(channel: string | null | undefined): { channel?: string } {
  return channel ? { channel } : {};
}

const CHUNK = 1000;

/** The last event of a meeting's chain (seq 0 and GENESIS when it has none). */
export async function chainHead(ctx: Ctx, meetingId: number): Promise<{ seq: number; head: string }> {
  const last = await ctx.db.ballotEvent.findFirst({ where: { meetingId }, orderBy: { seq: 'desc' }, select: { seq: true, hash: true } });
  return last ? { seq: last.seq, head: last.hash } : { seq: 0, head: GENESIS };
}

/** Appends events to the meeting's chain; the caller holds the meeting's row lock. Answers the new head. */
export async function appendEvents(ctx: Ctx, meetingId: number, payloads: readonly EventPayload[]): Promise<{ seq: number; head: string; events: ChainEvent[] }> {
  const { seq, head } = await chainHead(ctx, meetingId);
  const events = linkEvents(seq, head, payloads);
  const recordOf = (p: EventPayload) => (p.kind === 'replaced' ? p.id : p.record.id);
  for (let at = 0; at < events.length; at += CHUNK) {
    await ctx.db.ballotEvent.createMany({
      data: events.slice(at, at + CHUNK).map((e, k) => ({ meetingId, seq: e.seq, kind: e.kind, recordId: recordOf(payloads[at + k]!), payload: e.payload, prevHash: e.prevHash, hash: e.hash })),
    });
  }
  const last = events.at(-1);
  return { seq: last?.seq ?? seq, head: last?.hash ?? head, events };
}

/**
 * The events of a batch of votes (castVotes): the earlier records they
 * replace, then each new record in order (a record replaced within the
 * batch is stated as replaced).
 */
export async function chainVotes(ctx: Ctx, meetingId: number, created: readonly RecordRow[], replaced: readonly { id: number; itemId: number; ownerKey: string | null }[], at: Date): Promise<void> {
  const when = at.toISOString();
  const lastOf = new Map<string, number>();
  for (const r of created) if (r.replacedAt === null) lastOf.set(`${r.itemId}\u0000${r.ownerKey}`, r.id);
  const payloads: EventPayload[] = [
    ...replaced.map((r): EventPayload => ({ kind: 'replaced', at: when, id: r.id, by: lastOf.get(`${r.itemId}\u0000${r.ownerKey}`) ?? null })),
    ...created.map((r): EventPayload => ({ kind: 'cast', at: when, record: chainRecordOf(meetingId, r) })),
  ];
  await appendEvents(ctx, meetingId, payloads);
}

/** Stores the chain's head and length with the frozen count (meeting.vote.chain). */
export async function freezeChainHead(ctx: Ctx, meetingId: number): Promise<{ head: string; events: number }> {
  const { seq, head } = await chainHead(ctx, meetingId);
  const row = await ctx.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId }, select: { vote: true } });
  const vote = row.vote && typeof row.vote === 'object' && !Array.isArray(row.vote) ? (row.vote as Record<string, unknown>) : {};
  const chain = { head, events: seq, at: new Date().toISOString() };
  await ctx.db.meetingInfo.update({ where: { id: meetingId }, data: { vote: { ...vote, chain } as any } });
  return chain;
}

/** The head frozen with the count (null before counting). */
export function frozenChainOf(meeting: { vote: unknown }): { head: string; events: number; at?: string } | null {
  const v = meeting.vote as { chain?: { head?: unknown; events?: unknown; at?: string } } | null;
  const c = v && typeof v === 'object' ? v.chain : undefined;
  return c && typeof c.head === 'string' && typeof c.events === 'number' ? { head: c.head, events: c.events, at: c.at } : null;
}

export interface Verification {
  ok: boolean;
  /** Vote records of the meeting found in the database. */
  records: number;
  /** Events in the chain. */
  events: number;
  /** The hash of the last event (GENESIS for an empty chain). */
  head: string;
  /** The head frozen with the count, when counted. */
  frozenHead: string | null;
  broken: (Break & { reasonText: string })[];
}

const EVENT_COLUMNS = { seq: true, kind: true, payload: true, prevHash: true, hash: true } as const;

/**
 * Recomputes the meeting's chain and compares what it states with the vote
 * records now in the database: a record changed, deleted or inserted behind
 * the product's back is named, as is an event altered or removed, and a
 * chain whose event at the frozen length no longer has the frozen head.
 */
export async function verifyChain(ctx: Ctx, meeting: { id: number; vote: unknown }): Promise<Verification> {
  // One value per read: a meeting of 5,000 owners × 10 items is 45,000 rows of each, and the
  // drivers' per-row decoding (the embedded database's above all) was most of the time; the database
  // builds one JSON array (positional, no keys) that one JSON.parse reads (bench/verify-ballots.ts).
  const [[ev], [rec]] = await Promise.all([
    ctx.db.$queryRaw<{ j: string }[]>`SELECT coalesce(json_agg(json_build_array(seq, kind, payload, "prevHash", hash) ORDER BY seq), '[]')::text AS j FROM ballot_event WHERE "meetingId" = ${meeting.id}`,
    ctx.db.$queryRaw<{ j: string }[]>`SELECT coalesce(json_agg(json_build_array(id, "meetingId", "itemId", "houseId", "ownerKey", result, images, "operatorId", "replacedAt" IS NOT NULL, channel) ORDER BY id), '[]')::text AS j FROM vote_record WHERE "meetingId" = ${meeting.id}`,
  ]);
  const events: ChainEvent[] = (JSON.parse(ev!.j) as [number, string, string, string, string][]).map(([seq, kind, payload, prevHash, hash]) => ({ seq, kind, payload, prevHash, hash }));
  const rows = (JSON.parse(rec!.j) as [number, number, number, number | null, string | null, number, unknown, number | null, boolean, string | null][]).map(
    ([id, meetingId, itemId, houseId, ownerKey, result, images, operatorId, replaced, channel]) => ({ id, meetingId, itemId, houseId, ownerKey, result, images, operatorId, replaced, channel }),
  );
  const { head, breaks, records } = checkChain(events);
  // Owners hold many records: each owner's digest is computed once.
  const digests = new Map<string | null, string | null>();
  const digestOf = (key: string | null) => {
    let d = digests.get(key);
    if (d === undefined) digests.set(key, (d = ownerDigest(meeting.id, key)));
    return d;
  };
  const actual = new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, meeting: r.meetingId, item: r.itemId, house: r.houseId, owner: digestOf(r.ownerKey), result: r.result, images: r.images ?? null, operator: r.operatorId ?? null, ...channelOf(r.channel), replaced: r.replaced } satisfies ChainRecord,
    ]),
  );
  breaks.push(...compareRecords(records, actual));
  const frozen = frozenChainOf(meeting);
  if (frozen) {
    const at = frozen.events === 0 ? GENESIS : events[frozen.events - 1]?.hash;
    if (at !== frozen.head) breaks.push({ recordId: null, seq: frozen.events, reason: 'head' });
  }
  return {
    ok: breaks.length === 0,
    records: rows.length,
    events: events.length,
    head,
    frozenHead: frozen?.head ?? null,
    broken: breaks.map((b) => ({ ...b, reasonText: ctx.t(`ballotChain.reason.${b.reason}`, { seq: b.seq ?? '', id: b.recordId ?? '', fields: (b.fields ?? []).join(', ') }) })),
  };
}

/** A meeting's events, for the export and the inquiry desk. */
export async function eventsOf(ctx: Ctx, meetingId: number, where: Record<string, unknown> = {}) {
  return ctx.db.ballotEvent.findMany({ where: { meetingId, ...where }, orderBy: { seq: 'asc' }, select: { ...EVENT_COLUMNS, recordId: true, createTime: true } });
}

/**
 * The ballot record of a meeting in the database (ballot_event): appended in
 * the transaction that writes the vote records (castVotes and corrections
 * run under the meeting's row lock, so appends of one meeting never
 * interleave), frozen with the count (its head and length in meeting.vote
 * `chain`), and verified against the vote_record rows as they are now.
 * The chain itself is core/ballot-record.ts (hashed by chain-hash.ts); docs/ballot-record.md tells the story.
 */
import type { Ctx } from '../../kernel/context.ts';
import { chainHash, idCardDigest, linkEvents, ownerDigest, sha256 } from './chain-hash.ts';
import { checkChain, compareRecords, GENESIS, recordIdOf, type Break, type ChainEvent, type ChainProxy, type ChainRecord, type EventPayload } from '../../core/ballot-record.ts';
import { compareElection, compareElectorate, compareItems, compareResults, compareRules, electionStatement, electorateEntry, itemStatement, resultStatement, type FrozenHouse, type StoredResult } from './chain-statements.ts';
import type { RuledCount } from '../../core/ruled-count.ts';
import { ruleOf } from './voting-state.ts';
import { COUNTING } from '../../core/stages.ts';
import { registerLabels } from '../../kernel/i18n/labels.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

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
  proxyName?: string | null;
  proxyIdCard?: string | null;
  proxyDocument?: string | null;
  replacedAt: Date | null;
}

export const RECORD_COLUMNS = {
  id: true,
  meetingId: true,
  itemId: true,
  houseId: true,
  ownerKey: true,
  result: true,
  images: true,
  operatorId: true,
  channel: true,
  proxyName: true,
  proxyIdCard: true,
  proxyDocument: true,
  replacedAt: true,
} as const;

/** The digests of proxy letters by URL (each stored file read once: a proxy's letter serves many ballots). */
export type DocumentDigests = ReadonlyMap<string, string | null>;

/** Reads the bytes of each distinct letter of authorisation and answers their SHA-256 by URL (files/service.ts sha256Of). */
export async function documentDigests(ctx: Ctx, urls: Iterable<string | null | undefined>): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  for (const url of urls) if (url && !out.has(url)) out.set(url, await ctx.files.sha256Of(url, ctx.db));
  return out;
}

/** The proxy of a record as the chain states it (null when none cast it). */
function proxyOf(meetingId: number, r: Pick<RecordRow, 'proxyName' | 'proxyIdCard' | 'proxyDocument'>, digests: DocumentDigests): ChainProxy | null {
  if (!r.proxyName && !r.proxyIdCard && !r.proxyDocument) return null;
  return { name: r.proxyName ?? '', idCard: idCardDigest(meetingId, r.proxyIdCard ?? ''), document: r.proxyDocument ? (digests.get(r.proxyDocument) ?? null) : null };
}

/** A vote record row as the chain states it (see core/ballot-record.ts for why each field). */
export function chainRecordOf(meetingId: number, r: RecordRow, digests: DocumentDigests = new Map()): ChainRecord {
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
    proxy: proxyOf(meetingId, r, digests),
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
  for (let at = 0; at < events.length; at += CHUNK) {
    await ctx.db.ballotEvent.createMany({
      data: events.slice(at, at + CHUNK).map((e, k) => ({ meetingId, seq: e.seq, kind: e.kind, recordId: recordIdOf(payloads[at + k]!), payload: e.payload, prevHash: e.prevHash, hash: e.hash })),
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
  // A proxy's letter is stated by the digest of its stored bytes: what a challenger checks against the paper.
  const digests = await documentDigests(ctx, created.map((r) => r.proxyDocument));
  const payloads: EventPayload[] = [
    ...replaced.map((r): EventPayload => ({ kind: 'replaced', at: when, id: r.id, by: lastOf.get(`${r.itemId}\u0000${r.ownerKey}`) ?? null })),
    ...created.map((r): EventPayload => ({ kind: 'cast', at: when, record: chainRecordOf(meetingId, r, digests) })),
  ];
  await appendEvents(ctx, meetingId, payloads);
}

/** The columns of a vote item the `opened` event states. */
const ITEM_STATED = { id: true, name: true, description: true, passRule: true, candidateId: true } as const;

/**
 * Voting opened (stages.ts, after the guarded move; the move holds the
 * meeting's row): states the electorate and the assembly rules just frozen,
 * the items as they are now, and an election's seats. Nothing can be cast
 * before this commits, so it is the chain's first event of the vote.
 */
export async function chainOpening(
  ctx: Ctx,
  m: { id: number; joins?: unknown; assemblyRules?: unknown; vote: unknown },
  election: { id: number; memberCount: number | null; type: number | null } | null,
): Promise<void> {
  const items = await ctx.db.voteItem.findMany({ where: { meetingId: m.id }, select: ITEM_STATED, orderBy: { id: 'asc' } });
  const houses = Array.isArray(m.joins) ? (m.joins as FrozenHouse[]) : [];
  const openedAt = (m.vote as { openedAt?: unknown } | null)?.openedAt;
  await appendEvents(ctx, m.id, [
    {
      kind: 'opened',
      at: typeof openedAt === 'string' ? openedAt : new Date().toISOString(),
      electorate: houses.map((h) => electorateEntry(m.id, h)),
      rules: (m.assemblyRules ?? {}) as Record<string, unknown>,
      items: items.map((i) => itemStatement(i, ruleOf)),
      election: election ? { id: election.id, seats: election.memberCount ?? 0, type: election.type } : null,
    },
  ]);
}

/** An extension changed the frozen rules (extension.ts, under the meeting's row lock): the chain states them as they now are. */
export async function chainExtension(ctx: Ctx, meetingId: number, from: Date | null, to: Date, rules: Record<string, unknown>): Promise<void> {
  await appendEvents(ctx, meetingId, [{ kind: 'extended', at: new Date().toISOString(), from: from?.toISOString() ?? null, to: to.toISOString(), rules }]);
}

/**
 * A count was frozen (meeting-flow.ts countAndFreeze: entering 统计, or the
 * re-count of a correction): states each item's result with the figures the
 * announcements print, and an election's outcome; then freezes the head,
 * which is this event's.
 */
export async function chainCount(
  ctx: Ctx,
  meetingId: number,
  items: readonly { itemId: number; result: number; count: RuledCount }[],
  election: { seats: number; elected: number[]; emptySeats: number; draws: unknown[] } | null,
  correction: number | null,
): Promise<{ head: string; events: number }> {
  await appendEvents(ctx, meetingId, [
    { kind: 'counted', at: new Date().toISOString(), correction, items: items.map((i) => resultStatement(i.itemId, i.result, i.count)), election: election && electionStatement(election) },
  ]);
  return freezeChainHead(ctx, meetingId);
}

/** Stores the chain's head and length with the frozen count (meeting.vote.chain). */
export async function freezeChainHead(ctx: Ctx, meetingId: number): Promise<{ head: string; events: number }> {
  const { seq, head } = await chainHead(ctx, meetingId);
  const row = await ctx.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId }, select: { vote: true } });
  const vote = row.vote && typeof row.vote === 'object' && !Array.isArray(row.vote) ? (row.vote as Record<string, unknown>) : {};
  const chain = { head, events: seq, at: new Date().toISOString() };
  await ctx.db.meetingInfo.update({ where: { id: meetingId }, data: { vote: { ...vote, chain } as Prisma.InputJsonValue } });
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

/** Checks against the database run by modules beside this one (announcement versions: announcement-record.ts), registered at load. */
type ExtraCheck = (ctx: Ctx, meeting: { id: number }, statements: ReturnType<typeof checkChain>['statements']) => Promise<Break[]>;
const extraChecks: ExtraCheck[] = [];
export function addChainCheck(check: ExtraCheck): void {
  extraChecks.push(check);
}

/**
 * Recomputes the meeting's chain and compares what it states with the
 * database as it is now: a vote record changed (its proxy included),
 * deleted or inserted behind the product's back is named, as is an event
 * altered or removed, and a chain whose event at the frozen length no longer
 * has the frozen head. Where the chain states them (meetings that opened
 * voting, or were counted, since these events exist): the frozen electorate,
 * the frozen assembly rules, the vote items, each item's stored result and
 * count, an election's outcome, and (announcement-record.ts) the published
 * announcement versions. A meeting from before those events is checked as
 * before: nothing is backfilled.
 */
export async function verifyChain(ctx: Ctx, meeting: { id: number; vote: unknown }): Promise<Verification> {
  // One value per read: a meeting of 5,000 owners × 10 items is 45,000 rows of each, and the
  // drivers' per-row decoding (the embedded database's above all) was most of the time; the database
  // builds one JSON array (positional, no keys) that one JSON.parse reads (bench/verify-ballots.ts).
  const [[ev], [rec]] = await Promise.all([
    ctx.db.$queryRaw<{ j: string }[]>`SELECT coalesce(json_agg(json_build_array(seq, kind, payload, "prevHash", hash) ORDER BY seq), '[]')::text AS j FROM ballot_event WHERE "meetingId" = ${meeting.id}`,
    ctx.db.$queryRaw<{ j: string }[]>`SELECT coalesce(json_agg(json_build_array(id, "meetingId", "itemId", "houseId", "ownerKey", result, images, "operatorId", "replacedAt" IS NOT NULL, channel, "proxyName", "proxyIdCard", "proxyDocument") ORDER BY id), '[]')::text AS j FROM vote_record WHERE "meetingId" = ${meeting.id}`,
  ]);
  const events: ChainEvent[] = (JSON.parse(ev!.j) as [number, string, string, string, string][]).map(([seq, kind, payload, prevHash, hash]) => ({ seq, kind, payload, prevHash, hash }));
  type Row = [number, number, number, number | null, string | null, number, unknown, number | null, boolean, string | null, string | null, string | null, string | null];
  const rows = (JSON.parse(rec!.j) as Row[]).map(([id, meetingId, itemId, houseId, ownerKey, result, images, operatorId, replaced, channel, proxyName, proxyIdCard, proxyDocument]) => ({
    id,
    meetingId,
    itemId,
    houseId,
    ownerKey,
    result,
    images,
    operatorId,
    replaced,
    channel,
    proxyName,
    proxyIdCard,
    proxyDocument,
  }));
  const { head, breaks, records, statements } = checkChain(events, sha256);
  // Owners hold many records: each owner's digest is computed once; each proxy letter is read once.
  const digests = new Map<string | null, string | null>();
  const digestOf = (key: string | null) => {
    let d = digests.get(key);
    if (d === undefined) digests.set(key, (d = ownerDigest(meeting.id, key)));
    return d;
  };
  const letters = await documentDigests(ctx, rows.map((r) => r.proxyDocument));
  const actual = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        meeting: r.meetingId,
        item: r.itemId,
        house: r.houseId,
        owner: digestOf(r.ownerKey),
        result: r.result,
        images: r.images ?? null,
        operator: r.operatorId ?? null,
        ...channelOf(r.channel),
        proxy: proxyOf(meeting.id, r, letters),
        replaced: r.replaced,
      } satisfies ChainRecord,
    ]),
  );
  breaks.push(...compareRecords(records, actual));
  const frozen = frozenChainOf(meeting);
  if (frozen) {
    const at = frozen.events === 0 ? GENESIS : events[frozen.events - 1]?.hash;
    if (at !== frozen.head) breaks.push({ recordId: null, seq: frozen.events, reason: 'head' });
  }
  breaks.push(...(await compareStatements(ctx, meeting.id, statements)));
  for (const check of extraChecks) breaks.push(...(await check(ctx, meeting, statements)));
  return {
    ok: breaks.length === 0,
    records: rows.length,
    events: events.length,
    head,
    frozenHead: frozen?.head ?? null,
    broken: breaks.map((b) => ({
      ...b,
      reasonText: ctx.t(`ballotChain.reason.${b.reason}`, { seq: b.seq ?? '', id: b.recordId ?? b.subject ?? '', fields: (b.fields ?? []).join(', ') }),
    })),
  };
}

/**
 * The meeting's frozen data against what the chain states about it (the
 * `opened`, `extended` and `counted` events; chain-statements.ts compares).
 */
async function compareStatements(ctx: Ctx, meetingId: number, statements: ReturnType<typeof checkChain>['statements']): Promise<Break[]> {
  const { opened, rules, counted } = statements;
  if (!opened && !rules && !counted) return [];
  const [m, items] = await Promise.all([
    ctx.db.meetingInfo.findUniqueOrThrow({ where: { id: meetingId }, select: { status: true, joins: true, assemblyRules: true, election: true, relationType: true } }),
    ctx.db.voteItem.findMany({ where: { meetingId }, select: { ...ITEM_STATED, result: true, count: true }, orderBy: { id: 'asc' } }),
  ]);
  const out: Break[] = [];
  if (opened) {
    out.push(...compareElectorate(meetingId, opened.payload.electorate, m.joins, opened.seq));
    out.push(...compareItems(opened.payload.items, items, ruleOf, opened.seq));
    // An election's seats and kind as they were when voting opened (the count reads the seats).
    const e = opened.payload.election;
    if (e) {
      const now = await ctx.db.electionInfo.findUnique({ where: { id: e.id }, select: { memberCount: true, type: true } });
      const fields = [...((now?.memberCount ?? 0) !== e.seats ? ['seats'] : []), ...((now?.type ?? null) !== e.type ? ['type'] : [])];
      if (fields.length) out.push({ recordId: null, seq: opened.seq, reason: 'election', fields });
    }
  }
  if (rules) out.push(...compareRules(rules.rules, m.assemblyRules, rules.seq));
  if (counted) {
    out.push(...compareResults(counted.payload.items, items, counted.seq));
    out.push(...compareElection(counted.payload.election, m.election, counted.seq));
  } else if (opened && (m.status >= COUNTING || items.some((i) => i.result !== null || i.count !== null))) {
    // Opened under this record but counted without it: the stored results are stated nowhere.
    out.push({ recordId: null, seq: null, reason: 'notCounted' });
  }
  return out;
}

/**
 * Whether the stored results of a counted meeting are the ones its ballot
 * record's last count states (the announcements print nothing else):
 * 'old' for a meeting from before counts were stated (no `opened` and no
 * `counted` event: it prints as before), 'unstated' for one that opened
 * under the record but whose count is not in it, else the differences ([]
 * when none). Cheap enough for every announcement: it reads the last count's
 * event and checks its link and that it is the head frozen with the count;
 * the whole chain is verifyBallots' job.
 */
export async function resultDifferences(ctx: Ctx, m: { id: number; vote: unknown }, items: readonly StoredResult[], election: unknown): Promise<'old' | 'unstated' | Break[]> {
  const last = await ctx.db.ballotEvent.findFirst({ where: { meetingId: m.id, kind: 'counted' }, orderBy: { seq: 'desc' }, select: EVENT_COLUMNS });
  if (!last) return (await ctx.db.ballotEvent.findFirst({ where: { meetingId: m.id, kind: 'opened' }, select: { id: true } })) ? 'unstated' : 'old';
  const frozen = frozenChainOf(m);
  const linked = chainHash(last.prevHash, last.payload) === last.hash && frozen?.head === last.hash && frozen.events === last.seq;
  let payload: Extract<EventPayload, { kind: 'counted' }> | null = null;
  try {
    payload = JSON.parse(last.payload);
  } catch {
    payload = null;
  }
  if (!linked || !payload || payload.kind !== 'counted') return [{ recordId: null, seq: last.seq, reason: 'hash' }];
  return [...compareResults(payload.items, items, last.seq), ...compareElection(payload.election, election, last.seq)];
}

/** A meeting's events, for the export and the inquiry desk. */
export async function eventsOf(ctx: Ctx, meetingId: number, where: Record<string, unknown> = {}) {
  return ctx.db.ballotEvent.findMany({ where: { meetingId, ...where }, orderBy: { seq: 'asc' }, select: { ...EVENT_COLUMNS, recordId: true, createTime: true } });
}

/** zh-tw and en names of the meeting hash chain's events this file appends: no entity declares BallotEvent. */
registerLabels('BallotEvent', {
  name: { 'zh-tw': '選票記錄鏈', en: 'Ballot record event' },
  fields: {
    id: { 'zh-tw': 'ID', en: 'ID' },
    createTime: { 'zh-tw': '建立時間', en: 'Created at' },
    updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
    meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
    seq: { 'zh-tw': '序號（自1起連續）', en: 'Sequence (from 1, without gaps)' },
    kind: { 'zh-tw': '類型', en: 'Kind' },
    'kind.cast': { 'zh-tw': '投票', en: 'Cast' },
    'kind.replaced': { 'zh-tw': '被替換', en: 'Replaced' },
    'kind.corrected': { 'zh-tw': '更正', en: 'Corrected' },
    'kind.opened': { 'zh-tw': '開始投票', en: 'Voting opened' },
    'kind.extended': { 'zh-tw': '延長投票', en: 'Vote extended' },
    'kind.counted': { 'zh-tw': '統計', en: 'Counted' },
    'kind.announced': { 'zh-tw': '發布公告', en: 'Announcement published' },
    recordId: { 'zh-tw': '投票記錄ID', en: 'Vote record ID' },
    payload: { 'zh-tw': '規範化記錄（JSON）', en: 'Canonical record (JSON)' },
    prevHash: { 'zh-tw': '前一雜湊', en: 'Previous hash' },
    hash: { 'zh-tw': '雜湊 = SHA-256(前一雜湊 + 規範化記錄)', en: 'Hash = SHA-256(previous hash + canonical record)' },
    meeting: { 'zh-tw': '會議', en: 'Meeting' },
  },
});

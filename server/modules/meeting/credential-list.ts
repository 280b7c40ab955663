/**
 * The staff's list of voting credentials (business/meeting/credential/owners,
 * docs/owner-voting.md): one row per owner of a meeting's frozen electorate
 * — the owner's name and houses as the meeting detail shows them, and the
 * state of the owner's credential (not issued / issued / bound to a device /
 * locked), how often it was reissued, when it was issued, bound, and last
 * used to vote. Never the code nor any digest: the rows are built here from
 * chosen columns, not from the credential rows themselves.
 *
 * Scoped like every meeting read (meetingInScope): another community's
 * meeting is "not found".
 */
import { builder } from '../../builder.ts';
import { personal } from '../../crud/personal.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Ctx } from '../../kernel/context.ts';
import { meetingInScope, participantsFor } from './meeting-flow.ts';
import { CREDENTIAL_STATUS, ownersOf } from './credential-owners.ts';

/** A credential's state as staff see it (the filter's values). */
export const CREDENTIAL_STATES = ['none', 'issued', 'bound', 'locked'] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];

const MAX_SIZE = 500;

export interface CredentialRow {
  /** The owner's first house: what `reissue` takes. */
  houseId: number;
  ownerName: string | null;
  houses: string[];
  buildings: string[];
  state: CredentialState;
  failedAttempts: number;
  /** Credentials of this owner that died by a reissue. */
  reissued: number;
  issuedAt: Date | null;
  /** When the owner first confirmed (the device was bound). */
  boundAt: Date | null;
  /** The owner's latest online ballot. */
  lastVoteAt: Date | null;
}

export interface CredentialList {
  total: number;
  rows: CredentialRow[];
  /** Owners per state over the whole electorate (the filter's badges). */
  counts: { state: CredentialState; count: number }[];
  /** Every building of the electorate, for the building filter. */
  buildings: string[];
}

const houseLabel = (p: { buildingNo: string | null; unitNo: string | null; houseNo: string | null }) => [p.buildingNo, p.unitNo, p.houseNo].filter((x) => x).join('-');

export async function credentialList(ctx: Ctx, a: { meetingId: unknown; building?: string | null; state?: string | null; page?: number | null; size?: number | null }): Promise<CredentialList> {
  if (a.state && !(CREDENTIAL_STATES as readonly string[]).includes(a.state)) throw new AppError('ownerVote.badState', { values: CREDENTIAL_STATES.join(', ') }, 1001, 'state');
  const page = a.page ?? 1;
  const size = a.size ?? 50;
  if (!Number.isInteger(page) || page < 1) throw new AppError('ownerVote.badPaging', { max: MAX_SIZE }, 1001, 'page');
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) throw new AppError('ownerVote.badPaging', { max: MAX_SIZE }, 1001, 'size');
  const m = await meetingInScope(ctx, a.meetingId, 'read');
  const owners = ownersOf(await participantsFor(ctx, m));
  // Chosen columns only: neither codeHash nor deviceHash is read.
  const [credentials, votes] = await Promise.all([
    ctx.db.voteCredential.findMany({
      where: { meetingId: m.id },
      select: { ownerKey: true, status: true, failedAttempts: true, createTime: true, usedAt: true, deviceHash: true },
      orderBy: { id: 'asc' },
    }),
    ctx.db.voteRecord.groupBy({ by: ['ownerKey'], where: { meetingId: m.id, channel: 'online' }, _max: { createTime: true } }),
  ]);
  const lastVote = new Map(votes.map((v) => [v.ownerKey, v._max.createTime]));
  const byOwner = new Map<string, typeof credentials>();
  for (const c of credentials) byOwner.set(c.ownerKey, [...(byOwner.get(c.ownerKey) ?? []), c]);
  const all: CredentialRow[] = owners.map((o) => {
    const mine = byOwner.get(o.ownerKey) ?? [];
    const current = mine.filter((c) => c.status !== CREDENTIAL_STATUS.revoked).at(-1);
    const state: CredentialState = !current ? 'none' : current.status === CREDENTIAL_STATUS.locked ? 'locked' : current.deviceHash ? 'bound' : 'issued';
    return {
      houseId: o.houses[0]!.houseId,
      ownerName: o.houses[0]!.ownerName,
      houses: o.houses.map(houseLabel),
      buildings: [...new Set(o.houses.map((h) => h.buildingNo ?? ''))],
      state,
      failedAttempts: current?.failedAttempts ?? 0,
      reissued: mine.filter((c) => c.status === CREDENTIAL_STATUS.revoked).length,
      issuedAt: current?.createTime ?? null,
      boundAt: current?.usedAt ?? null,
      lastVoteAt: lastVote.get(o.ownerKey) ?? null,
    };
  });
  const counts = CREDENTIAL_STATES.map((state) => ({ state, count: all.filter((r) => r.state === state).length }));
  const buildings = [...new Set(all.flatMap((r) => r.buildings))].sort((x, y) => x.localeCompare(y, undefined, { numeric: true }));
  const chosen = all.filter((r) => (!a.building || r.buildings.includes(a.building)) && (!a.state || r.state === a.state));
  return { total: chosen.length, rows: chosen.slice((page - 1) * size, page * size), counts, buildings };
}

const RowType = builder.objectRef<CredentialRow>('VoteCredentialOwner').implement({
  description: "An owner of the frozen electorate and their voting credential's state (never its code)",
  fields: (t) => ({
    houseId: t.exposeInt('houseId', { description: "The owner's first house (what reissue takes)" }),
    ownerName: t.exposeString('ownerName', { nullable: true, ...personal('name') }),
    houses: t.exposeStringList('houses', { description: 'Building-unit-house of every house of the owner' }),
    state: t.exposeString('state', { description: 'none (not issued), issued, bound (confirmed on a device), locked (too many wrong confirmations)' }),
    failedAttempts: t.exposeInt('failedAttempts'),
    reissued: t.exposeInt('reissued', { description: 'Earlier credentials of this owner killed by a reissue' }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime', nullable: true }),
    boundAt: t.expose('boundAt', { type: 'DateTime', nullable: true, description: 'First confirmation (device bound)' }),
    lastVoteAt: t.expose('lastVoteAt', { type: 'DateTime', nullable: true, description: "The owner's latest online ballot" }),
  }),
});

const CountType = builder.objectRef<{ state: CredentialState; count: number }>('VoteCredentialCount').implement({
  fields: (t) => ({ state: t.exposeString('state'), count: t.exposeInt('count') }),
});

export const CredentialListType = builder.objectRef<CredentialList>('VoteCredentialList').implement({
  description: 'The owners of a meeting with the state of their voting credentials',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Rows matching the filter' }),
    rows: t.field({ type: [RowType], resolve: (l) => l.rows }),
    counts: t.field({ type: [CountType], resolve: (l) => l.counts }),
    buildings: t.exposeStringList('buildings'),
  }),
});

/**
 * Voting credentials (business/meeting/credential): one per owner of a
 * meeting's frozen electorate, for voting from a phone (owner-ballot.ts,
 * docs/owner-voting.md).
 *
 * A credential is a 16-character code (80 random bits, Crockford base32:
 * no I, L, O or U, printed in groups of four) and the link
 * `<public URL>/vote/#<code>` (in the fragment: browsers never send it, so
 * it is in no access log). Only its SHA-256 is stored: the code exists in
 * the answer of `issue` / `reissue` (the printable sheet, and the notify
 * hook when asked) and nowhere else — not in lists, exports, logs or the
 * recycle bin (secret column). Reissuing kills the owner's current
 * credential (status 1) and gives a new one; both are logged (the request
 * log names the operation, never the code).
 *
 * One-time: the first confirmation (code + the last four digits of the
 * registered phone) binds the credential to that device (a device key the
 * page keeps); afterwards the code alone opens nothing on another device —
 * the owner asks for a reissue. Five wrong confirmations lock it (status 2)
 * until staff reissue.
 */
import { createHash, randomBytes } from 'node:crypto';
import { renderSVG } from 'uqr';
import { builder } from '../../builder.ts';
import { shownPersonal } from '../../crud/personal.ts';
import { defineEntity } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Ctx } from '../../kernel/context.ts';
import { escapeHtml } from '../base/rich-text.ts';
import { notify } from '../../plugins/notify.ts';
import { meetingInScope, participantsFor, type Meeting } from './meeting-flow.ts';
import type { Participant } from './voting-state.ts';
import { VOTING } from '../../core/stages.ts';
import { credentialList, CredentialListType } from './credential-list.ts';
import { CREDENTIAL_STATUS, ownersOf } from './credential-owners.ts';
import { publishCredentialChange } from './credential-events.ts';


const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new code: 16 characters of 5 bits each from a CSPRNG. */
export function newCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 0; i < 16; i++) out = ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)]! + out;
  return out;
}

/** A code as typed: case, spaces and dashes ignored, the letters people confuse read as digits (Crockford). */
export function normaliseCode(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const s = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(s) ? s : null;
}

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

export const formatCode = (code: string) => code.match(/.{4}/g)!.join('-');

const houseLabel = (p: Participant) => [p.buildingNo, p.unitNo, p.houseNo].filter((x) => x).join('-');

interface Issued {
  ownerKey: string;
  houses: Participant[];
  code: string;
}

/** Credentials are issued once voting is open (the electorate is frozen) and until the ballot box closes. */
async function votingMeeting(ctx: Ctx, meetingId: unknown): Promise<Meeting> {
  const m = await meetingInScope(ctx, meetingId, 'write');
  if (m.status !== VOTING) throw new AppError('ownerVote.notVoting', {}, 1001, 'meetingId');
  return m;
}

async function writeCredentials(ctx: Ctx, m: Meeting, owners: { ownerKey: string; houses: Participant[] }[]): Promise<Issued[]> {
  const issued = owners.map((o) => ({ ...o, code: newCode() }));
  for (let at = 0; at < issued.length; at += 1000) {
    await ctx.db.voteCredential.createMany({
      data: issued.slice(at, at + 1000).map((o) => ({ meetingId: m.id, houseId: o.houses[0]!.houseId, ownerKey: o.ownerKey, codeHash: hashOf(o.code), userId: ctx.viewer?.userId ?? null })),
    });
  }
  return issued;
}

/** Sends each credential through the notify plugin (an SMS gateway), when one is enabled and asked for. */
async function sendCredentials(ctx: Ctx, m: Meeting, issued: Issued[]): Promise<void> {
  for (const o of issued) {
    const phone = o.houses.find((h) => h.phone)?.phone;
    if (!phone) continue;
    await notify(ctx, ctx.db, 'vote.credential', { meetingId: m.id, meetingName: nameOf(m), phone, ownerName: o.houses[0]!.ownerName, houses: o.houses.map(houseLabel), code: formatCode(o.code), link: linkOf(ctx, o.code) });
  }
}

/** The meeting's name (meetingInScope reads the whole row; the Meeting type names what the flow needs). */
export const nameOf = (m: Meeting) => (m as Meeting & { name?: string | null }).name ?? '';

const linkOf = (ctx: Ctx, code: string) => `${ctx.publicUrl}/vote/#${code}`;

/**
 * The printable sheet: one slip per owner (their houses, the code, the QR
 * link), grouped by building, a page per building. The owner's name is
 * personal (the participant's ownerName): masked for staff who may not read
 * residents, who hand the slip out by its houses.
 */
function sheetOf(ctx: Ctx, m: Meeting, issued: Issued[]): string {
  const byBuilding = new Map<string, Issued[]>();
  for (const o of issued) {
    const b = o.houses[0]!.buildingNo ?? '';
    byBuilding.set(b, [...(byBuilding.get(b) ?? []), o]);
  }
  const t = ctx.t;
  const slip = (o: Issued) => `<div class="slip">
<div class="qr">${renderSVG(linkOf(ctx, o.code), { border: 1 })}</div>
<div><h3>${escapeHtml(nameOf(m))}</h3>
<p>${escapeHtml(t('ownerVote.sheet.owner'))}：${escapeHtml(shownPersonal(ctx, 'name', o.houses[0]!.ownerName) ?? '')}</p>
<p>${escapeHtml(t('ownerVote.sheet.houses'))}：${o.houses.map((h) => escapeHtml(houseLabel(h))).join('，')}</p>
<p class="code">${formatCode(o.code)}</p>
<p class="hint">${escapeHtml(t('ownerVote.sheet.hint', { link: `${ctx.publicUrl}/vote/` }))}</p></div></div>`;
  const pages = [...byBuilding].map(([b, list]) => `<section><h2>${escapeHtml(t('ownerVote.sheet.building', { building: b || '—' }))}</h2>${list.map(slip).join('\n')}</section>`);
  return `<!doctype html><html lang="${ctx.lang}"><head><meta charset="utf-8"><title>${escapeHtml(t('ownerVote.sheet.title', { name: nameOf(m) }))}</title>
<style>@page{size:A4;margin:12mm}body{font-family:sans-serif}section{page-break-after:always}.slip{display:flex;gap:12px;border:1px dashed #888;padding:8px;margin:6px 0;page-break-inside:avoid}.qr svg{width:110px;height:110px}.code{font:bold 20px monospace;letter-spacing:2px}.hint{font-size:12px;color:#444}h3{margin:0 0 4px}p{margin:2px 0}</style></head>
<body>${pages.join('\n')}</body></html>`;
}

export interface IssueResult {
  issued: number;
  /** Owners who already held an active credential (not issued again; reissue one by one). */
  skipped: number;
  /** The printable sheet (the only place the codes are ever shown). */
  sheet: string;
}

/** Issues a credential to every owner of the frozen electorate who holds no active one. */
export async function issueCredentials(ctx: Ctx, meetingId: unknown, send: boolean): Promise<IssueResult> {
  const m = await votingMeeting(ctx, meetingId);
  await ctx.db.$executeRaw`SELECT id FROM meeting_info WHERE id = ${m.id} FOR UPDATE`;
  const owners = ownersOf(await participantsFor(ctx, m));
  const holding = new Set((await ctx.db.voteCredential.findMany({ where: { meetingId: m.id, status: { not: CREDENTIAL_STATUS.revoked } }, select: { ownerKey: true } })).map((c) => c.ownerKey));
  const issued = await writeCredentials(ctx, m, owners.filter((o) => !holding.has(o.ownerKey)));
  if (send) await sendCredentials(ctx, m, issued);
  // The staff's credential list follows it live (credential-live.ts), once this commits.
  if (issued.length > 0) publishCredentialChange(ctx.db, m.id, 'issue');
  return { issued: issued.length, skipped: owners.length - issued.length, sheet: sheetOf(ctx, m, issued) };
}

/** At most this many owners per reissue (a selection on the staff's list). */
const MAX_REISSUE = 500;

/**
 * Kills the current credential (active or locked: a reissue is also how a
 * locked owner is let in again) of the owner of each house and issues new
 * ones, in one printable sheet. Several houses of one owner make one credential.
 */
export async function reissueCredential(ctx: Ctx, meetingId: unknown, houseIds: unknown[], send: boolean): Promise<IssueResult> {
  if (houseIds.length === 0) throw new AppError('vote.notParticipant', {}, 1001, 'houseId');
  if (houseIds.length > MAX_REISSUE) throw new AppError('ownerVote.tooManyReissues', { max: MAX_REISSUE }, 1001, 'houseIds');
  const m = await votingMeeting(ctx, meetingId);
  await ctx.db.$executeRaw`SELECT id FROM meeting_info WHERE id = ${m.id} FOR UPDATE`;
  const all = ownersOf(await participantsFor(ctx, m));
  const owners = new Map<string, (typeof all)[number]>();
  for (const houseId of houseIds) {
    const owner = all.find((o) => o.houses.some((h) => h.houseId === Number(houseId)));
    if (!owner) throw new AppError('vote.notParticipant', {}, 1001, 'houseId');
    owners.set(owner.ownerKey, owner);
  }
  await ctx.db.voteCredential.updateMany({ where: { meetingId: m.id, ownerKey: { in: [...owners.keys()] }, status: { not: CREDENTIAL_STATUS.revoked } }, data: { status: CREDENTIAL_STATUS.revoked } });
  const issued = await writeCredentials(ctx, m, [...owners.values()]);
  if (send) await sendCredentials(ctx, m, issued);
  publishCredentialChange(ctx.db, m.id, 'reissue');
  return { issued: issued.length, skipped: 0, sheet: sheetOf(ctx, m, issued) };
}

const IssueResultType = builder.objectRef<IssueResult>('VoteCredentialIssue').implement({
  description: 'Credentials just issued: how many, and the printable sheet with their codes (shown this once)',
  fields: (t) => ({
    issued: t.exposeInt('issued'),
    skipped: t.exposeInt('skipped', { description: 'Owners who already hold a credential (reissue them one by one)' }),
    sheet: t.exposeString('sheet', { description: 'Print-ready HTML: a slip per owner with the code and the QR link, a page per building' }),
  }),
});

export const voteCredential = defineEntity({
  model: 'VoteCredential',
  type: 'VoteCredential',
  prefix: 'business/meeting/credential',
  actions: ['page', 'list'],
  recycle: false,
  creator: true,
  // The code's digest and the bound device's never leave the server.
  secret: ['codeHash', 'deviceHash'],
  // The owner key holds the owner's name and phone.
  personal: { ownerKey: 'ownerKey' },
  // Issued and kept by the server: the owner's key, the digests, the failed attempts and the first use.
  serverManaged: ['ownerKey', 'codeHash', 'deviceHash', 'failedAttempts', 'usedAt'],
  filters: { eq: ['meetingId', 'houseId', 'status'] },
  references: { house: { model: 'AreaHouse', column: 'houseId', pick: 'houseNo', description: '房屋' } },
  operations: [
    {
      // The staff's screen (CredentialList.tsx): under the list's own permission, scoped like every meeting read.
      action: 'owners',
      method: 'get',
      summary: '投票凭证状态',
      perm: 'business:meeting:credential:page',
      graphql: (t) =>
        t.field({
          type: CredentialListType,
          description: "One row per owner of the meeting's frozen electorate with the state of their credential (never the code); filter by building and state (none, issued, bound, locked)",
          args: {
            meetingId: t.arg.int({ required: true }),
            building: t.arg.string({ required: false }),
            state: t.arg.string({ required: false }),
            page: t.arg.int({ required: false }),
            size: t.arg.int({ required: false }),
          },
          resolve: (_r, a, ctx) => credentialList(ctx, a),
        }),
    },
    {
      action: 'issue',
      method: 'post',
      summary: '发放投票凭证',
      graphql: (t) =>
        t.field({
          type: IssueResultType,
          description: 'Issues a voting credential to every owner of the frozen electorate without one (stage 投票). Answers the printable sheet: the codes are shown this once. send: also through the notify plugin',
          args: { meetingId: t.arg.int({ required: true }), send: t.arg.boolean({ required: false }) },
          resolve: (_r, a, ctx) => issueCredentials(ctx, a.meetingId, a.send === true),
        }),
    },
    {
      action: 'reissue',
      method: 'post',
      summary: '重新发放投票凭证',
      graphql: (t) =>
        t.field({
          type: IssueResultType,
          description: "Kills the current credential (active or locked) of the owner of houseId, or of each owner of houseIds, and issues a new one; answers their slips",
          args: {
            meetingId: t.arg.int({ required: true }),
            houseId: t.arg.int({ required: false }),
            houseIds: t.arg.intList({ required: false, description: 'Several owners at once (at most 500), by any of their houses' }),
            send: t.arg.boolean({ required: false }),
          },
          resolve: (_r, a, ctx) => reissueCredential(ctx, a.meetingId, [...(a.houseId != null ? [a.houseId] : []), ...(a.houseIds ?? [])], a.send === true),
        }),
    },
  ],
  labels: {
    name: { 'zh-tw': '投票憑證（業主線上投票：每位業主一份，發放後只以摘要保存）', en: 'Voting credential' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '建立時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      meetingId: { 'zh-tw': '會議ID', en: 'Meeting ID' },
      houseId: { 'zh-tw': '房屋ID（業主名下的第一套房屋）', en: 'House ID (the owner’s first house)' },
      ownerKey: { 'zh-tw': '業主標識', en: 'Owner key' },
      codeHash: { 'zh-tw': '憑證碼摘要（SHA-256）', en: 'Code digest (SHA-256)' },
      deviceHash: { 'zh-tw': '設備密鑰摘要（首次確認後綁定）', en: 'Device key digest (bound at first confirmation)' },
      status: { 'zh-tw': '狀態: 0 有效, 1 已作廢, 2 已鎖定', en: 'Status: 0 valid, 1 revoked, 2 locked' },
      'status.0': { 'zh-tw': '有效', en: 'Valid' },
      'status.1': { 'zh-tw': '已作廢', en: 'Revoked' },
      'status.2': { 'zh-tw': '已鎖定', en: 'Locked' },
      failedAttempts: { 'zh-tw': '連續確認失敗次數', en: 'Failed confirmations in a row' },
      usedAt: { 'zh-tw': '首次使用時間', en: 'First used at' },
      userId: { 'zh-tw': '發放人ID', en: 'Issued by' },
      meeting: { 'zh-tw': '會議', en: 'Meeting' },
    },
  },
});

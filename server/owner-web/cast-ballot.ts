/**
 * `POST /vote/api/cast {votes: [{itemId, result}]}` (owner-ballot.ts): an
 * online ballot through the same castVotesIn as paper ballots (same rules,
 * the latest ballot counts, stated in the ballot record with channel
 * 'online', pushed live); answers the receipt and the new state.
 */
import type { IncomingMessage } from 'node:http';
import type { Db } from '../kernel/context.ts';
import type { Lang } from '../kernel/i18n/messages.ts';
import { joinable } from '../audit/unit-of-work.ts';
import { openUnit } from '../kernel/unit-of-work.ts';
import { castVotesIn } from '../modules/meeting/meeting-flow.ts';
import { publishCredentialChange } from '../modules/meeting/credential-events.ts';
import { BAD_CHOICE_MESSAGE, CHOICE_FIELD, isVoteChoice, type VoteChoice } from '../core/vote-choice.ts';
import { refuseUnlessOpen, timeZoneOf } from './owner-state.ts';
import { OwnerRefusal } from './refusal.ts';
import { meetingOf, ownerCtx, stateOf, type OwnerWeb } from './owner-reads.ts';

export async function castBallot(web: OwnerWeb, req: IncomingMessage, body: Record<string, unknown>, ip: string, lang: Lang) {
  const { db } = web;
  const c = await web.tokens.session(req);
  const votes = Array.isArray(body.votes) ? body.votes : [];
  if (votes.length === 0) throw new OwnerRefusal('ownerVote.incomplete');
  if (votes.length > 500 || votes.some((v) => !v || typeof v !== 'object' || Array.isArray(v))) throw new OwnerRefusal('ownerVote.incomplete');
  const input = (votes as Record<string, unknown>[]).map((o) => ({ itemId: Number(o.itemId), houseId: c.houseId, result: o.result as VoteChoice }));
  if (input.some((v) => !Number.isInteger(v.itemId))) throw new OwnerRefusal('ownerVote.incomplete');
  // The choice as sent, judged like a paper ballot's (vote-choice.ts): null, "", false or "1" is no choice, never 同意.
  if (input.some((v) => !isVoteChoice(v.result))) throw new OwnerRefusal(BAD_CHOICE_MESSAGE, { field: CHOICE_FIELD });
  const m = await meetingOf(web, c.meetingId);
  // Not yet open (says when, in the owner's language and time zone) or ended: owner-state.ts.
  refuseUnlessOpen(m, lang, timeZoneOf(req.headers['time-zone']));
  let unit: ReturnType<typeof openUnit> | undefined;
  const ctx = ownerCtx(web, db, lang, ip);
  try {
    await db.$transaction(
      async (raw) => {
        const tx = joinable(raw as unknown as Db);
        ctx.db = tx;
        unit = openUnit(tx);
        await castVotesIn(ctx, m, input, 'online');
        // The owner's last vote on the staff's credential list, pushed after the commit (credential-live.ts).
        publishCredentialChange(tx, m.id, 'vote');
      },
      { timeout: 30_000, maxWait: 10_000 },
    );
  } catch (err) {
    unit?.discard();
    throw err;
  } finally {
    // The live push after the commit reads outside the finished transaction (as audit/unit-of-work.ts does).
    ctx.db = db;
  }
  await unit!.commit();
  const state = await stateOf(web, c, lang);
  const latest = state.ballots.filter((b) => b.channel === 'online' && b.seq !== null).sort((a, b) => b.seq! - a.seq!)[0];
  return { receipt: latest?.hash?.slice(0, 16) ?? null, state };
}

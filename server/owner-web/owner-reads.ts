/**
 * What every owner request reads: the services the owners' web API runs with,
 * the meeting, the owner's houses in its frozen electorate, a context for
 * the meeting services (no staff viewer) and the state the page shows.
 */
import type { Ctx, Db } from '../kernel/context.ts';
import type { Config } from '../kernel/config.ts';
import type { Lang } from '../kernel/i18n/messages.ts';
import { detachedContext } from '../auth/detached-context.ts';
import type { FilesService } from '../files/service.ts';
import { participantsFor, type Meeting } from '../modules/meeting/meeting-flow.ts';
import { ownerState } from './owner-state.ts';
import type { SessionTokens } from './session-token.ts';

export interface OwnerWeb {
  db: Db;
  config: Config;
  files: Pick<FilesService, 'serve' | 'signedUrl'>;
  tokens: SessionTokens;
}

export async function meetingOf(web: OwnerWeb, id: number): Promise<Meeting> {
  return (await web.db.meetingInfo.findUniqueOrThrow({ where: { id }, omit: { joins: true } })) as unknown as Meeting;
}

/** A context for castVotes: no staff viewer, the owner's language and address. */
export const ownerCtx = (web: OwnerWeb, tx: Db, lang: Lang, ip: string): Ctx => detachedContext({ db: tx, config: web.config, actor: 'an owner', lang, ip });

/** The owner's houses in the frozen electorate (kept in memory per meeting by voting-state.ts after the first read). */
export async function housesOf(web: OwnerWeb, m: Meeting, ownerKey: string, lang: Lang) {
  return (await participantsFor(ownerCtx(web, web.db, lang, ''), m)).filter((p) => p.ownerKey === ownerKey);
}

/** What the owner sees (owner-state.ts): the phase, only their own houses and ballots, every text through the ballot allow list. */
export async function stateOf(web: OwnerWeb, c: { meetingId: number; ownerKey: string }, lang: Lang) {
  const m = await meetingOf(web, c.meetingId);
  return ownerState(web.db, m, await housesOf(web, m, c.ownerKey, lang), c.ownerKey);
}

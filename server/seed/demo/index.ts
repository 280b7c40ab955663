/**
 * The living demo community (docs/demo-data.md): written after the base seed
 * on an empty database when SEED_DEMO says so (development by default), and
 * by `npm run seed:demo` into an existing one.
 *
 * It is written the way staff would write it: through the entities'
 * services and the meeting process (crud/service.ts addRow…, meeting-flow.ts
 * nextStage and castVotes, the house import, the upload pipeline), as the
 * admin, in one transaction — all of it or nothing. Its month of history
 * is dated afterwards (timeline.ts). Work those services leave for after a
 * commit (live pushes to subscribers, webhooks of a notify plugin) is
 * dropped: nobody watches a seed, and a demo sends no messages.
 *
 * Idempotent: the parameter `demoData` records that the demo was written
 * (when, in which community); while it exists nothing is written again.
 */
import type { Db } from '../../db/client.ts';
import type { Config } from '../../kernel/config.ts';
import type { Ctx, Viewer } from '../../kernel/context.ts';
import { translate } from '../../kernel/i18n/messages.ts';
import { AppError } from '../../kernel/errors.ts';
import { openUnit } from '../../kernel/unit-of-work.ts';
import { joinable } from '../../audit/unit-of-work.ts';
import { detachedContext } from '../../auth/detached-context.ts';
import { addRow } from '../../crud/service.ts';
import { seedTranslations } from '../../crud/translations.ts';
import { outboundOf } from '../../http/outbound.ts';
import { FilesService } from '../../files/service.ts';
import { createStorage } from '../../files/storage.ts';
import { SUPER_USERNAME, viewerOfUser } from '../../auth/service.ts';
import { areaInfo } from '../../modules/area/info.ts';
import { SEED_COMMUNITY, SEED_COMMUNITY_COLUMNS, seedNoticeTemplates } from '../base.ts';
import { seedCommunity } from './community.ts';
import { seedMeetings, type DemoMeetings } from './meetings.ts';
import { seedServices } from './services.ts';
import { seedStaff } from './staff.ts';
import { rand } from './random.ts';
import { Timeline } from './timeline.ts';

/** The parameter that records the demo (base_sys_param.keyName). */
export const DEMO_MARKER = 'demoData';
/** The demo's chance (random.ts): the same demo every time. */
const DEMO_SEED = 20_240_601;

export interface DemoResult {
  areaId: number;
  meetings: DemoMeetings;
  /** How long writing it took (ms). */
  ms: number;
}

/** The context the demo writes in: the admin (a superuser), the community selected, the database handle the transaction's. */
function demoContext(db: Db, config: Config, files: FilesService, viewer: Viewer, areaId: number | null): Ctx {
  // A config object of its own: the live vote state kept per app (voting-state.ts) is not shared with the server's.
  return detachedContext({ db, config: { ...config }, actor: 'demo-seed', files, viewer, selectAreaId: areaId });
}

/** Whether the demo has been written into this database. */
export async function hasDemo(db: Db): Promise<boolean> {
  return !!(await db.baseSysParam.findUnique({ where: { keyName: DEMO_MARKER }, select: { id: true } }));
}

/**
 * Writes the demo community unless it is there already; answers what it
 * wrote, or null. Needs the base seed (the admin user, the dictionaries) and
 * the server's secret (signed file URLs).
 */
export async function seedDemo(db: Db, config: Config, secret: string): Promise<DemoResult | null> {
  if (await hasDemo(db)) return null;
  const user = await db.baseSysUser.findFirst({ where: { username: SUPER_USERNAME }, select: { id: true } });
  const admin = user && (await viewerOfUser(db, user.id, 'demo-seed'));
  if (!admin) throw new Error(`The demo is written as the ${SUPER_USERNAME} user, who does not exist in this database.`);
  const outbound = outboundOf(config);
  const files = new FilesService(createStorage(config.storage, config.dataDir, outbound), secret, db, outbound);
  const started = Date.now();
  try {
    return await write(db, config, files, admin, started);
  } catch (err) {
    // A rule of the product refused part of the demo (the community's data in the way, say): said in words, nothing written.
    if (err instanceof AppError) throw new Error(`The demo was not written: ${translate('zh-cn', err.key, err.params)}`);
    throw err;
  }
}

function write(db: Db, config: Config, files: FilesService, admin: Viewer, started: number): Promise<DemoResult> {
  return db.$transaction(
    async (raw) => {
      const tx = joinable(raw as unknown as Db);
      const unit = openUnit(tx);
      try {
        const time = new Timeline();
        const r = rand(DEMO_SEED);
        const ctx = demoContext(tx, config, files, admin, null);
        // The base seed's community grows into the demo; a database without it gets it anew.
        const existing = await tx.areaInfo.findFirst({ where: { name: SEED_COMMUNITY }, orderBy: { id: 'asc' }, select: { id: true } });
        const areaId =
          existing?.id ??
          (await addRow(ctx, areaInfo, { ...SEED_COMMUNITY_COLUMNS, functions: [...SEED_COMMUNITY_COLUMNS.functions] }));
        ctx.selectAreaId = areaId;
        await seedNoticeTemplates(tx);
        const community = await seedCommunity(ctx, areaId, r, time);
        const staff = await seedStaff(ctx, config, areaId, time);
        const { liftRepair } = await seedServices(ctx, community, staff, r, time);
        const meetings = await seedMeetings(ctx, community, staff, r, time, liftRepair);
        await time.apply(tx);
        const ms = Date.now() - started;
        const marker = {
          name: '演示数据',
          remark: '演示小区的数据已写入（首次启动或 npm run seed:demo）。存在本参数时不再写入；删除它不会删除演示数据。',
        };
        await tx.baseSysParam.create({
          data: {
            keyName: DEMO_MARKER,
            ...marker,
            // Seeded text, translated from the data files (kernel/i18n/data/*.ts) like the base seed's parameters.
            i18n: seedTranslations('BaseSysParam', marker) ?? undefined,
            dataType: 0,
            data: JSON.stringify({ areaId, writtenAt: time.now.toISOString(), meetings }),
          },
        });
        return { areaId, meetings, ms };
      } finally {
        // Nothing leaves the seed: no live push, no webhook.
        unit.discard();
      }
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
}

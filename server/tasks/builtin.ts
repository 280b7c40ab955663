/**
 * The services the product ships, and the system tasks (type 0) that run
 * them, seeded into every database at start (missing ones only; an
 * administrator's changes to their schedule or data are kept).
 */
import type { Ctx, Db } from '../kernel/context.ts';
import { purgeOldLogs } from '../audit/log.ts';
import { FAILURE_WINDOW_MS } from '../auth/service.ts';
import { closeExpiredBallotBoxes } from '../modules/meeting/meeting-flow.ts';
import { defineTaskService } from './services.ts';
import { cleanupFiles } from '../files/cleanup.ts';
import { notify } from '../plugins/notify.ts';
import { purgeOldRecycle } from '../crud/recycle.ts';
import { firstSlot, scheduleOf } from './schedule.ts';
import { seedTranslations } from '../crud/translations.ts';
import { Prisma } from '../generated/prisma/client.ts';

/** The database's clock (every process agrees on it). */
export async function dbNow(db: Pick<Db, '$queryRaw'>): Promise<Date> {
  const rows = await db.$queryRaw<{ now: Date }[]>`SELECT now() AS now`;
  return new Date(rows[0]!.now);
}

const DAY = 86_400_000;

defineTaskService({
  name: 'log.purge',
  label: { 'zh-cn': '请求日志清理', 'zh-tw': '請求日誌清理', en: 'Request log purge' },
  description: {
    'zh-cn': '删除超过保存天数（请求日志页面设置，默认 31 天）的请求日志',
    'zh-tw': '刪除超過保存天數（請求日誌頁面設定，預設 31 天）的請求日誌',
    en: 'Deletes request-log entries older than the kept days (set on the request log screen, default 31)',
  },
  params: {},
  async run(ctx) {
    return { key: 'task.result.deleted', params: { count: await purgeOldLogs(ctx.db) } };
  },
});

defineTaskService({
  name: 'auth.purge',
  label: { 'zh-cn': '登录数据清理', 'zh-tw': '登入資料清理', en: 'Sign-in data purge' },
  description: {
    'zh-cn': '删除已过期的刷新令牌和验证码，以及锁定时间窗之外的登录失败记录',
    'zh-tw': '刪除已過期的刷新權杖和驗證碼，以及鎖定時間窗之外的登入失敗記錄',
    en: 'Deletes expired refresh tokens and captchas, and failed sign-ins outside the lockout window',
  },
  params: {},
  async run(ctx) {
    const now = await dbNow(ctx.db);
    const tokens = await ctx.db.authRefreshToken.deleteMany({ where: { expiresAt: { lt: now } } });
    const captchas = await ctx.db.authCaptcha.deleteMany({ where: { expiresAt: { lt: now } } });
    const failures = await ctx.db.authLoginFailure.deleteMany({ where: { createTime: { lt: new Date(now.getTime() - FAILURE_WINDOW_MS) } } });
    return { key: 'task.result.authPurge', params: { tokens: tokens.count, captchas: captchas.count, failures: failures.count } };
  },
});

defineTaskService({
  name: 'recycle.purge',
  label: { 'zh-cn': '回收站清理', 'zh-tw': '回收站清理', en: 'Recycle bin purge' },
  description: {
    'zh-cn': '永久删除回收站中超过保留天数的记录（参数 recycleKeepDays；留空则与请求日志的保存天数相同）',
    'zh-tw': '永久刪除回收站中超過保留天數的記錄（參數 recycleKeepDays；留空則與請求日誌的保存天數相同）',
    en: 'Permanently deletes recycle-bin entries older than the kept days (parameter recycleKeepDays; empty: the request log’s kept days)',
  },
  params: {},
  async run(ctx) {
    return { key: 'task.result.deleted', params: { count: await purgeOldRecycle(ctx.db, await dbNow(ctx.db)) } };
  },
});

defineTaskService({
  name: 'task.logPurge',
  label: { 'zh-cn': '任务日志清理', 'zh-tw': '任務日誌清理', en: 'Task log purge' },
  description: {
    'zh-cn': '删除超过保留天数的任务日志；失败记录保留更久',
    'zh-tw': '刪除超過保留天數的任務日誌；失敗記錄保留更久',
    en: 'Deletes task-log rows older than the kept days; failures are kept longer',
  },
  params: {
    days: { type: 'int', label: { 'zh-cn': '成功记录保留天数', 'zh-tw': '成功記錄保留天數', en: 'Days successes are kept' }, min: 1, max: 3650, default: 30 },
    failureDays: { type: 'int', label: { 'zh-cn': '失败记录保留天数', 'zh-tw': '失敗記錄保留天數', en: 'Days failures are kept' }, min: 1, max: 3650, default: 90 },
  },
  async run(ctx, data) {
    const now = (await dbNow(ctx.db)).getTime();
    const ok = await ctx.db.taskLog.deleteMany({ where: { status: 1, startTime: { lt: new Date(now - (data.days as number) * DAY) } } });
    const failed = await ctx.db.taskLog.deleteMany({ where: { status: 0, startTime: { lt: new Date(now - (data.failureDays as number) * DAY) } } });
    return { key: 'task.result.logPurge', params: { ok: ok.count, failed: failed.count } };
  },
});

defineTaskService({
  name: 'space.orphanCleanup',
  label: { 'zh-cn': '孤立文件清理', 'zh-tw': '孤立檔案清理', en: 'Orphaned file cleanup' },
  description: {
    'zh-cn': '删除没有任何数据引用且闲置超过天数的已上传文件',
    'zh-tw': '刪除沒有任何資料引用且閒置超過天數的已上傳檔案',
    en: 'Deletes uploaded files that no row refers to and that were unused for the given days',
  },
  params: { olderThanDays: { type: 'int', label: { 'zh-cn': '闲置天数', 'zh-tw': '閒置天數', en: 'Unused for days' }, min: 0, max: 3650, default: 7 } },
  async run(ctx, data) {
    const removed = await cleanupFiles(ctx.db, ctx.files.storage, data.olderThanDays as number, (await dbNow(ctx.db)).getTime());
    return { key: 'task.result.filesRemoved', params: { count: removed.length } };
  },
});

defineTaskService({
  name: 'meeting.closeBallotBoxes',
  label: { 'zh-cn': '关闭投票箱', 'zh-tw': '關閉投票箱', en: 'Close ballot boxes' },
  description: {
    'zh-cn': '关闭投票结束时间已过的会议的投票箱',
    'zh-tw': '關閉投票結束時間已過的會議的投票箱',
    en: 'Closes the ballot box of meetings whose voting end time has passed',
  },
  params: {},
  async run(ctx) {
    return { key: 'task.result.ballotBoxesClosed', params: { count: await closeExpiredBallotBoxes(ctx, await dbNow(ctx.db)) } };
  },
});

defineTaskService({
  name: 'notice.publish',
  label: { 'zh-cn': '定时发布公告', 'zh-tw': '定時發佈公告', en: 'Scheduled notice publication' },
  description: {
    'zh-cn': '开启定时发布时间已到、且此后无人改动过的已关闭公告',
    'zh-tw': '開啟定時發佈時間已到、且此後無人改動過的已關閉公告',
    en: 'Opens closed notices whose scheduled publish time has come and that nobody changed since',
  },
  params: {},
  async run(ctx) {
    // updateTime < publishTime: closed again by hand after its publish time, a notice stays closed.
    const opened = await ctx.db.$queryRaw<{ id: number; title: string; areaId: number | null }[]>`UPDATE info_notice SET status = 1, "updateTime" = now()
      WHERE status = 0 AND "publishTime" IS NOT NULL AND "publishTime" <= now() AND "updateTime" < "publishTime"
      RETURNING id, title, "areaId"`;
    for (const n of opened) await notify(ctx, ctx.db, 'notice.published', { id: n.id, title: n.title, areaId: n.areaId, source: 0 });
    return { key: 'task.result.noticesOpened', params: { count: opened.length } };
  },
});

// The scheduler's own tests: a run of a chosen length, and a failing run.
defineTaskService({
  name: 'test.sleep',
  testOnly: true,
  label: { 'zh-cn': '测试：等待', 'zh-tw': '測試：等待', en: 'Test: wait' },
  description: { 'zh-cn': '等待给定毫秒数', 'zh-tw': '等待給定毫秒數', en: 'Waits the given milliseconds' },
  params: { ms: { type: 'int', label: { 'zh-cn': '毫秒', 'zh-tw': '毫秒', en: 'Milliseconds' }, min: 0, max: 600_000, default: 50 } },
  async run(_ctx, data) {
    await new Promise((r) => setTimeout(r, data.ms as number));
    return `pid ${process.pid}`;
  },
});

defineTaskService({
  name: 'test.fail',
  testOnly: true,
  label: { 'zh-cn': '测试：失败', 'zh-tw': '測試：失敗', en: 'Test: fail' },
  description: { 'zh-cn': '以给定消息失败', 'zh-tw': '以給定訊息失敗', en: 'Fails with the given message' },
  params: { message: { type: 'string', label: { 'zh-cn': '消息', 'zh-tw': '訊息', en: 'Message' }, required: true } },
  async run(_ctx, data) {
    throw new Error(String(data.message));
  },
});

export interface SystemTask {
  /** Stable key, stored as jobId 'system:<key>'. */
  key: string;
  name: string;
  service: string;
  cron: string;
  data?: Record<string, unknown>;
  status?: 0 | 1;
  remark: string;
}

export const SYSTEM_TASKS: SystemTask[] = [
  { key: 'log.purge', name: '请求日志清理', service: 'log.purge', cron: '0 17 3 * * *', remark: '每天 03:17 删除超过保存天数的请求日志' },
  { key: 'auth.purge', name: '登录数据清理', service: 'auth.purge', cron: '0 19 * * * *', remark: '每小时删除过期的令牌、验证码和登录失败记录' },
  { key: 'recycle.purge', name: '回收站清理', service: 'recycle.purge', cron: '0 27 3 * * *', remark: '每天 03:27 永久删除超过保留天数（参数 recycleKeepDays）的回收站记录' },
  { key: 'task.logPurge', name: '任务日志清理', service: 'task.logPurge', cron: '0 37 3 * * *', data: { days: 30, failureDays: 90 }, remark: '每天 03:37：成功记录保留 30 天，失败记录保留 90 天' },
  { key: 'space.orphanCleanup', name: '孤立文件清理', service: 'space.orphanCleanup', cron: '0 47 3 * * *', data: { olderThanDays: 7 }, remark: '每天 03:47 删除 7 天以上无任何数据引用的上传文件' },
  { key: 'meeting.closeBallotBoxes', name: '关闭到期投票箱', service: 'meeting.closeBallotBoxes', cron: '0 * * * * *', remark: '每分钟关闭投票结束时间已过的投票箱' },
  { key: 'notice.publish', name: '定时发布公告', service: 'notice.publish', cron: '30 * * * * *', remark: '每分钟开启定时发布时间已到的公告' },
];

export const SYSTEM_JOB_PREFIX = 'system:';

/**
 * Adds the system tasks a database lacks (by jobId; every process may do
 * this at once: the unique jobId keeps one of each). Existing rows are left
 * as the administrators set them; one that still has its seeded name and
 * remark but no translations (a database from before translations) gets them.
 */
export async function ensureSystemTasks(db: Db): Promise<void> {
  const now = await dbNow(db);
  await db.taskInfo.createMany({
    skipDuplicates: true,
    data: SYSTEM_TASKS.map((t) => {
      const status = t.status ?? 1;
      const i18n = seedTranslations('TaskInfo', { name: t.name, remark: t.remark });
      return {
        ...(i18n ? { i18n } : {}),
        jobId: SYSTEM_JOB_PREFIX + t.key,
        name: t.name,
        service: t.service,
        cron: t.cron,
        taskType: 0,
        type: 0,
        status,
        data: t.data ? JSON.stringify(t.data) : null,
        remark: t.remark,
        nextRunTime: status === 1 ? firstSlot(scheduleOf({ taskType: 0, cron: t.cron, every: null, startDate: null, endDate: null }), now) : null,
      };
    }),
  });
  const untranslated = await db.taskInfo.findMany({ where: { jobId: { in: SYSTEM_TASKS.map((t) => SYSTEM_JOB_PREFIX + t.key) }, i18n: { equals: Prisma.DbNull } }, select: { id: true, jobId: true, name: true, remark: true } });
  for (const row of untranslated) {
    const seeded = SYSTEM_TASKS.find((t) => SYSTEM_JOB_PREFIX + t.key === row.jobId);
    if (!seeded || seeded.name !== row.name || seeded.remark !== row.remark) continue;
    const i18n = seedTranslations('TaskInfo', row);
    if (i18n) await db.taskInfo.updateMany({ where: { id: row.id, i18n: { equals: Prisma.DbNull } }, data: { i18n } });
  }
}

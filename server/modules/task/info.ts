/**
 * Scheduled tasks (task/info): a task names a service of the registry
 * (server/tasks/services.ts) with JSON data checked against its parameters,
 * and runs by cron (with seconds) or every N milliseconds, within its start
 * and end dates, at most `limit` times. start/stop/once/log are operations
 * on the row; the runs themselves are claimed on the row by the scheduler
 * (server/tasks/scheduler.ts), so each due run happens once across processes.
 */
import { RULE } from '../../core/field-rules.ts';
import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/define.ts';
import { modelInfo } from '../../crud/datamodel.ts';
import { fieldRef } from '../../crud/validate.ts';
import { entityRef } from '../../crud/graphql.ts';
import type { Tx } from '../../crud/tx.ts';
import type { OperationFieldBuilder, WriteValues } from '../../crud/entity.ts';
import type { TaskInfo, TaskLog } from '../../generated/prisma/client.ts';
import { isRowId } from '../../crud/ids.ts';
import type { Ctx } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { afterCommit } from '../../kernel/unit-of-work.ts';
import { checkSchedule, firstSlot, scheduleOf } from '../../tasks/schedule.ts';
import { checkTaskData, parseTaskData, taskService, taskServices } from '../../tasks/services.ts';
import { newLeaseToken, recordInterrupted } from '../../tasks/scheduler.ts';
import { SYSTEM_JOB_PREFIX } from '../../tasks/builtin.ts';
import { startsWithText } from '../../crud/literal.ts';
import { translate, type MessageKey } from '../../kernel/i18n/messages.ts';
import { registerLabels } from '../../kernel/i18n/labels.ts';

const MAX_LOG_PAGE_SIZE = 100;


/** A task row locked for a run started by hand, with the database's time. */
type LockedTask = Pick<TaskInfo, 'id' | 'service' | 'data' | 'lockToken' | 'lockExpireTime' | 'lastExecuteTime'> & { dbNow: Date };

async function dbNow(tx: Tx): Promise<Date> {
  const rows = await tx.$queryRaw<{ now: Date }[]>`SELECT now() AS now`;
  return new Date(rows[0]!.now);
}

async function taskOr404(ctx: Ctx, id: number) {
  const row = isRowId(id) ? await ctx.db.taskInfo.findUnique({ where: { id } }) : null;
  if (!row) throw new AppError('validation.notFound', {}, 1001, 'id');
  return row;
}

/**
 * Puts a task on its schedule from the database's now: a running task gets
 * its first slot (stopping it when none is left), a stopped one none.
 * `restart` starts a new series of runs (the count for `limit` from 0).
 */
async function reschedule(tx: Tx, id: number, restart: boolean): Promise<void> {
  const row = await tx.taskInfo.findUnique({ where: { id } });
  if (!row) return;
  if (row.status !== 1) {
    await tx.taskInfo.update({ where: { id }, data: { nextRunTime: null } });
    return;
  }
  const runCount = restart ? 0 : row.runCount;
  const slot = row.limit !== null && runCount >= row.limit ? null : firstSlot(scheduleOf(row), await dbNow(tx));
  await tx.taskInfo.update({ where: { id }, data: { nextRunTime: slot, runCount, ...(slot ? {} : { status: 0 }) } });
}

/** The schedule as it was before an update, for afterWrite (keyed by the request's context). */
const before = new WeakMap<Ctx, Map<number, Record<string, unknown>>>();
const SCHEDULE_FIELDS = ['status', 'cron', 'every', 'taskType', 'startDate', 'endDate', 'limit'] as const;
const scheduleSelect = Object.fromEntries(SCHEDULE_FIELDS.map((f) => [f, true])) as Record<(typeof SCHEDULE_FIELDS)[number], true>;
const sameScheduleValue = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

const TaskLogRow = builder.objectRef<TaskLog>('TaskLogRow').implement({
  description: '任务日志',
  fields: (t) => ({
    // rowId like every row; `id` would be taken by a client store (Relay) for a global id.
    rowId: t.exposeInt('id', { description: 'ID (REST: id)' }),
    taskId: t.exposeInt('taskId'),
    status: t.exposeInt('status', { description: '状态: 0 失败, 1 成功' }),
    // A run's outcome kept as a message (a service's result, an AppError) reads in the reader's language.
    detail: t.string({
      nullable: true,
      description: '详情（失败时为错误信息），按读者语言',
      resolve: (r, _a, ctx) => {
        const message = r.message as { key?: unknown; params?: Record<string, unknown> } | null;
        return message && typeof message.key === 'string' ? translate(ctx.lang, message.key as MessageKey, message.params ?? {}) : r.detail;
      },
    }),
    startTime: t.expose('startTime', { type: 'DateTime', description: '开始时间' }),
    duration: t.exposeInt('duration', { description: '耗时(毫秒)' }),
    planTime: t.expose('planTime', { type: 'DateTime', nullable: true, description: '计划时间（手动执行为空）' }),
    createTime: t.expose('createTime', { type: 'DateTime' }),
  }),
});

const Pagination = builder.objectRef<{ page: number; size: number; total: number }>('TaskLogPagination').implement({
  fields: (t) => ({ page: t.exposeInt('page'), size: t.exposeInt('size'), total: t.exposeInt('total') }),
});

const TaskLogPage = builder.objectRef<{ list: TaskLog[]; pagination: { page: number; size: number; total: number } }>('TaskLogPage').implement({
  description: 'One page of a task log, newest first',
  fields: (t) => ({
    list: t.field({ type: [TaskLogRow], resolve: (p) => p.list }),
    pagination: t.field({ type: Pagination, resolve: (p) => p.pagination }),
  }),
});

/** A parameter of a task service, as listed to the client. */
type TaskServiceParamShape = { name: string; type: string; label: string; required: boolean; min?: number; max?: number; default?: unknown };

const TaskServiceParam = builder.objectRef<TaskServiceParamShape>('TaskServiceParam').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    type: t.exposeString('type', { description: 'int, string or boolean' }),
    label: t.exposeString('label'),
    required: t.exposeBoolean('required'),
    min: t.int({ nullable: true, resolve: (p) => p.min ?? null }),
    max: t.int({ nullable: true, resolve: (p) => p.max ?? null }),
    default: t.field({ type: 'JSON', nullable: true, resolve: (p) => p.default ?? null }),
  }),
});

const TaskServiceInfo = builder.objectRef<{ name: string; label: string; description: string; params: TaskServiceParamShape[] }>('TaskServiceInfo').implement({
  description: 'A service a task can run, with its parameters (labels in the request language)',
  fields: (t) => ({
    name: t.exposeString('name'),
    label: t.exposeString('label'),
    description: t.exposeString('description'),
    params: t.field({ type: [TaskServiceParam], resolve: (s) => s.params }),
  }),
});

const rowOp = (resolve: (ctx: Ctx, id: number) => Promise<unknown>) => (t: OperationFieldBuilder) =>
  t.field({
    type: entityRef('TaskInfo'),
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r: unknown, { id }: { id: number }, ctx) => resolve(ctx, id),
  });

export const taskInfo = defineEntity({
  model: 'TaskInfo',
  type: 'TaskInfo',
  prefix: 'task/info',
  translatable: ['name', 'remark'],
  // Intervals are milliseconds: at least a second; dates in order; a run limit counts at least one run.
  rules: { every: { kind: 'range', min: 1000 }, limit: RULE.positive },
  order: [{ start: 'startDate', end: 'endDate' }],
  actions: ['add', 'update', 'delete', 'info', 'page'],
  // The scheduler's: the system task's key, the next slot, the last run, the run count and the lease (scheduler.ts).
  serverManaged: ['jobId', 'nextRunTime', 'lastExecuteTime', 'lockExpireTime', 'lockToken', 'runCount'],
  secret: ['lockToken'],
  filters: { eq: ['status', 'type'], keyword: ['name', 'service'] },
  hooks: {
    async beforeWrite(ctx, tx, data, mode, input) {
      const old = mode === 'update' ? await tx.taskInfo.findUnique({ where: { id: Number(input.id) } }) : null;
      for (const f of ['status', 'type', 'taskType']) {
        if (data[f] !== undefined && data[f] !== null && data[f] !== 0 && data[f] !== 1) throw new AppError('task.enumInvalid', { field: fieldRef(modelInfo('TaskInfo').byName.get(f)!) }, 1001, f);
      }
      if (old?.jobId?.startsWith(SYSTEM_JOB_PREFIX) && ((data.service !== undefined && data.service !== old.service) || (data.type !== undefined && data.type !== old.type))) {
        throw new AppError('task.systemFixed', {}, 1001, data.service !== undefined && data.service !== old.service ? 'service' : 'type');
      }
      const merged: WriteValues = { taskType: 0, cron: null, every: null, startDate: null, endDate: null, limit: null, service: null, data: null, ...(old ?? {}), ...data };
      if (!merged.service || String(merged.service).trim() === '') throw new AppError('task.serviceRequired', {}, 1001, 'service');
      const service = taskService(merged.service, ctx.config.nodeEnv);
      if (!service) throw new AppError('task.serviceUnknown', { service: merged.service }, 1001, 'service');
      checkTaskData(service, merged.data);
      // Stored as the JSON the client sent, normalised.
      if (typeof data.data === 'string') data.data = data.data.trim() === '' ? null : JSON.stringify(parseTaskData(data.data));
      if (merged.limit !== null && merged.limit < 1) throw new AppError('task.limitInvalid', {}, 1001, 'limit');
      checkSchedule(scheduleOf(merged as Parameters<typeof scheduleOf>[0]));
      if (old) {
        const map = before.get(ctx) ?? new Map();
        map.set(old.id, Object.fromEntries(SCHEDULE_FIELDS.map((f) => [f, old[f]])));
        before.set(ctx, map);
      }
    },
    async afterWrite(ctx, tx, id, _input, mode) {
      const old = before.get(ctx)?.get(id);
      before.get(ctx)?.delete(id);
      const row = await tx.taskInfo.findUnique({ where: { id }, select: scheduleSelect });
      // Rescheduled when the schedule changed, not when a whole row sent back repeats it (a due run would be skipped).
      const touched = mode === 'add' || SCHEDULE_FIELDS.some((f) => !sameScheduleValue(old?.[f], row?.[f]));
      if (!touched) return;
      await reschedule(tx, id, mode === 'add' || (old?.status === 0 && row?.status === 1));
      afterCommit(ctx.db, () => ctx.tasks.wake());
    },
    async beforeDelete(_ctx, tx, ids) {
      // The system tasks are the seeded ones (their jobId), as for the update rule above.
      const system = await tx.taskInfo.findFirst({ where: { id: { in: ids }, jobId: startsWithText(SYSTEM_JOB_PREFIX) }, select: { id: true } });
      if (system) throw new AppError('task.systemDelete', {}, 1001, 'ids');
    },
  },
  operations: [
    {
      action: 'start',
      method: 'post',
      summary: '开始',
      graphql: rowOp(async (ctx, id) => {
        await taskOr404(ctx, id);
        await ctx.db.taskInfo.update({ where: { id }, data: { status: 1 } });
        // taskOr404 found it, in this unit of work.
        const row = (await ctx.db.taskInfo.findUnique({ where: { id } }))!;
        const slot = firstSlot(scheduleOf(row), await dbNow(ctx.db));
        if (!slot) throw new AppError('task.ended', {}, 1001, 'endDate');
        await reschedule(ctx.db, id, true);
        afterCommit(ctx.db, () => ctx.tasks.wake());
        return ctx.db.taskInfo.findUnique({ where: { id } });
      }),
      rest: { data: () => undefined },
    },
    {
      action: 'stop',
      method: 'post',
      summary: '停止',
      graphql: rowOp(async (ctx, id) => {
        await taskOr404(ctx, id);
        // A run in progress finishes and is logged; no further run is claimed.
        return ctx.db.taskInfo.update({ where: { id }, data: { status: 0, nextRunTime: null } });
      }),
      rest: { data: () => undefined },
    },
    {
      action: 'once',
      method: 'post',
      summary: '执行一次',
      graphql: rowOp(async (ctx, id) => {
        await taskOr404(ctx, id);
        // The row is locked until this request commits; the run needs the lease like a scheduled one.
        const [row] = await ctx.db.$queryRaw<[LockedTask]>`
          SELECT id, service, data, "lockToken", "lockExpireTime", "lastExecuteTime", now() AS "dbNow"
          FROM task_info WHERE id = ${id} FOR UPDATE`;
        if (row.lockExpireTime && new Date(row.lockExpireTime).getTime() >= new Date(row.dbNow).getTime()) throw new AppError('task.busy');
        const service = taskService(row.service, ctx.config.nodeEnv);
        if (!service) throw new AppError('task.serviceUnknown', { service: row.service ?? '' }, 1001, 'service');
        checkTaskData(service, row.data);
        if (row.lockToken) await recordInterrupted(ctx.db, row);
        const token = newLeaseToken();
        const [claimed] = await ctx.db.$queryRaw<[{ startTime: Date }]>`
          UPDATE task_info SET "lockToken" = ${token}, "lockExpireTime" = now() + ${ctx.tasks.leaseMs}::int * interval '1 millisecond',
            "lastExecuteTime" = now(), "updateTime" = now()
          WHERE id = ${id} RETURNING "lastExecuteTime" AS "startTime"`;
        // The run starts once this claim is committed, outside the request's transaction.
        afterCommit(ctx.db, () => ctx.tasks.execute({ taskId: id, token, service: row.service, data: row.data, planTime: null, startTime: new Date(claimed.startTime) }));
        return ctx.db.taskInfo.findUnique({ where: { id } });
      }),
      rest: { data: () => undefined },
    },
    {
      action: 'log',
      method: 'get',
      summary: '日志',
      graphql: (t) =>
        t.field({
          type: TaskLogPage,
          description: 'Runs of a task, newest first: status, start time, duration, detail (the error message of a failure)',
          args: { id: t.arg.int({ required: true }), page: t.arg.int({ required: false }), size: t.arg.int({ required: false }) },
          resolve: async (_r: unknown, args: { id: number; page?: number | null; size?: number | null }, ctx) => {
            await taskOr404(ctx, args.id);
            const page = args.page ?? 1;
            const size = args.size ?? 20;
            if (!Number.isInteger(page) || page < 1 || page > 1_000_000) throw new AppError('validation.pageSize', { max: MAX_LOG_PAGE_SIZE }, 1001, 'page');
            if (!Number.isInteger(size) || size < 1 || size > MAX_LOG_PAGE_SIZE) throw new AppError('validation.pageSize', { max: MAX_LOG_PAGE_SIZE }, 1001, 'size');
            const where = { taskId: args.id };
            const [list, total] = await Promise.all([
              ctx.db.taskLog.findMany({ where, orderBy: [{ startTime: 'desc' }, { id: 'desc' }], skip: (page - 1) * size, take: size }),
              ctx.db.taskLog.count({ where }),
            ]);
            return { list, pagination: { page, size, total } };
          },
        }),
      // The legacy answer names a run's id `id`.
      rest: { data: (p: { list: Record<string, unknown>[]; pagination: unknown } | null) => p && { ...p, list: p.list.map(({ rowId, ...r }) => ({ id: rowId, ...r })) } },
    },
    {
      action: 'services',
      method: 'get',
      summary: '执行服务',
      perm: 'task:info:page',
      graphql: (t) =>
        t.field({
          type: [TaskServiceInfo],
          description: 'The services a task can run, with their parameters',
          resolve: (_r: unknown, _a: unknown, ctx) =>
            taskServices(ctx.config.nodeEnv).map((s) => ({
              name: s.name,
              label: s.label[ctx.lang as 'zh-cn'],
              description: s.description[ctx.lang as 'zh-cn'],
              params: Object.entries(s.params).map(([name, p]) => ({ name, type: p.type, label: p.label[ctx.lang as 'zh-cn'], required: !!p.required, min: p.min, max: p.max, default: p.default })),
            })),
        }),
    },
  ],
  labels: {
    name: { 'zh-tw': '任務信息', en: 'Task' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      jobId: { 'zh-tw': '任務ID', en: 'Job ID' },
      repeatConf: { 'zh-tw': '重複配置', en: 'Repeat config' },
      name: { 'zh-tw': '名稱', en: 'Name' },
      cron: { 'zh-tw': 'cron', en: 'Cron' },
      limit: { 'zh-tw': '最大執行次數', en: 'Max runs' },
      every: { 'zh-tw': '執行間隔(毫秒)', en: 'Interval (ms)' },
      remark: { 'zh-tw': '備註', en: 'Remarks' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '停止', en: 'Stopped' },
      'status.1': { 'zh-tw': '運行', en: 'Running' },
      startDate: { 'zh-tw': '開始時間', en: 'Start time' },
      endDate: { 'zh-tw': '結束時間', en: 'End time' },
      data: { 'zh-tw': '數據', en: 'Data' },
      service: { 'zh-tw': '執行的服務', en: 'Service to run' },
      type: { 'zh-tw': '類型', en: 'Type' },
      'type.0': { 'zh-tw': '系統', en: 'System' },
      'type.1': { 'zh-tw': '用戶', en: 'User' },
      nextRunTime: { 'zh-tw': '下次執行時間', en: 'Next run time' },
      taskType: { 'zh-tw': '執行方式', en: 'Run mode' },
      'taskType.0': { 'zh-tw': 'cron', en: 'Cron' },
      'taskType.1': { 'zh-tw': '時間間隔', en: 'Interval' },
      lastExecuteTime: { 'zh-tw': '最後執行時間', en: 'Last run time' },
      lockExpireTime: { 'zh-tw': '鎖過期時間', en: 'Lock expiry time' },
      runCount: { 'zh-tw': '已執行次數', en: 'Runs so far' },
      lockToken: { 'zh-tw': '鎖持有者', en: 'Lock holder' },
      i18n: { 'zh-tw': '翻譯', en: 'Translations' },
    },
  },
});

/** zh-tw and en names of the tasks' run log: no entity declares TaskLog. */
registerLabels('TaskLog', {
  name: { 'zh-tw': '任務日誌', en: 'Task log' },
  fields: {
    id: { 'zh-tw': 'ID', en: 'ID' },
    createTime: { 'zh-tw': '創建時間', en: 'Created at' },
    updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
    taskId: { 'zh-tw': '任務ID', en: 'Task ID' },
    status: { 'zh-tw': '狀態', en: 'Status' },
    'status.0': { 'zh-tw': '失敗', en: 'Failed' },
    'status.1': { 'zh-tw': '成功', en: 'Succeeded' },
    detail: { 'zh-tw': '詳情', en: 'Details' },
    startTime: { 'zh-tw': '開始時間', en: 'Started at' },
    duration: { 'zh-tw': '耗時(毫秒)', en: 'Duration (ms)' },
    planTime: { 'zh-tw': '計劃時間', en: 'Scheduled for' },
    message: { 'zh-tw': '詳情訊息', en: 'Detail message' },
  },
});

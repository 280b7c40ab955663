/**
 * The to-do counts of the home page and menu badges: advice waiting for
 * staff (待处理), advice being handled (处理中, shown beside it) and repairs
 * pending (待处理), for the request's communities and only for what the
 * viewer may read. A graphql-ws
 * subscription `todoCounts` pushes them when an advice or a repair is
 * created or changes status; subscribers with the same scope share one
 * count per change. After the event transport between server processes
 * reconnects, every subscriber counts again (changes made meanwhile on
 * other processes were not pushed).
 */
import { builder } from '../../builder.ts';
import type { Ctx } from '../../kernel/context.ts';
import { afterCommit } from '../../kernel/unit-of-work.ts';
import { hasPerm } from '../../auth/viewer.ts';
import { entityByModel, type EntityHooks } from '../../crud/entity.ts';
import { requestCommunities, rowScope } from '../../crud/where.ts';
import { isResync, PROCESS_ID, pubsub } from '../../realtime/pubsub.ts';
import { delegate } from '../../crud/tx.ts';

export interface TodoCounts {
  adviceTodo: number | null;
  adviceProcessing: number | null;
  repairTodo: number | null;
}

/** Advice nobody has taken up yet: 0 待处理 (a staff reply moves it to 处理中). */
export const ADVICE_TODO = [0];
/** Advice taken up and not handled yet: 1 处理中. */
export const ADVICE_PROCESSING = [1];
/** Repairs in this status still need staff: 0 待处理. */
export const REPAIR_TODO = [0];

async function countWhere(ctx: Ctx, model: 'AdviceInfo' | 'RepairInfo', statuses: number[]): Promise<number> {
  const scope = await rowScope(ctx, entityByModel(model)!);
  const where = { AND: [...scope, { status: { in: statuses } }] };
  return model === 'AdviceInfo' ? ctx.db.adviceInfo.count({ where }) : ctx.db.repairInfo.count({ where });
}

export async function adviceTodo(ctx: Ctx): Promise<number> {
  return countWhere(ctx, 'AdviceInfo', ADVICE_TODO);
}

export async function adviceProcessing(ctx: Ctx): Promise<number> {
  return countWhere(ctx, 'AdviceInfo', ADVICE_PROCESSING);
}

export async function repairTodo(ctx: Ctx): Promise<number> {
  return countWhere(ctx, 'RepairInfo', REPAIR_TODO);
}

/** Both counts; null for what the viewer may not read. */
export async function todoCounts(ctx: Ctx): Promise<TodoCounts> {
  const mayAdvice = hasPerm(ctx.viewer, ['business:advice:info:page', 'comm:count:adviceTodo']);
  const mayRepair = hasPerm(ctx.viewer, ['business:repair:info:page', 'comm:count:repairTodo']);
  const [a, p, r] = await Promise.all([mayAdvice ? adviceTodo(ctx) : null, mayAdvice ? adviceProcessing(ctx) : null, mayRepair ? repairTodo(ctx) : null]);
  return { adviceTodo: a, adviceProcessing: p, repairTodo: r };
}

/** Hooks of a to-do entity (advice, repairs): creating or deleting one changes the counts. */
export function todoHooks(model: 'adviceInfo' | 'repairInfo'): Pick<EntityHooks, 'afterWrite' | 'afterDelete' | 'afterRestore'> {
  return {
    async afterWrite(_ctx, tx, id, _input, mode) {
      if (mode === 'add') todoChanged(tx, ((await delegate(tx, model).findUnique({ where: { id }, select: { areaId: true } }))?.areaId as number | null | undefined) ?? null);
    },
    afterDelete(_ctx, tx) {
      todoChanged(tx, null);
    },
    afterRestore(_ctx, tx) {
      todoChanged(tx, null);
    },
  };
}

/** Tells subscribers, once the change written through `db` is committed, that the to-dos of a community changed. */
export function todoChanged(db: object, areaId: number | null): void {
  afterCommit(db, () => pubsub.publish('todo', { areaId, seq: `${PROCESS_ID}.${++seq}` }));
}
let seq = 0;

// After the event transport between server processes reconnected, changes made on other processes meanwhile
// were never pushed here: every todoCounts subscriber of this process counts again, through an event of
// every community delivered in this process only (receive: not sent on to the others, which resync themselves).
pubsub.tap((topic, args) => {
  if (isResync(topic, args)) pubsub.receive('todo', [{ areaId: null, seq: `${PROCESS_ID}.resync.${++seq}` }]);
});

/** One count per change and scope, shared by the subscribers of that scope. */
const shared = new Map<string, Promise<TodoCounts>>();

function scopeKey(ctx: Ctx): string {
  const v = ctx.viewer;
  const communities = requestCommunities(ctx);
  const perms = [hasPerm(v, ['business:advice:info:page', 'comm:count:adviceTodo']), hasPerm(v, ['business:repair:info:page', 'comm:count:repairTodo'])];
  return JSON.stringify([communities ? [...communities].sort((a, b) => a - b) : 'all', perms]);
}

function countsFor(ctx: Ctx, event: string): Promise<TodoCounts> {
  const key = `${event}:${scopeKey(ctx)}`;
  let p = shared.get(key);
  if (!p) {
    p = todoCounts(ctx);
    shared.set(key, p);
    // Kept just long enough for the other subscribers of this change.
    setTimeout(() => shared.delete(key), 2000).unref();
  }
  return p;
}

async function* todoEvents(ctx: Ctx, communities: number[] | null): AsyncGenerator<TodoCounts> {
  const events = pubsub.subscribe('todo');
  yield await todoCounts(ctx);
  for await (const e of events) {
    if (communities && e.areaId !== null && !communities.includes(e.areaId)) continue;
    yield await countsFor(ctx, e.seq);
  }
}

const TodoCountsRef = builder.objectRef<TodoCounts>('TodoCounts').implement({
  description: 'To-do counts of the selected community (null where the viewer may not read)',
  fields: (t) => ({
    adviceTodo: t.int({ nullable: true, description: 'Advice nobody has taken up yet (待处理)', resolve: (c) => c.adviceTodo }),
    adviceProcessing: t.int({ nullable: true, description: 'Advice taken up and not handled yet (处理中)', resolve: (c) => c.adviceProcessing }),
    repairTodo: t.int({ nullable: true, description: 'Repairs pending (待处理)', resolve: (c) => c.repairTodo }),
  }),
});

builder.subscriptionField('todoCounts', (t) =>
  t.field({
    type: TodoCountsRef,
    description: 'The to-do counts now, then again whenever an advice or a repair of the communities in view is created or changes status',
    authScopes: { loggedIn: true },
    subscribe: (_r, _a, ctx) => {
      // Checked when subscribing, not at the first event: a selected community the viewer does not hold is refused
      // at once, also when the subscription is checked again after a change of rights (graphql/live-sockets.ts).
      const communities = requestCommunities(ctx);
      return todoEvents(ctx, communities);
    },
    resolve: (counts) => counts,
  }),
);

/**
 * The registry of task services: a task names one of these (never code of
 * its own), and its JSON `data` is checked against the service's declared
 * parameters before it is saved. Services are registered by
 * server/tasks/builtin.ts; test-only services exist only under NODE_ENV=test.
 */
import { AppError } from '../kernel/errors.ts';
import { parseJsonInput } from '../kernel/text-input.ts';
import type { Ctx } from '../kernel/context.ts';
import type { Lang, MessageKey } from '../kernel/i18n/messages.ts';

export type Translated = Record<Lang, string>;

export interface TaskParam {
  type: 'int' | 'string' | 'boolean';
  label: Translated;
  required?: boolean;
  /** Inclusive bounds of an int. */
  min?: number;
  max?: number;
  /** The value the service uses when the data leaves it out. */
  default?: number | string | boolean;
}

export interface TaskService {
  /** Stable name stored in task_info.service, e.g. 'log.purge'. */
  name: string;
  label: Translated;
  description: Translated;
  params: Record<string, TaskParam>;
  /** Registered only when NODE_ENV=test (the scheduler's own tests). */
  testOnly?: boolean;
  /**
   * Does the work with a system context (its db is the database, not a
   * request's transaction; no viewer). Answers the detail kept in the task
   * log: a message (key and parameters of the server catalogue, shown in
   * the reader's language) or a text shown as it is; a throw is logged as a
   * failure with its message.
   */
  run(ctx: Ctx, data: Record<string, unknown>): Promise<string | TaskMessage | void>;
}

/** A run's detail as a catalogue message, translated when the log is read (modules/task/info.ts). */
export interface TaskMessage {
  key: MessageKey;
  params?: Record<string, unknown>;
}

const registry = new Map<string, TaskService>();

export function defineTaskService(service: TaskService): TaskService {
  if (registry.has(service.name)) throw new Error(`Task service ${service.name} defined twice`);
  registry.set(service.name, service);
  return service;
}

function visible(s: TaskService, nodeEnv: string): boolean {
  return !s.testOnly || nodeEnv === 'test';
}

/** The service of that name, when it exists in this process's mode. */
export function taskService(name: string | null | undefined, nodeEnv: string): TaskService | undefined {
  const s = name ? registry.get(name) : undefined;
  return s && visible(s, nodeEnv) ? s : undefined;
}

export function taskServices(nodeEnv: string): TaskService[] {
  return [...registry.values()].filter((s) => visible(s, nodeEnv));
}

/** Parses stored data text; blank means {}. Throws task.dataJson for anything but an object. */
export function parseTaskData(raw: string | null | undefined): Record<string, unknown> {
  if (raw === null || raw === undefined || raw.trim() === '') return {};
  // Parsed and judged as input (kernel/text-input.ts), as the values a run receives.
  const value = parseJsonInput(raw, () => new AppError('task.dataJson', {}, 1001, 'data'), 'data');
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new AppError('task.dataJson', {}, 1001, 'data');
  return value as Record<string, unknown>;
}

/** The data a run receives: the stored values checked against the parameters, with defaults filled in. */
export function checkTaskData(service: TaskService, raw: string | null | undefined): Record<string, unknown> {
  const data = parseTaskData(raw);
  for (const key of Object.keys(data)) {
    if (!(key in service.params)) throw new AppError('task.paramUnknown', { service: service.name, param: key }, 1001, 'data');
  }
  const out: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(service.params)) {
    const v = data[name];
    if (v === undefined || v === null || v === '') {
      if (p.required && p.default === undefined) throw new AppError('task.paramRequired', { param: name }, 1001, 'data');
      if (p.default !== undefined) out[name] = p.default;
      continue;
    }
    const typeName = { key: p.type === 'int' ? 'task.typeInt' : p.type === 'string' ? 'task.typeString' : 'task.typeBoolean' };
    if (p.type === 'int') {
      if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw new AppError('task.paramType', { param: name, type: typeName }, 1001, 'data');
      if ((p.min !== undefined && v < p.min) || (p.max !== undefined && v > p.max)) {
        throw new AppError('task.paramRange', { param: name, min: p.min ?? '-∞', max: p.max ?? '∞' }, 1001, 'data');
      }
    } else if (p.type === 'string') {
      if (typeof v !== 'string' || v.length > 1000) throw new AppError('task.paramType', { param: name, type: typeName }, 1001, 'data');
    } else if (typeof v !== 'boolean') {
      throw new AppError('task.paramType', { param: name, type: typeName }, 1001, 'data');
    }
    out[name] = v;
  }
  return out;
}

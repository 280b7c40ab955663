/**
 * The extension points a plugin can configure (its `hook`), and the small
 * JSON Schema subset a plugin's configuration is described with. A plugin
 * never brings code: a hook is code of this product that reads the enabled
 * plugin's configuration.
 *
 * - `storage`: uploads go to an S3-compatible bucket (files/service.ts asks
 *   for the enabled storage plugin at every upload, and writes down where
 *   each file went; a plugin's files are read only while it is enabled).
 * - `notify`: a webhook (an SMS or messaging gateway) receives a JSON POST
 *   when a notice is published or an advice is answered (plugins/notify.ts).
 *
 * At most one enabled plugin per hook.
 */
import type { MessageKey } from '../kernel/i18n/messages.ts';

export type PropType = 'string' | 'number' | 'integer' | 'boolean';

export interface ConfigProperty {
  type: PropType;
  title?: string;
  description?: string;
  default?: unknown;
  enum?: (string | number)[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** 'password' (a masked input) or 'uri' (http/https address). */
  format?: 'password' | 'uri';
}

export interface ConfigSchema {
  type: 'object';
  title?: string;
  properties: Record<string, ConfigProperty>;
  required?: string[];
}

interface HookDecl {
  /**
   * Settings the product reads, with their types; `required` ones must be set
   * to enable a plugin of this hook; `secret` ones are never output or
   * logged, whatever the plugin's schema says (see secretSettings);
   * `outbound` ones are addresses the server calls: checked by the outbound
   * guard (http/outbound.ts) when saved and when the plugin is enabled.
   */
  reads: Record<string, { type: PropType; required?: boolean; format?: 'uri'; secret?: boolean; outbound?: boolean }>;
}

export const HOOKS = {
  storage: {
    reads: {
      bucket: { type: 'string', required: true },
      endpoint: { type: 'string', format: 'uri', outbound: true },
      region: { type: 'string' },
      accessKeyId: { type: 'string' },
      secretAccessKey: { type: 'string', secret: true },
      forcePathStyle: { type: 'boolean' },
      prefix: { type: 'string' },
    },
  },
  notify: {
    reads: {
      url: { type: 'string', required: true, format: 'uri', outbound: true },
      secret: { type: 'string', secret: true },
    },
  },
} satisfies Record<string, HookDecl>;

export type HookName = keyof typeof HOOKS;

export function isHook(name: unknown): name is HookName {
  return typeof name === 'string' && Object.hasOwn(HOOKS, name);
}

const KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/** Whether a value is a schema this product can build a form from and check; the reason (English, technical) when not. */
export function checkConfigSchema(schema: unknown): string | null {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return 'must be an object';
  const s = schema as Record<string, unknown>;
  if (s.type !== 'object') return 'type must be "object"';
  const props = s.properties ?? {};
  if (typeof props !== 'object' || Array.isArray(props) || props === null) return 'properties must be an object';
  const names = Object.keys(props);
  if (names.length > 50) return 'at most 50 properties';
  for (const name of names) {
    if (!KEY.test(name)) return `property name "${name.slice(0, 40)}" must be letters, digits or _`;
    const p = (props as Record<string, unknown>)[name] as Record<string, unknown> | null;
    if (!p || typeof p !== 'object' || Array.isArray(p)) return `property "${name}" must be an object`;
    if (!TYPES.has(p.type as string)) return `property "${name}" type must be string, number, integer or boolean`;
    for (const k of ['title', 'description'] as const) if (p[k] !== undefined && (typeof p[k] !== 'string' || (p[k] as string).length > 500)) return `property "${name}" ${k} must be a string`;
    if (p.enum !== undefined && (!Array.isArray(p.enum) || p.enum.length === 0 || p.enum.length > 100 || p.enum.some((v: unknown) => typeof v !== 'string' && typeof v !== 'number'))) return `property "${name}" enum must list strings or numbers`;
    for (const k of ['maxLength', 'minimum', 'maximum'] as const) if (p[k] !== undefined && typeof p[k] !== 'number') return `property "${name}" ${k} must be a number`;
    if (p.format !== undefined && p.format !== 'password' && p.format !== 'uri') return `property "${name}" format must be password or uri`;
    if (p.default !== undefined && valueProblem(p as unknown as ConfigProperty, p.default)) return `property "${name}" default does not match its type`;
  }
  if (s.required !== undefined && (!Array.isArray(s.required) || s.required.some((r) => typeof r !== 'string' || !names.includes(r)))) return 'required must list declared properties';
  return null;
}

/**
 * The secret settings of a plugin: its schema's `format: "password"`
 * properties and those its hook declares secret. Masked on output, kept
 * when an update sends the mask back, redacted in the log and the recycle
 * bin (crud/json-secrets.ts, declared on plugin/info).
 */
export function secretSettings(schema: unknown, hook: unknown): string[] {
  const out = new Set<string>();
  const props = (schema as { properties?: unknown } | null)?.properties;
  if (props && typeof props === 'object') {
    for (const [name, p] of Object.entries(props as Record<string, { format?: unknown } | null>)) if (p?.format === 'password') out.add(name);
  }
  if (isHook(hook)) for (const [name, r] of Object.entries(HOOKS[hook].reads) as [string, { secret?: boolean }][]) if (r.secret) out.add(name);
  return [...out];
}

export function defaultsOf(schema: ConfigSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(schema.properties ?? {})) if (p.default !== undefined) out[name] = p.default;
  return out;
}

export interface ConfigProblem {
  field: string;
  reason: MessageKey;
  params?: Record<string, unknown>;
}

function valueProblem(p: ConfigProperty, v: unknown): ConfigProblem['reason'] | null {
  return valueCheck(p, v)?.reason ?? null;
}

function valueCheck(p: ConfigProperty, v: unknown): Omit<ConfigProblem, 'field'> | null {
  const typeName = { string: 'string', number: 'number', integer: 'integer', boolean: 'boolean' }[p.type];
  if (p.type === 'string' && typeof v !== 'string') return { reason: 'plugin.configType', params: { type: typeName } };
  if ((p.type === 'number' || p.type === 'integer') && (typeof v !== 'number' || !Number.isFinite(v) || (p.type === 'integer' && !Number.isInteger(v)))) return { reason: 'plugin.configType', params: { type: typeName } };
  if (p.type === 'boolean' && typeof v !== 'boolean') return { reason: 'plugin.configType', params: { type: typeName } };
  if (p.enum && !p.enum.includes(v as string | number)) return { reason: 'plugin.configEnum', params: { values: p.enum.join(', ') } };
  if (typeof v === 'string') {
    const max = Math.min(p.maxLength ?? 2000, 2000);
    if ([...v].length > max) return { reason: 'plugin.configTooLong', params: { max } };
    if (p.format === 'uri' && v !== '' && !/^https?:\/\/[^\s]+$/i.test(v)) return { reason: 'plugin.configUrl' };
  }
  if (typeof v === 'number' && ((p.minimum !== undefined && v < p.minimum) || (p.maximum !== undefined && v > p.maximum))) return { reason: 'plugin.configRange', params: { min: p.minimum ?? '-∞', max: p.maximum ?? '∞' } };
  return null;
}

/** Checks a configuration against its plugin's schema; the first problem, or null. */
export function configProblem(schema: ConfigSchema, config: unknown): ConfigProblem | null {
  if (!config || typeof config !== 'object' || Array.isArray(config)) return { field: 'config', reason: 'plugin.configType', params: { type: 'object' } };
  const c = config as Record<string, unknown>;
  const props = schema.properties ?? {};
  for (const name of Object.keys(c)) if (!Object.hasOwn(props, name)) return { field: name, reason: 'plugin.configUnknown' };
  for (const name of schema.required ?? []) if (c[name] === undefined || c[name] === null || c[name] === '') return { field: name, reason: 'plugin.configRequired' };
  for (const [name, p] of Object.entries(props)) {
    if (c[name] === undefined || c[name] === null) continue;
    const bad = valueCheck(p, c[name]);
    if (bad) return { field: name, ...bad };
  }
  return null;
}

/** What the hook itself needs to work (checked when a plugin is enabled, and when an enabled plugin's configuration changes). */
export function hookProblem(hook: HookName, config: Record<string, unknown>): ConfigProblem | null {
  for (const [name, r] of Object.entries(HOOKS[hook].reads) as [string, { type: PropType; required?: boolean; format?: 'uri' }][]) {
    const v = config[name];
    if (v === undefined || v === null || v === '') {
      if (r.required) return { field: name, reason: 'plugin.configRequired' };
      continue;
    }
    const bad = valueCheck({ type: r.type, format: r.format }, v);
    if (bad) return { field: name, ...bad };
  }
  return null;
}

/**
 * The settings of a hook the server calls (an S3 endpoint, a webhook URL)
 * with their values in a configuration. A plugin's own `format: "uri"`
 * properties that its hook does not read are never called, so they are not
 * among them.
 */
export function outboundSettings(hook: unknown, config: unknown): { field: string; url: string }[] {
  if (!isHook(hook) || !config || typeof config !== 'object') return [];
  const out: { field: string; url: string }[] = [];
  for (const [name, r] of Object.entries(HOOKS[hook].reads) as [string, { outbound?: boolean }][]) {
    const v = (config as Record<string, unknown>)[name];
    if (r.outbound && typeof v === 'string' && v.trim() !== '') out.push({ field: name, url: v.trim() });
  }
  return out;
}

/**
 * Front-end plugins (plugin/client, the screen /helper/plugins/vue): the web
 * client's own extension points — the rich-text editor, the charts, the
 * export formats, the upload control — with the library and version behind
 * each, whether it is on, and the settings a staff user may change, kept on
 * the server (table plugin_client, one row per point changed; a point
 * without a row has its defaults). Every logged-in user reads them
 * (base/comm/clientPlugins: the client applies them on every screen);
 * changing one (plugin/client/update) needs plugin:client:update. What each setting does is in docs/frontend-plugins.md.
 *
 * The points are declared here, once: their keys, libraries, whether they
 * may be switched off and their settings' types, bounds and defaults. Names,
 * descriptions and setting labels are messages of the server catalogue
 * (catalogue/client-plugins.ts), answered in the reader's language.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builder } from '../../builder.ts';
import { defineController } from '../../crud/define.ts';
import type { OperationDecl } from '../../crud/entity.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Ctx } from '../../kernel/context.ts';
import { MAX_FILES } from '../../files/service.ts';
import { registerLabels } from '../../kernel/i18n/labels.ts';

export type ClientSetting =
  | { type: 'boolean'; default: boolean }
  | { type: 'enum'; values: readonly string[]; default: string }
  | { type: 'int'; min: number; max: number; default: number };

export interface ClientPluginDecl {
  key: string;
  /** The npm package the point is built on (its version is the one the product pins), or null for the product's own code. */
  library: string | null;
  /** Whether a staff user may switch it off (what the client then does instead: docs/frontend-plugins.md). */
  canDisable: boolean;
  settings: Record<string, ClientSetting>;
}

export const CLIENT_PLUGINS: readonly ClientPluginDecl[] = [
  { key: 'richText', library: '@tiptap/core', canDisable: true, settings: { tables: { type: 'boolean', default: true } } },
  { key: 'charts', library: 'recharts', canDisable: false, settings: {} },
  { key: 'export', library: 'exceljs', canDisable: false, settings: { formats: { type: 'enum', values: ['both', 'csv', 'xlsx'], default: 'both' } } },
  { key: 'upload', library: null, canDisable: false, settings: { maxFiles: { type: 'int', min: 1, max: MAX_FILES, default: MAX_FILES } } },
];

const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8')) as {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/** The version the product pins of a library (its own version for its own code). */
export function versionOf(library: string | null): string {
  if (!library) return pkg.version;
  return (pkg.dependencies?.[library] ?? pkg.devDependencies?.[library] ?? '').replace(/^[\^~]/, '');
}

type Values = Record<string, boolean | string | number>;

function defaults(p: ClientPluginDecl): Values {
  return Object.fromEntries(Object.entries(p.settings).map(([k, s]) => [k, s.default]));
}

/** Stored values still valid for the point (a value the declaration no longer allows falls back to its default). */
function kept(p: ClientPluginDecl, stored: unknown): Values {
  const out = defaults(p);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return out;
  for (const [k, v] of Object.entries(stored as Record<string, unknown>)) {
    const s = p.settings[k];
    if (s && valid(s, v)) out[k] = v as boolean | string | number;
  }
  return out;
}

function valid(s: ClientSetting, v: unknown): boolean {
  if (s.type === 'boolean') return typeof v === 'boolean';
  if (s.type === 'enum') return typeof v === 'string' && s.values.includes(v);
  return typeof v === 'number' && Number.isInteger(v) && v >= s.min && v <= s.max;
}

interface SettingView {
  key: string;
  type: string;
  label: string;
  value: boolean | string | number;
  default: boolean | string | number;
  options: { value: string; label: string }[] | null;
  min: number | null;
  max: number | null;
}

interface PluginView {
  key: string;
  name: string;
  description: string;
  library: string | null;
  version: string;
  enabled: boolean;
  canDisable: boolean;
  settings: SettingView[];
  updateTime: Date | null;
}

function view(ctx: Ctx, p: ClientPluginDecl, row: { status: number; config: unknown; updateTime: Date } | undefined): PluginView {
  const values = kept(p, row?.config);
  const t = (k: string) => ctx.t(`clientPlugin.${p.key}.${k}`);
  return {
    key: p.key,
    name: t('name'),
    description: t('description'),
    library: p.library,
    version: versionOf(p.library),
    enabled: !p.canDisable || (row?.status ?? 1) === 1,
    canDisable: p.canDisable,
    settings: Object.entries(p.settings).map(([k, s]) => ({
      key: k,
      type: s.type,
      label: t(k),
      value: values[k]!,
      default: s.default,
      options: s.type === 'enum' ? s.values.map((v) => ({ value: v, label: t(`${k}.${v}`) })) : null,
      min: s.type === 'int' ? s.min : null,
      max: s.type === 'int' ? s.max : null,
    })),
    updateTime: row?.updateTime ?? null,
  };
}

async function list(ctx: Ctx): Promise<PluginView[]> {
  const rows = await ctx.db.pluginClient.findMany({ select: { keyName: true, status: true, config: true, updateTime: true } });
  const byKey = new Map(rows.map((r) => [r.keyName, r]));
  return CLIENT_PLUGINS.map((p) => view(ctx, p, byKey.get(p.key)));
}

/** Sets a point on or off and changes some of its settings (the others are kept); refuses what the declaration does not allow. */
async function update(ctx: Ctx, input: { key: string; enabled?: boolean | null; settings?: unknown }): Promise<PluginView> {
  const p = CLIENT_PLUGINS.find((x) => x.key === input.key);
  if (!p) throw new AppError('clientPlugin.unknown', { key: String(input.key).slice(0, 50) }, 1001, 'key');
  if (input.enabled === false && !p.canDisable) throw new AppError('clientPlugin.cannotDisable', { name: ctx.t(`clientPlugin.${p.key}.name`) }, 1001, 'enabled');
  const row = await ctx.db.pluginClient.findUnique({ where: { keyName: p.key } });
  const values = kept(p, row?.config);
  if (input.settings !== undefined && input.settings !== null) {
    if (typeof input.settings !== 'object' || Array.isArray(input.settings)) throw new AppError('clientPlugin.settingsInvalid', {}, 1001, 'settings');
    for (const [k, v] of Object.entries(input.settings as Record<string, unknown>)) {
      const s = p.settings[k];
      if (!s) throw new AppError('clientPlugin.unknownSetting', { setting: k.slice(0, 50) }, 1001, k);
      if (!valid(s, v)) {
        const allowed = s.type === 'boolean' ? 'true / false' : s.type === 'enum' ? s.values.join(', ') : `${s.min}–${s.max}`;
        throw new AppError('clientPlugin.settingInvalid', { setting: ctx.t(`clientPlugin.${p.key}.${k}`), allowed }, 1001, k);
      }
      values[k] = v as boolean | string | number;
    }
  }
  const status = input.enabled === undefined || input.enabled === null ? (row?.status ?? 1) : input.enabled ? 1 : 0;
  const saved = await ctx.db.pluginClient.upsert({
    where: { keyName: p.key },
    create: { keyName: p.key, status, config: values },
    update: { status, config: values },
    select: { status: true, config: true, updateTime: true },
  });
  return view(ctx, p, saved);
}

const ClientPluginSetting = builder.objectRef<SettingView>('ClientPluginSetting').implement({
  description: 'A setting of a front-end plugin: its type (boolean, enum, int), label in the request language, value and default, and its choices or bounds',
  fields: (t) => ({
    key: t.exposeString('key'),
    type: t.exposeString('type'),
    label: t.exposeString('label'),
    value: t.field({ type: 'JSON', resolve: (s) => s.value }),
    default: t.field({ type: 'JSON', resolve: (s) => s.default }),
    options: t.field({ type: 'JSON', nullable: true, description: 'enum: [{value, label}]', resolve: (s) => s.options }),
    min: t.int({ nullable: true, resolve: (s) => s.min }),
    max: t.int({ nullable: true, resolve: (s) => s.max }),
  }),
});

const ClientPlugin = builder.objectRef<PluginView>('ClientPlugin').implement({
  description: "One of the web client's extension points: name and description in the request language, the library and version it is built on, whether it is on, and its settings",
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    library: t.exposeString('library', { nullable: true, description: 'The npm package behind it (null: the product’s own code)' }),
    version: t.exposeString('version'),
    enabled: t.exposeBoolean('enabled'),
    canDisable: t.exposeBoolean('canDisable'),
    settings: t.field({ type: [ClientPluginSetting], resolve: (p) => p.settings }),
    updateTime: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.updateTime }),
  }),
});

const ClientPluginInput = builder.inputType('ClientPluginUpdateInput', {
  fields: (t) => ({
    key: t.string({ required: true, description: 'richText, charts, export or upload' }),
    enabled: t.boolean({ required: false, description: 'Switch it on or off (only those that can be switched off)' }),
    settings: t.field({ type: 'JSON', required: false, description: 'Settings to change: { name: value }; the others are kept' }),
  }),
});

/**
 * The list is one of the calls every logged-in user may make (every screen
 * applies the settings), so it is served with them: GET /admin/base/comm/clientPlugins
 * (modules/base/comm.ts lists this operation).
 */
export const clientPluginsOperation: OperationDecl = {
  action: 'clientPlugins',
  method: 'get',
  summary: '前端插件设置',
  access: 'login',
  field: 'clientPlugins',
  graphql: (t) => t.field({ type: [ClientPlugin], description: "The web client's extension points and their settings", resolve: (_r: unknown, _a: unknown, ctx: Ctx) => list(ctx) }),
};

defineController({
  prefix: 'plugin/client',
  type: 'ClientPlugin',
  operations: [
    {
      action: 'update',
      method: 'post',
      summary: '修改前端插件',
      field: 'clientPluginUpdate',
      graphql: (t) =>
        t.field({
          type: ClientPlugin,
          description: 'Switches a front-end plugin on or off and changes its settings (perm plugin:client:update)',
          args: { input: t.arg({ type: ClientPluginInput, required: true }) },
          resolve: (_r: unknown, { input }: { input: { key: string; enabled?: boolean | null; settings?: unknown } }, ctx: Ctx) => update(ctx, input),
        }),
      rest: { args: (b) => ({ input: b }) },
    },
  ],
});

/** zh-tw and en names of the plugins' clients: no entity declares PluginClient. */
registerLabels('PluginClient', {
  name: { 'zh-tw': '前端插件', en: 'Front-end plugin' },
  fields: {
    id: { 'zh-tw': 'ID', en: 'ID' },
    createTime: { 'zh-tw': '創建時間', en: 'Created at' },
    updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
    keyName: { 'zh-tw': '標識', en: 'Key' },
    status: { 'zh-tw': '狀態', en: 'Status' },
    'status.0': { 'zh-tw': '禁用', en: 'Disabled' },
    'status.1': { 'zh-tw': '啟用', en: 'Enabled' },
    config: { 'zh-tw': '配置', en: 'Settings' },
  },
});

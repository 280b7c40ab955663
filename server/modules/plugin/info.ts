/**
 * Installed plugins (plugin/info). A plugin is declarative: a zip package
 * with plugin.json, a readme and a logo (plugins/package.ts), configuring
 * one of the product's hooks (plugins/hooks.ts: `storage`, `notify`). No
 * code from a package is ever loaded or run.
 *
 * install (multipart `files` + `force`) answers nothing on success, or
 * {type, message}:
 * - 0: the package is refused (unsafe, oversize, zip bomb, no or invalid
 *   plugin.json); nothing is written; force does not help.
 * - 1: the same keyName is installed at the same version (force reinstalls).
 * - 2: the same keyName is installed at another version (force replaces).
 * - 3: the package's hook is served by another enabled plugin: the client
 *   resends with force without asking and the plugin is installed disabled.
 * A reinstall keeps the configuration (the keys the new schema still
 * declares, checked again) and the status, unless the hook changed.
 *
 * enable (id, status, force) switches a plugin on or off; a hook has at
 * most one enabled plugin: enabling a second answers {type: 1, message}
 * (switch?) and with force disables the other. Uninstall is the generic
 * delete (to the recycle bin).
 */
import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/define.ts';
import { addRow } from '../../crud/service.ts';
import { operationPerm, permOf, actionsOf, resources, operationsOf } from '../../crud/entity.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Ctx } from '../../kernel/context.ts';
import type { Tx } from '../../crud/tx.ts';
import { PackageError, readPluginPackage, MAX_PACKAGE_BYTES, type PluginPackage } from '../../plugins/package.ts';
import { configProblem, hookProblem, isHook, outboundSettings, secretSettings, type ConfigProblem, type ConfigSchema } from '../../plugins/hooks.ts';
import { outboundOf } from '../../http/outbound.ts';
import { sysMenu } from '../base/menu.ts';
import { PLUGIN_CODE, PLUGIN_MANIFEST, PLUGIN_SOURCES } from './shapes.ts';

export interface InstallAnswer {
  type: number;
  message: string;
}

const PluginAnswer = builder.objectRef<InstallAnswer>('PluginAnswer').implement({
  description: 'A plugin call that needs a decision: type 0 error (shown, nothing done), 1 or 2 warning (the client may resend with force), 3 resolved by resending with force without asking',
  fields: (t) => ({
    type: t.exposeInt('type'),
    message: t.exposeString('message'),
  }),
});

function configError(ctx: Ctx, p: ConfigProblem): AppError {
  return new AppError('plugin.configInvalid', { field: p.field, reason: ctx.t(p.reason, p.params ?? {}) }, 1001, 'config');
}

function schemaOf(pluginJson: unknown): ConfigSchema | null {
  const c = (pluginJson as { config?: unknown } | null)?.config;
  return c && typeof c === 'object' ? (c as ConfigSchema) : null;
}

/** Refuses a configuration its plugin's schema (and, when the plugin serves its hook, the hook) does not accept. */
function checkConfig(ctx: Ctx, pluginJson: unknown, hook: string | null, enabled: boolean, config: unknown): void {
  const schema = schemaOf(pluginJson);
  if (schema) {
    const p = configProblem(schema, config ?? {});
    if (p) throw configError(ctx, p);
  }
  if (enabled && isHook(hook)) {
    const p = hookProblem(hook, (config ?? {}) as Record<string, unknown>);
    if (p) throw configError(ctx, p);
  }
}

/**
 * The first address of a configuration its hook would call that the
 * outbound guard refuses (an internal address, a metadata service…), as
 * the translated problem naming the setting; null when there is none.
 */
async function destinationProblem(ctx: Ctx, hook: unknown, config: unknown): Promise<{ field: string; reason: string } | null> {
  for (const { field, url } of outboundSettings(hook, config)) {
    const refused = await outboundOf(ctx.config).check(url);
    if (refused) return { field, reason: ctx.t(refused.key, refused.asMessage().params) };
  }
  return null;
}

/** Refuses (1001, naming the setting) a configuration whose hook would call an address the outbound guard refuses. */
async function checkDestinations(ctx: Ctx, hook: unknown, config: unknown): Promise<void> {
  const p = await destinationProblem(ctx, hook, config);
  if (p) throw new AppError('plugin.configInvalid', p, 1001, 'config');
}

async function enabledOn(tx: Tx, hook: string, exceptId: number | null) {
  return tx.pluginInfo.findFirst({ where: { hook, status: 1, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true, name: true } });
}

/** The part of an old configuration the new schema still accepts, over the new defaults. */
function carriedConfig(pkg: PluginPackage, old: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = { ...pkg.defaults };
  if (old && typeof old === 'object' && !Array.isArray(old)) {
    for (const [k, v] of Object.entries(old)) {
      if (!Object.hasOwn(pkg.manifest.config.properties ?? {}, k)) continue;
      if (!configProblem({ type: 'object', properties: { [k]: pkg.manifest.config.properties[k]! } }, { [k]: v })) out[k] = v;
    }
  }
  return out;
}

/** Installs plugin packages (the install operation; the demo seed installs its sample through it). */
export async function install(ctx: Ctx, files: unknown, force: boolean): Promise<InstallAnswer | null> {
  const list = Array.isArray(files) ? files : files ? [files] : [];
  const err = (key: Parameters<Ctx['t']>[0], params: Record<string, unknown> = {}): InstallAnswer => ({ type: 0, message: ctx.t(key, params) });
  if (list.length === 0 || list.length > 9) return err('plugin.noFile');
  // Every package is read and checked before anything is written.
  const packages: PluginPackage[] = [];
  for (const f of list) {
    if (!f || typeof (f as Blob).arrayBuffer !== 'function') return err('plugin.noFile');
    const file = f as File;
    if (file.size > MAX_PACKAGE_BYTES) return err('plugin.tooLarge', { mb: MAX_PACKAGE_BYTES / 1024 / 1024 });
    try {
      packages.push(readPluginPackage(new Uint8Array(await file.arrayBuffer())));
    } catch (e) {
      if (e instanceof PackageError) return { type: 0, message: `${String(file.name ?? '').slice(0, 100)}: ${ctx.t(e.key, e.params)}` };
      throw e;
    }
  }
  const keys = packages.map((p) => p.manifest.keyName);
  if (new Set(keys).size !== keys.length) return err('plugin.manifestField', { field: 'keyName', reason: 'duplicate' });
  const tx = ctx.db;
  // The configuration each package would get (its defaults, or what it keeps) calls no refused address.
  for (const pkg of packages) {
    const old = await tx.pluginInfo.findUnique({ where: { keyName: pkg.manifest.keyName }, select: { config: true } });
    const p = await destinationProblem(ctx, pkg.manifest.hook, carriedConfig(pkg, old?.config));
    if (p) return { type: 0, message: ctx.t('plugin.configInvalid', p) };
  }
  if (!force) {
    for (const { manifest: m } of packages) {
      const old = await tx.pluginInfo.findUnique({ where: { keyName: m.keyName }, select: { version: true } });
      if (old && old.version === m.version) return { type: 1, message: ctx.t('plugin.sameVersion', { name: m.name, keyName: m.keyName, version: m.version }) };
      if (old) return { type: 2, message: ctx.t('plugin.otherVersion', { name: m.name, keyName: m.keyName, version: m.version, installed: old.version ?? '-' }) };
    }
    for (const { manifest: m } of packages) {
      const other = await tx.pluginInfo.findFirst({ where: { hook: m.hook, status: 1, keyName: { not: m.keyName } }, select: { name: true } });
      if (other) return { type: 3, message: ctx.t('plugin.hookBusy', { hook: m.hook, other: other.name }) };
    }
  }
  for (const pkg of packages) {
    const m = pkg.manifest;
    const old = await tx.pluginInfo.findUnique({ where: { keyName: m.keyName }, select: { id: true, config: true, status: true, hook: true } });
    const config = carriedConfig(pkg, old?.config);
    const values = {
      name: m.name,
      description: m.description || null,
      hook: m.hook,
      readme: pkg.readme || null,
      version: m.version,
      logo: pkg.logo,
      author: m.author || null,
      pluginJson: m as object,
      config: config as object,
    };
    // Kept enabled only when it serves the same hook, alone, with a configuration the hook accepts.
    const keepOn =
      old?.status === 1 && old.hook === m.hook && !(await enabledOn(tx, m.hook, old.id)) && !configProblem(m.config, config) && !hookProblem(m.hook, config);
    if (old) await tx.pluginInfo.update({ where: { id: old.id }, data: { ...values, status: keepOn ? 1 : 0 } });
    else await tx.pluginInfo.create({ data: { ...values, keyName: m.keyName, status: 0 } });
  }
  return null;
}

/**
 * Switches a plugin on (1) or off (0): the one function behind `enable` and
 * a status sent through `update` (the source client's switch sends
 * `plugin/info/update {id, status}`). Turning one on checks its hook and
 * configuration, and that no other enabled plugin serves the hook: when one
 * does, it answers that plugin (nothing written) unless `force`, which turns
 * the other off.
 */
async function switchPlugin(ctx: Ctx, tx: Tx, id: number, status: unknown, force: boolean): Promise<{ taken: { hook: string; other: string; name: string } } | null> {
  if (status !== 0 && status !== 1) throw new AppError('validation.type', { field: { label: 'status', name: 'status', model: 'PluginInfo' } }, 1001, 'status');
  const row = await tx.pluginInfo.findUnique({ where: { id }, select: { id: true, name: true, hook: true, status: true, config: true, pluginJson: true } });
  if (!row) throw new AppError('plugin.notFound', {}, 1001, 'id');
  if (status === 0) {
    if (row.status !== 0) await tx.pluginInfo.update({ where: { id }, data: { status: 0 } });
    return null;
  }
  if (!isHook(row.hook)) throw new AppError('plugin.unknownHook', { hook: row.hook ?? '', hooks: 'storage, notify' }, 1001, 'hook');
  checkConfig(ctx, row.pluginJson, row.hook, true, row.config);
  // Checked again: OUTBOUND_ALLOW_HOSTS may have changed since the configuration was saved.
  await checkDestinations(ctx, row.hook, row.config);
  const other = await enabledOn(tx, row.hook, id);
  if (other && !force) return { taken: { hook: row.hook, other: other.name, name: row.name } };
  if (other) await tx.pluginInfo.updateMany({ where: { hook: row.hook, status: 1, id: { not: id } }, data: { status: 0 } });
  await tx.pluginInfo.update({ where: { id }, data: { status: 1 } });
  return null;
}

/** The enable operation: a taken hook is a question the client answers by sending force. */
async function enable(ctx: Ctx, id: number, status: number, force: boolean): Promise<InstallAnswer | null> {
  const r = await switchPlugin(ctx, ctx.db, id, status, force);
  return r ? { type: 1, message: ctx.t('plugin.hookTaken', r.taken) } : null;
}

/** The permission strings an entity (or controller) offers, by its REST prefix. */
function permsOfResource(prefix: string): string[] | null {
  const r = resources().find((x) => x.prefix === prefix);
  if (!r) return null;
  const out = r.kind === 'entity' ? actionsOf(r).map((a) => permOf(r.prefix, a)) : [];
  for (const op of operationsOf(r)) {
    const p = operationPerm(r, op);
    if (p) out.push(p);
  }
  return [...new Set(out)];
}

export const PLUGIN_PAGE_VIEW = 'modules/helper/views/plugins/serve.vue';

/** Plugin permission add (SPEC §5): a permission button for an entity's chosen permissions, under the plugin page (or a chosen menu). */
async function permAdd(ctx: Ctx, args: { entity?: string | null; name?: string | null; perms?: string[] | null; parentId?: number | null }): Promise<number> {
  const available = args.entity ? permsOfResource(args.entity.trim()) : null;
  if (!available) throw new AppError('plugin.permEntity', {}, 1001, 'entity');
  const name = (args.name ?? '').trim();
  if (!name) throw new AppError('plugin.permName', {}, 1001, 'name');
  if (name.length > 255) throw new AppError('validation.maxLength', { field: { label: 'name', name: 'name', model: 'BaseSysMenu' }, max: 255 }, 1001, 'name');
  const perms = [...new Set((args.perms ?? []).map((p) => String(p).trim()).filter(Boolean))];
  if (perms.length === 0) throw new AppError('plugin.permPerms', {}, 1001, 'perms');
  const unknown = perms.find((p) => !available.includes(p));
  if (unknown) throw new AppError('plugin.permUnknown', { perm: unknown.slice(0, 100) }, 1001, 'perms');
  const tx = ctx.db;
  const parent = args.parentId
    ? await tx.baseSysMenu.findUnique({ where: { id: args.parentId }, select: { id: true, type: true } })
    : await tx.baseSysMenu.findFirst({ where: { viewPath: PLUGIN_PAGE_VIEW, type: 1 }, select: { id: true, type: true } });
  if (args.parentId && (!parent || parent.type !== 1)) throw new AppError('plugin.permParent', {}, 1001, 'parentId');
  return addRow(ctx, sysMenu, { name, type: 2, perms: perms.join(','), parentId: parent?.id ?? null, isShow: true, keepAlive: true, orderNum: 0 });
}

export const pluginInfo = defineEntity({
  model: 'PluginInfo',
  type: 'PluginInfo',
  prefix: 'plugin/info',
  // The package's facts come from `install`; the status changes through `enable` or a status sent through update (switchPlugin).
  // A status sent through update is the switch of `enable` (the same checks); a taken hook is refused, there is no force to send.
  readOnly: ['status'],
  transitions: {
    status: {
      async apply(ctx, tx, id, _from, to) {
        const r = await switchPlugin(ctx, tx, id, to, false);
        if (r) throw new AppError('plugin.hookTakenRefused', { hook: r.taken.hook, other: r.taken.other }, 1001, 'status');
      },
    },
  },
  // The package's own facts, written by `install` (a client sends them back with the row: the source client its logo's bare base64).
  serverManaged: ['pluginJson', 'content', 'tsContent', 'logo'],
  shapes: { pluginJson: PLUGIN_MANIFEST, content: PLUGIN_CODE, tsContent: PLUGIN_SOURCES },
  // The logo is a data: URL; REST answers its bare base64, as the source system did (its client adds the prefix).
  inlineImages: ['logo'],
  // Secret settings (an S3 secret key, a webhook signing secret) are never output or logged.
  jsonSecrets: { column: 'config', reads: ['pluginJson', 'hook'], keys: (row) => secretSettings(schemaOf(row.pluginJson), row.hook) },
  filters: { eq: ['status', 'hook'], keyword: ['name', 'keyName', 'author'] },
  hooks: {
    async beforeWrite(ctx, tx, data, mode, input) {
      if (mode === 'add') {
        // Added by hand (not installed): written disabled, but never with an address the server would refuse to call.
        if (data.config !== undefined) await checkDestinations(ctx, data.hook, data.config);
        return;
      }
      if (mode !== 'update') return;
      const row = await tx.pluginInfo.findUnique({ where: { id: Number(input.id) }, select: { id: true, hook: true, status: true, config: true, pluginJson: true } });
      if (!row) return;
      const hook = data.hook !== undefined ? data.hook : row.hook;
      if (row.status === 1 && hook !== row.hook) {
        if (!isHook(hook)) throw new AppError('plugin.unknownHook', { hook: String(hook ?? ''), hooks: 'storage, notify' }, 1001, 'hook');
        const other = await enabledOn(tx, hook, row.id);
        if (other) throw new AppError('plugin.hookTakenRefused', { hook, other: other.name }, 1001, 'hook');
      }
      if (data.config !== undefined || hook !== row.hook) {
        const config = data.config !== undefined ? data.config : row.config;
        checkConfig(ctx, row.pluginJson, hook, row.status === 1, config);
        // Enabled or not: a configuration is never saved with an address the server would refuse to call.
        await checkDestinations(ctx, hook, config);
      }
    },
  },
  operations: [
    {
      action: 'install',
      method: 'post',
      summary: '安装插件',
      graphql: (t) =>
        t.field({
          type: PluginAnswer,
          nullable: true,
          description:
            'Installs plugin packages (zip: plugin.json, readme, logo; no code is ever run). Null on success; otherwise {type, message}: 0 refused, 1 same keyName and version installed, 2 same keyName at another version (force replaces), 3 hook served by another enabled plugin (force installs it disabled)',
          args: {
            files: t.arg({ type: ['File'], required: true, description: '插件包' }),
            force: t.arg.boolean({ required: false, description: '确认覆盖' }),
          },
          resolve: (_r: unknown, a: { files: File[]; force?: boolean | null }, ctx) => install(ctx, a.files, a.force === true),
        }),
      rest: {
        multipart: true,
        args: (b) => ({ files: b.files ?? b.file, force: b.force === true || b.force === 'true' || b.force === '1' || b.force === 1 }),
        data: (v) => v ?? undefined,
      },
    },
    {
      action: 'enable',
      method: 'post',
      summary: '启用/禁用',
      graphql: (t) =>
        t.field({
          type: PluginAnswer,
          nullable: true,
          description: 'Enables (status 1) or disables (0) a plugin. Enabling where another plugin serves the hook answers {type: 1, message}; with force it switches',
          args: {
            id: t.arg.int({ required: true }),
            status: t.arg.int({ required: true }),
            force: t.arg.boolean({ required: false }),
          },
          resolve: (_r: unknown, a: { id: number; status: number; force?: boolean | null }, ctx) => enable(ctx, a.id, a.status, a.force === true),
        }),
      rest: { args: (b) => ({ id: b.id, status: b.status, force: b.force === true || b.force === 'true' || b.force === 1 }), data: (v) => v ?? undefined },
    },
    {
      action: 'permAdd',
      method: 'post',
      summary: '添加权限',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description: 'Adds a permission button (menu type 2) for chosen permissions of an entity (its REST prefix), under the plugin page or a chosen menu; answers its id',
          args: {
            entity: t.arg.string({ required: false, description: '实体' }),
            name: t.arg.string({ required: false, description: '权限名称' }),
            perms: t.arg.stringList({ required: false, description: '权限' }),
            parentId: t.arg.int({ required: false, description: '上级菜单' }),
          },
          resolve: (_r: unknown, a: Parameters<typeof permAdd>[1], ctx) => permAdd(ctx, a),
        }),
    },
  ],
  labels: {
    name: { 'zh-tw': '插件信息', en: 'Plugin' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      name: { 'zh-tw': '名稱', en: 'Name' },
      description: { 'zh-tw': '描述', en: 'Description' },
      keyName: { 'zh-tw': '標識', en: 'Key' },
      hook: { 'zh-tw': '鉤子', en: 'Hook' },
      readme: { 'zh-tw': '說明文件', en: 'Documentation' },
      version: { 'zh-tw': '版本', en: 'Version' },
      logo: { 'zh-tw': '圖示', en: 'Logo' },
      author: { 'zh-tw': '作者', en: 'Author' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '禁用', en: 'Disabled' },
      'status.1': { 'zh-tw': '啟用', en: 'Enabled' },
      content: { 'zh-tw': '內容', en: 'Content' },
      tsContent: { 'zh-tw': 'TS內容', en: 'TS content' },
      pluginJson: { 'zh-tw': '插件信息', en: 'Plugin info' },
      config: { 'zh-tw': '配置', en: 'Configuration' },
    },
  },
});

/**
 * What every logged-in user may call (base/comm): person, permmenu,
 * personUpdate, logout, the upload pipeline (upload, uploadMode), the
 * front-end plugins' settings (clientPlugins); and the program info.
 */
import { builder } from '../../builder.ts';
import { defineController } from '../../crud/define.ts';
import { AppError } from '../../kernel/errors.ts';
import { hashPassword, passwordLengthOk, verifyPassword } from '../../auth/password.ts';
import { buildWriteData } from '../../crud/validate.ts';
import { sensitive } from '../../audit/sensitive.ts';
import { sysUser } from './user.ts';
import { Person, PermMenu, personFields } from './person.ts';
import { ExportTicket, redeemTicket, ticketFor } from '../../crud/export.ts';
import { clientPluginsOperation } from '../plugin/client.ts';
import { localizeRow } from '../../crud/translations.ts';

const personSelect = Object.fromEntries([['id', true], ...personFields.map((f) => [f.name, true])]);

/** The profile columns a user may change about themselves (never rights: roles, communities, department, status). */
const PROFILE = ['name', 'nickName', 'headImg', 'phone', 'email'] as const;

const UploadMode = builder.objectRef<{ mode: string; type: string }>('UploadMode').implement({
  description: 'How clients upload: always to this server (mode local), which keeps the bytes on its disk or in an S3-compatible bucket',
  fields: (t) => ({
    mode: t.exposeString('mode'),
    type: t.exposeString('type'),
  }),
});

const PersonUpdateInput = builder.inputType('PersonUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    nickName: t.string({ required: false }),
    headImg: t.string({ required: false }),
    phone: t.string({ required: false }),
    email: t.string({ required: false }),
    password: t.string({ required: false, description: 'New password, 6 to 16 characters', ...sensitive() }),
    oldPassword: t.string({ required: false, description: 'Current password; required to set a new one', ...sensitive() }),
  }),
});

defineController({
  prefix: 'base/comm',
  type: 'BaseComm',
  operations: [
    {
      action: 'person',
      method: 'get',
      summary: '个人信息',
      access: 'login',
      field: 'person',
      graphql: (t) =>
        t.field({
          type: Person,
          description: 'The logged-in user',
          resolve: async (_r: unknown, _a: unknown, ctx) => (await ctx.db.baseSysUser.findUnique({ where: { id: ctx.viewer!.userId }, select: personSelect }))!,
        }),
    },
    {
      action: 'permmenu',
      method: 'get',
      summary: '权限与菜单',
      access: 'login',
      field: 'permmenu',
      graphql: (t) =>
        t.field({
          type: PermMenu,
          description: "The viewer's menus and permission strings",
          resolve: async (_r: unknown, _a: unknown, ctx) => {
            const viewer = ctx.viewer!;
            const all = await ctx.db.baseSysMenu.findMany({ orderBy: [{ orderNum: 'asc' }, { id: 'asc' }] });
            let menus = all;
            if (!viewer.isSuper) {
              const ids = new Set<number>(viewer.menuIds);
              // Directories above a granted page come along so the tree can be built.
              const byId = new Map(all.map((m) => [m.id, m]));
              for (const id of [...ids]) {
                let p = byId.get(id)?.parentId ?? null;
                while (p !== null && !ids.has(p)) (ids.add(p), (p = byId.get(p)?.parentId ?? null));
              }
              menus = all.filter((m) => ids.has(m.id));
            }
            const perms = viewer.isSuper ? [...new Set(all.flatMap((m) => (m.perms ? m.perms.split(',') : [])))] : [...viewer.perms];
            // Sidebar and tabs name the menus in the reader's language (crud/translations.ts).
            return { menus: menus.map((m) => localizeRow(['name'], m, ctx.lang)), perms: (perms as string[]).filter(Boolean).sort() };
          },
        }),
    },
    {
      action: 'personUpdate',
      method: 'post',
      summary: '修改个人信息',
      access: 'login',
      field: 'personUpdate',
      graphql: (t) =>
        t.field({
          type: Person,
          description: 'Updates the viewer (name, nick name, avatar, contact, password). A new password needs the current one and ends the other sessions.',
          args: { input: t.arg({ type: PersonUpdateInput, required: true }) },
          resolve: async (_r: unknown, { input }: { input: Record<string, string | null | undefined> }, ctx) => {
            const viewer = ctx.viewer!;
            const profile = Object.fromEntries(PROFILE.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]));
            // Same column rules (lengths, types) as the user screen.
            const { data } = buildWriteData(sysUser, profile, 'update', { origin: ctx.publicUrl });
            const password = input.password;
            const changing = typeof password === 'string' && password !== '';
            if (changing) {
              if (!passwordLengthOk(password)) throw new AppError('validation.passwordLength', {}, 1001, 'password');
              if (!input.oldPassword) throw new AppError('validation.required', { field: { label: '原密码', name: 'oldPassword' } }, 1001, 'oldPassword');
              const row = await ctx.db.baseSysUser.findUnique({ where: { id: viewer.userId }, select: { password: true } });
              if (!row || !(await verifyPassword(row.password, input.oldPassword))) throw new AppError('auth.oldPasswordWrong', {}, 1001, 'oldPassword');
              data.password = await hashPassword(password);
              data.passwordV = { increment: 1 };
            }
            const updated = await ctx.db.baseSysUser.update({ where: { id: viewer.userId }, data, select: personSelect });
            // Tokens carry passwordV, so every older token now gets 401; refresh tokens are revoked too.
            if (changing) await ctx.auth.revokeUser(ctx.db, viewer.userId);
            return updated;
          },
        }),
      rest: { args: (b) => ({ input: b }), data: () => undefined },
    },
    {
      action: 'logout',
      method: 'post',
      summary: '退出',
      access: 'login',
      field: 'logout',
      graphql: (t) =>
        t.boolean({
          errors: undefined,
          description: 'Ends the current session (its access and refresh tokens)',
          resolve: async (_r: unknown, _a: unknown, ctx) => {
            await ctx.auth.revokeFamily(ctx.db, ctx.viewer!.sessionId);
            return true;
          },
        }),
      rest: { data: () => undefined },
    },
    {
      // The download of an export ticket (crud/export.ts): the same token as the export, and the export permission again.
      action: 'download',
      method: 'get',
      summary: '下载导出文件',
      access: 'login',
      field: 'exportDownload',
      graphql: (t) =>
        t.field({
          type: ExportTicket,
          description: 'Checks an export ticket of the viewer; GET /admin/base/comm/download?ticket=… (REST) streams the file and uses the ticket up',
          args: { ticket: t.arg.string({ required: true, ...sensitive() }) },
          resolve: (_r: unknown, { ticket }: { ticket: string }, ctx) => ticketFor(ctx, ticket),
        }),
      rest: { args: (q) => ({ ticket: q.ticket ?? '' }), file: (v, ctx) => redeemTicket(ctx, v.ticket) },
    },
    {
      action: 'upload',
      method: 'post',
      summary: '文件上传',
      // Any logged-in user: an upload changes no record; saving its URL in a form is what needs that form's permission.
      access: 'login',
      field: 'upload',
      graphql: (t) =>
        t.field({
          type: ['String'],
          description:
            'Stores up to 9 files (each within the parameter uploadMaxSize, MB; content checked against the type of its name) under names the server makes; answers their absolute URLs (<PUBLIC_URL or the forwarded host>/upload/app/base/<yyyymmdd>/<random>.<ext>), public to anyone who has them',
          args: {
            files: t.arg({ type: ['File'], required: true, description: '文件' }),
            key: t.arg.string({ required: false, description: 'The legacy client’s file key; recorded in the log, never used as a name' }),
          },
          // Absolute, as the source system answers: its web client loads them from its own origin (http/public-url.ts).
          resolve: async (_r: unknown, { files }: { files: File[]; key?: string | null }, ctx) => (await ctx.files.store(ctx.db, files, 'public')).map((f: { url: string }) => ctx.publicUrl + f.url),
        }),
      // The legacy client posts multipart `file` and `key`; one file answers its URL, several a list.
      rest: { multipart: true, args: (b) => ({ files: b.files ?? b.file, key: b.key }), data: (v: string[]) => (v.length === 1 ? v[0] : v) },
    },
    {
      action: 'uploadMode',
      method: 'get',
      summary: '文件上传模式',
      access: 'login',
      field: 'uploadMode',
      graphql: (t) =>
        t.field({
          type: UploadMode,
          description: 'Where clients send files: always this server’s upload (the storage behind it, disk or S3, is the server’s business)',
          resolve: () => ({ mode: 'local', type: 'local' }),
        }),
    },
    // The front-end plugins' settings, which every screen applies (modules/plugin/client.ts).
    clientPluginsOperation,
    {
      action: 'program',
      method: 'get',
      summary: '编程',
      access: 'open',
      field: 'program',
      // The source system answers its server's language as a string ('Node'); its web client lower-cases it (docs/legacy-client.md).
      graphql: (t) =>
        t.string({
          description: "The language of the server program, as the source system answers it: 'Node'",
          resolve: () => 'Node',
        }),
    },
  ],
});

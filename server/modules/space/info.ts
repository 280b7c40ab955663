/**
 * Documents of the file space (space/info), per community and category.
 *
 * - upload (multipart, perm space:info:upload): stores the files privately
 *   (files/service.ts, area 'space') and adds one document each; with the
 *   `key` of an existing document the one file becomes its version N+1 and
 *   the previous file is kept as a version row (space_version), still
 *   downloadable.
 * - The legacy add (a URL from base/comm/upload) with the key of an existing
 *   document does the same: the older document is folded into the new one
 *   as its history.
 * - Files of the space are private: rows answer `downloadUrl`, a URL signed
 *   for two hours, to viewers who may read the row; the stored `url` alone
 *   is refused by the file server.
 * - move: documents to another category of their community; versions: the
 *   history with a download URL per version. A delete sends the document
 *   and its versions to the recycle bin (their files stay until the entry
 *   is gone and the cleanup's grace period has passed), a restore brings
 *   them back.
 */
import { randomUUID } from 'node:crypto';
import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/define.ts';
import type { EntityDecl } from '../../crud/entity.ts';
import { entityRef } from '../../crud/graphql.ts';
import { AREA_NAME } from '../../crud/lookups.ts';
import { addRow } from '../../crud/service.ts';
import { rowScope } from '../../crud/where.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Ctx } from '../../kernel/context.ts';
import { groupOfName } from '../../files/types.ts';
import { keyOfUrl } from '../../files/service.ts';
import { rowColumns } from '../../crud/select.ts';
import { registerLabels } from '../../kernel/i18n/labels.ts';

/** Marks an add made by the upload operation itself (it may name a private file). */
const FROM_UPLOAD = Symbol('space upload');

const isPrivateUrl = (url: unknown) => keyOfUrl(url)?.startsWith('space/') ?? false;

function checkKey(key: unknown): string | null {
  if (key === undefined || key === null || key === '') return null;
  const k = String(key);
  // An opaque identifier of the document across versions, never a path.
  // eslint-disable-next-line no-control-regex
  if (k.length > 255 || /[\u0000-\u001f\u007f]/.test(k)) throw new AppError('upload.badKey', {}, 1001, 'key');
  return k;
}

interface VersionView {
  version: number;
  name: string | null;
  size: number | null;
  createTime: Date;
  url: string;
  downloadUrl: string;
  current: boolean;
}

const SpaceDocumentVersion = builder.objectRef<VersionView>('SpaceDocumentVersion').implement({
  description: 'A version of a file-space document, with URLs signed for two hours',
  fields: (t) => ({
    version: t.exposeInt('version'),
    name: t.exposeString('name', { nullable: true }),
    size: t.exposeInt('size', { nullable: true }),
    createTime: t.field({ type: 'DateTime', resolve: (v) => v.createTime }),
    url: t.exposeString('url', { description: 'Shown inline (images, PDF, audio, video)' }),
    downloadUrl: t.exposeString('downloadUrl', { description: 'Downloaded under the version’s file name' }),
    current: t.exposeBoolean('current'),
  }),
});

/** A category the request may write to, or a refusal. */
async function categoryInScope(ctx: Ctx, classifyId: number): Promise<{ id: number; areaId: number }> {
  const { spaceType } = await import('./type.ts');
  const scope = await rowScope(ctx, spaceType, 'write');
  const target = await ctx.db.spaceType.findFirst({ where: { AND: [{ id: classifyId }, ...scope] }, select: { id: true, areaId: true } });
  if (!target) throw new AppError('validation.notFound', {}, 1001, 'classifyId');
  return target;
}

/** The community new documents go to: their category's, else the selected one, else the viewer's only one. */
function uploadCommunity(ctx: Ctx, category: { areaId: number } | null): number {
  if (category) return category.areaId;
  if (ctx.selectAreaId !== null) return ctx.selectAreaId;
  const mine = ctx.viewer?.areaIds;
  if (mine && mine.length === 1) return mine[0]!;
  throw new AppError('validation.required', { field: { label: '小区ID', name: 'areaId' } }, 1001, 'areaId');
}

async function inScope(ctx: Ctx, ids: number[]) {
  const scope = await rowScope(ctx, spaceInfo, 'write');
  return ctx.db.spaceInfo.findMany({ where: { AND: [{ id: { in: ids } }, ...scope] } });
}

/**
 * Stores files privately and adds one document each (the upload operation;
 * also what the demo seed writes its documents through). With the key of an
 * existing document, its one file becomes the next version.
 */
export async function uploadDocuments(ctx: Ctx, args: { files: File[]; classifyId?: number | null; key?: string | null }) {
  const key = checkKey(args.key);
  const existing = key ? (await ctx.db.spaceInfo.findFirst({ where: { AND: [{ key }, ...(await rowScope(ctx, spaceInfo, 'write'))] } })) : null;
  if (existing) {
    if (args.files.length !== 1) throw new AppError('upload.oneFileForVersion', {}, 1001, 'file');
    const [f] = await ctx.files.store(ctx.db, args.files, 'space');
    await ctx.db.spaceVersion.create({
      data: { spaceId: existing.id, version: existing.version, url: existing.url, fileId: existing.fileId, name: existing.name, size: existing.size, userId: ctx.viewer?.userId ?? null, createTime: existing.updateTime },
    });
    return [await ctx.db.spaceInfo.update({ where: { id: existing.id }, data: { url: f!.url, fileId: f!.key, name: f!.name, size: f!.size, type: f!.group, version: existing.version + 1 } })];
  }
  // Where they go is checked before any file is stored.
  const category = args.classifyId !== null && args.classifyId !== undefined ? await categoryInScope(ctx, args.classifyId) : null;
  const areaId = uploadCommunity(ctx, category);
  const stored = await ctx.files.store(ctx.db, args.files, 'space');
  const ids: number[] = [];
  for (const f of stored) {
    const input: Record<string | symbol, unknown> = { areaId, url: f.url, fileId: f.key, name: f.name, size: f.size, type: f.group, classifyId: category?.id ?? null, key: stored.length === 1 && key ? key : null };
    input[FROM_UPLOAD] = true;
    ids.push(await addRow(ctx, spaceInfo, input as Record<string, unknown>));
  }
  return ctx.db.spaceInfo.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
}

// Typed: resolvers below refer to it, and TypeScript cannot infer a type from itself.
export const spaceInfo: EntityDecl = defineEntity({
  model: 'SpaceInfo',
  type: 'SpaceInfo',
  prefix: 'space/info',
  plural: 'documents',
  filters: { eq: ['type', 'classifyId'], keyword: ['name'] },
  // Counted up by each new version of the document.
  serverManaged: ['version'],
  lookups: { areaName: AREA_NAME },
  extraFields: (t) => ({
    // The file, signed for two hours (files of the space are private); the description is the field's zh-cn label.
    downloadUrl: t.string({
      nullable: true,
      description: '下载地址',
      ...rowColumns('url', 'name'),
      resolve: (row: { url: string | null; name: string | null }, _a: unknown, ctx: Ctx) => (row.url ? ctx.files.signedUrl(row.url, ctx.viewer, { name: row.name }) : null),
    }),
  }),
  rest: { page: ['areaName', 'downloadUrl'], info: ['areaName', 'downloadUrl'] },
  hooks: {
    async beforeWrite(_ctx, tx, data, mode, input) {
      const fromUpload = (input as Record<PropertyKey, unknown>)[FROM_UPLOAD] === true;
      if (mode === 'add') {
        if (isPrivateUrl(data.url) && !fromUpload) throw new AppError('space.privateUrl', {}, 1001, 'url');
        data.key = checkKey(data.key) ?? randomUUID();
        if (!data.type) data.type = groupOfName(String(data.name ?? data.url ?? ''));
        // The key of an existing document of the community: this is its next version.
        const previous = await tx.spaceInfo.findFirst({ where: { areaId: data.areaId, key: data.key }, orderBy: { version: 'desc' } });
        if (previous) {
          data.version = previous.version + 1;
          if (data.classifyId === undefined) data.classifyId = previous.classifyId;
        }
        return;
      }
      if (data.key !== undefined) data.key = checkKey(data.key) ?? undefined;
      if (data.url !== undefined) {
        const current = await tx.spaceInfo.findUnique({ where: { id: Number(input.id) }, select: { url: true } });
        if (isPrivateUrl(data.url) && data.url !== current?.url) throw new AppError('space.privateUrl', {}, 1001, 'url');
      }
    },
    async afterWrite(_ctx, tx, id, _input, mode) {
      if (mode !== 'add') return;
      const row = await tx.spaceInfo.findUniqueOrThrow({ where: { id } });
      const older = await tx.spaceInfo.findMany({ where: { areaId: row.areaId, key: row.key, id: { not: id } }, orderBy: { version: 'asc' } });
      // Older documents of the same key become the history of this one.
      for (const o of older) {
        await tx.spaceVersion.updateMany({ where: { spaceId: o.id }, data: { spaceId: id } });
        await tx.spaceVersion.create({ data: { spaceId: id, version: o.version, url: o.url, fileId: o.fileId, name: o.name, size: o.size, createTime: o.createTime } });
        await tx.spaceInfo.delete({ where: { id: o.id } });
      }
    },
  },
  operations: [
    {
      action: 'upload',
      method: 'post',
      summary: '上传文档',
      graphql: (t) =>
        t.field({
          type: [entityRef('SpaceInfo')],
          description: 'Uploads documents into a category (or none) of the selected community; with the key of an existing document, its one file becomes the next version',
          args: {
            files: t.arg({ type: ['File'], required: true, description: '文件' }),
            classifyId: t.arg.int({ required: false, description: '分类ID' }),
            key: t.arg.string({ required: false, description: '文档标识：已有文档的标识上传为新版本' }),
          },
          resolve: (_r: unknown, args: { files: File[]; classifyId?: number | null; key?: string | null }, ctx: Ctx) => uploadDocuments(ctx, args),
        }),
      rest: { multipart: true, args: (b) => ({ files: b.files ?? b.file, classifyId: b.classifyId, key: b.key }) },
    },
    {
      action: 'move',
      method: 'post',
      summary: '移动',
      graphql: (t) =>
        t.field({
          type: 'Int',
          description: 'Moves documents to a category of their community (classifyId empty: no category); answers how many moved',
          args: { ids: t.arg.intList({ required: true }), classifyId: t.arg.int({ required: false, description: '分类ID' }) },
          resolve: async (_r: unknown, { ids, classifyId }: { ids: number[]; classifyId?: number | null }, ctx: Ctx) => {
            const wanted = [...new Set(ids)];
            if (wanted.length === 0 || wanted.length > 1000) throw new AppError('validation.required', { field: { label: 'ids', name: 'ids' } }, 1001, 'ids');
            let target: { id: number; areaId: number } | null = null;
            if (classifyId !== null && classifyId !== undefined) target = await categoryInScope(ctx, classifyId);
            const docs = await inScope(ctx, wanted);
            if (docs.length !== wanted.length) throw new AppError('validation.notFound', {}, 1001, 'ids');
            if (target && docs.some((d) => d.areaId !== target!.areaId)) throw new AppError('area.parentMismatch', {}, 1001, 'classifyId');
            const { count } = await ctx.db.spaceInfo.updateMany({ where: { id: { in: docs.map((d) => d.id) } }, data: { classifyId: target?.id ?? null } });
            return count;
          },
        }),
      rest: { data: () => undefined },
    },
    {
      action: 'versions',
      method: 'get',
      summary: '历史版本',
      graphql: (t) =>
        t.field({
          type: [SpaceDocumentVersion],
          description: 'Every version of a document, newest first, with signed URLs to show and to download each',
          args: { id: t.arg.int({ required: true }) },
          resolve: async (_r: unknown, { id }: { id: number }, ctx: Ctx) => {
            const scope = await rowScope(ctx, spaceInfo);
            const doc = await ctx.db.spaceInfo.findFirst({ where: { AND: [{ id }, ...scope] } });
            if (!doc) throw new AppError('validation.notFound', {}, 1001, 'id');
            const older = await ctx.db.spaceVersion.findMany({ where: { spaceId: doc.id }, orderBy: [{ version: 'desc' }, { id: 'desc' }] });
            const view = (v: { version: number; name: string | null; size: number | null; url: string }, createTime: Date, current: boolean): VersionView => ({
              version: v.version,
              name: v.name,
              size: v.size,
              createTime,
              current,
              url: ctx.files.signedUrl(v.url, ctx.viewer, { name: v.name }),
              downloadUrl: ctx.files.signedUrl(v.url, ctx.viewer, { name: v.name, download: true }),
            });
            return [view(doc, doc.updateTime, true), ...older.map((v) => view(v, v.createTime, false))];
          },
        }),
    },
  ],
  labels: {
    name: { 'zh-tw': '檔案空間信息', en: 'File' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      areaId: { 'zh-tw': '小區ID', en: 'Community ID' },
      url: { 'zh-tw': '地址', en: 'URL' },
      type: { 'zh-tw': '類型', en: 'Type' },
      classifyId: { 'zh-tw': '分類ID', en: 'Category ID' },
      fileId: { 'zh-tw': '檔案ID', en: 'File ID' },
      name: { 'zh-tw': '檔案名', en: 'File name' },
      size: { 'zh-tw': '檔案大小', en: 'File size' },
      version: { 'zh-tw': '文件版本', en: 'Document version' },
      key: { 'zh-tw': '檔案位置', en: 'File location' },
      areaName: { 'zh-tw': '小區名稱', en: 'Community name' },
      downloadUrl: { 'zh-tw': '下載地址', en: 'Download link' },
    },
  },
});

/** zh-tw and en names of the versions of a space file: no entity declares SpaceVersion. */
registerLabels('SpaceVersion', {
  name: { 'zh-tw': '檔案空間歷史版本', en: 'File version' },
  fields: {
    id: { 'zh-tw': 'ID', en: 'ID' },
    createTime: { 'zh-tw': '創建時間', en: 'Created at' },
    updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
    spaceId: { 'zh-tw': '文件ID', en: 'Document ID' },
    version: { 'zh-tw': '文件版本', en: 'Document version' },
    url: { 'zh-tw': '地址', en: 'URL' },
    fileId: { 'zh-tw': '檔案ID', en: 'File ID' },
    name: { 'zh-tw': '檔案名', en: 'File name' },
    size: { 'zh-tw': '檔案大小', en: 'File size' },
    userId: { 'zh-tw': '上傳人ID', en: 'Uploader ID' },
  },
});

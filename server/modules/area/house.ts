/** Houses of a community (area/house): the generic CRUD, export, and the import from XLSX/CSV or JSON rows. */
import { RULE } from '../../core/field-rules.ts';
import { builder } from '../../builder.ts';
import { defineEntity } from '../../crud/define.ts';
import type { EntityDecl } from '../../crud/entity.ts';
import { AREA_NAME } from '../../crud/lookups.ts';
import { DownloadFile, ExportFormat, fileAnswerOf } from '../../crud/export.ts';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../crud/sheet.ts';
import { houseTemplate, importHouses, type ImportOutcome } from './house-import.ts';

const HouseImportResult = builder.objectRef<ImportOutcome>('HouseImportResult').implement({
  description: 'An import that passed validation: every row was written (or, with validateOnly, would be). Bad rows answer an AppError whose details list them.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Data rows read' }),
    imported: t.exposeInt('imported', { description: 'Rows written (0 with validateOnly)' }),
    validateOnly: t.exposeBoolean('validateOnly'),
  }),
});

// Typed: resolvers below refer to it, and TypeScript cannot infer a type from itself.
export const areaHouse: EntityDecl = defineEntity({
  model: 'AreaHouse',
  type: 'AreaHouse',
  prefix: 'area/house',
  plural: 'houses',
  // The house register: its read permissions open residents' personal data everywhere (crud/personal.ts).
  residentRegister: true,
  personal: { ownerName: 'name', phone: 'phone' },
  // A house is identified by building, unit and number in its community; the exclusive area weighs its owner's vote (counting.ts).
  rules: {
    buildingNo: RULE.required,
    houseNo: RULE.required,
    phone: RULE.phone,
    privateArea: [RULE.required, { kind: 'range', above: 0 }],
  },
  unique: [{ fields: ['buildingNo', 'unitNo', 'houseNo'], within: 'areaId', key: 'houseKey' }],
  filters: { eq: ['areaId', 'buildingNo', 'unitNo'], keyword: ['ownerName', 'phone', 'areaCode', 'houseNo'] },
  defaultOrder: { field: 'id', sort: 'asc' },
  lookups: { areaName: AREA_NAME },
  rest: { page: ['areaName'], info: ['areaName'] },
  operations: [
    {
      action: 'import',
      method: 'post',
      summary: '导入',
      graphql: (t) =>
        t.field({
          type: HouseImportResult,
          description: `Imports houses into the selected community (selectAreaId) from an XLSX/CSV upload (file) or JSON rows; all rows or none. At most ${MAX_IMPORT_ROWS} rows and ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Bad rows: AppError with details { total, invalid, rows: [{ row, fields, messages }] }.`,
          args: {
            file: t.arg({ type: 'File', required: false, description: 'XLSX or CSV file (multipart upload), headers as in the template' }),
            rows: t.arg({ type: 'JSON', required: false, description: 'Instead of a file: a list of objects keyed by column name (or header label)' }),
            validateOnly: t.arg.boolean({ required: false, description: 'Check every row and answer the problems, write nothing' }),
          },
          resolve: (_r: unknown, args: Parameters<typeof importHouses>[2], ctx) => importHouses(ctx, areaHouse, args),
        }),
    },
    {
      action: 'importTemplate',
      method: 'get',
      summary: '下载导入模板',
      perm: 'area:house:import',
      graphql: (t) =>
        t.field({
          type: DownloadFile,
          description: 'The import template (headers in the request language; * marks required columns)',
          args: { format: t.arg({ type: ExportFormat, required: false, description: 'xlsx (default) or csv' }) },
          resolve: (_r: unknown, args: { format?: 'csv' | 'xlsx' | null }, ctx) => houseTemplate(areaHouse, ctx, args.format ?? 'xlsx'),
        }),
      rest: {
        args: (q) => ({ format: typeof q.format === 'string' ? q.format.trim().toLowerCase() || null : q.format }),
        file: fileAnswerOf,
      },
    },
  ],
  labels: {
    name: { 'zh-tw': '房屋信息', en: 'House' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      areaId: { 'zh-tw': '小區ID', en: 'Community ID' },
      ownerName: { 'zh-tw': '業主姓名', en: 'Owner name' },
      areaCode: { 'zh-tw': '區域編碼', en: 'Area code' },
      phone: { 'zh-tw': '手機號', en: 'Mobile number' },
      buildingNo: { 'zh-tw': '樓棟號', en: 'Building no.' },
      unitNo: { 'zh-tw': '單元號', en: 'Unit no.' },
      houseNo: { 'zh-tw': '房號', en: 'House no.' },
      privateArea: { 'zh-tw': '專有面積', en: 'Exclusive area (m²)' },
      propertyCertNo: { 'zh-tw': '產權證號', en: 'Property certificate no.' },
      houseKey: { 'zh-tw': '房屋鍵', en: 'House key' },
      areaName: { 'zh-tw': '小區名稱', en: 'Community name' },
    },
  },
});

/** Banners (info/banner), shown by `sort`. A banner without a community is shown in every community (written only by who holds them all). */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { AREA_NAME } from '../../crud/lookups.ts';
import { AppError } from '../../kernel/errors.ts';

export const infoBanner = defineEntity({
  model: 'InfoBanner',
  type: 'InfoBanner',
  prefix: 'info/banner',
  plural: 'banners',
  rules: { title: RULE.required, image: RULE.required, jump: RULE.link },
  richText: ['content'],
  filters: { eq: ['areaId'], keyword: ['title'] },
  defaultOrder: { field: 'sort', sort: 'asc' },
  lookups: { areaName: AREA_NAME },
  rest: { page: ['areaName'], info: ['areaName'] },
  labels: {
    name: { 'zh-tw': '輪播圖', en: 'Banner' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      areaId: { 'zh-tw': '小區ID', en: 'Community ID' },
      title: { 'zh-tw': '標題', en: 'Title' },
      image: { 'zh-tw': '圖片', en: 'Image' },
      content: { 'zh-tw': '內容', en: 'Content' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '禁用', en: 'Disabled' },
      'status.1': { 'zh-tw': '啟用', en: 'Enabled' },
      sort: { 'zh-tw': '排序', en: 'Sort order' },
      jump: { 'zh-tw': '跳轉地址', en: 'Link URL' },
      areaName: { 'zh-tw': '小區名稱', en: 'Community name' },
    },
  },
});

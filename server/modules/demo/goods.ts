/** Demo goods (demo/goods): the demo list page. */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { ADMIN_USER_NAME } from '../../crud/lookups.ts';

export const demoGoods = defineEntity({
  model: 'DemoGoods',
  type: 'DemoGoods',
  creator: true,
  prefix: 'demo/goods',
  rules: { title: RULE.required, price: RULE.nonNegative, stock: RULE.nonNegative },
  filters: { eq: ['status'], like: ['title'], keyword: ['description'] },
  dicts: { type: 'goodsType' },
  lookups: { userName: ADMIN_USER_NAME },
  rest: { page: ['userName'], info: ['userName'] },
  labels: {
    name: { 'zh-tw': '商品', en: 'Product' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      title: { 'zh-tw': '標題', en: 'Title' },
      price: { 'zh-tw': '價格', en: 'Price' },
      description: { 'zh-tw': '描述', en: 'Description' },
      mainImage: { 'zh-tw': '主圖', en: 'Main image' },
      type: { 'zh-tw': '分類', en: 'Category' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '禁用', en: 'Disabled' },
      'status.1': { 'zh-tw': '啟用', en: 'Enabled' },
      exampleImages: { 'zh-tw': '示例圖', en: 'Sample images' },
      stock: { 'zh-tw': '庫存', en: 'Stock' },
      userId: { 'zh-tw': '創建者ID', en: 'Creator ID' },
      userName: { 'zh-tw': '用戶', en: 'User' },
    },
  },
});

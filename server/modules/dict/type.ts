/** Dictionary types (dict/type). */
import { defineEntity } from '../../crud/define.ts';

export const dictType = defineEntity({
  model: 'DictType',
  type: 'DictType',
  prefix: 'dict/type',
  translatable: ['name'],
  filters: { keyword: ['name', 'key'] },
  labels: {
    name: { 'zh-tw': '字典類型', en: 'Dictionary type' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      name: { 'zh-tw': '名稱', en: 'Name' },
      key: { 'zh-tw': '標識', en: 'Key' },
      i18n: { 'zh-tw': '翻譯', en: 'Translations' },
    },
  },
});

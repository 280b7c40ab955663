/** App users' addresses (user/address): they follow their user. */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';

export const userAddress = defineEntity({
  model: 'UserAddress',
  type: 'UserAddress',
  prefix: 'user/address',
  rules: { contact: RULE.required, phone: [RULE.required, RULE.mobile] },
  // A resident's delivery contact and phone are personal.
  personal: { contact: 'name', phone: 'phone' },
  filters: { eq: ['userId', 'isDefault'], keyword: ['contact', 'phone', 'address'] },
  labels: {
    name: { 'zh-tw': '用戶地址', en: 'User address' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      userId: { 'zh-tw': '用戶ID', en: 'User ID' },
      contact: { 'zh-tw': '聯絡人', en: 'Contact' },
      phone: { 'zh-tw': '手機號', en: 'Mobile number' },
      province: { 'zh-tw': '省', en: 'Province' },
      city: { 'zh-tw': '市', en: 'City' },
      district: { 'zh-tw': '區', en: 'District' },
      address: { 'zh-tw': '詳細地址', en: 'Detailed address' },
      isDefault: { 'zh-tw': '是否預設', en: 'Default' },
    },
  },
});

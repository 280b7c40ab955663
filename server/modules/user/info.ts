/**
 * App users (user/info): residents using the mini-program, official account
 * or H5. They belong to the communities in their areaIds list; one without
 * any is seen only by who holds every community. Staff change only the
 * communities they hold themselves.
 */
import { INT_LIST } from '../../crud/shapes.ts';
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { AREA_NAME } from '../../crud/lookups.ts';
import { assertGrantable, numberList } from '../base/grants.ts';
import { AppError } from '../../kernel/errors.ts';

export const userInfo = defineEntity({
  model: 'UserInfo',
  type: 'AppUser',
  prefix: 'user/info',
  shapes: { areaIds: INT_LIST },
  rules: { phone: RULE.phone },
  // App users are residents: their phone number is personal (their nickname is the name they chose to show).
  personal: { phone: 'phone' },
  secret: ['password'],
  community: {
    kind: 'custom',
    where: (areaIds) => ({ OR: areaIds.map((id) => ({ areaIds: { array_contains: [id] } })) }),
    communities: (row) => numberList(row.areaIds),
  },
  filters: { eq: ['status', 'gender', 'loginType'], keyword: ['nickName', 'phone'] },
  // The communities the app user belongs to (areaIds: their ownership), as a relation.
  references: { areas: { ...AREA_NAME, column: 'areaIds', list: true, membership: true, description: '所属小区' } },
  hooks: {
    async beforeWrite(ctx, tx, data, mode, input) {
      const mine = ctx.viewer!.areaIds;
      if (mine === null || data.areaIds === undefined) return;
      const before = mode === 'update' ? numberList((await tx.userInfo.findUnique({ where: { id: Number(input.id) }, select: { areaIds: true } }))?.areaIds) : [];
      assertGrantable(before, numberList(data.areaIds), (a) => mine.includes(a), 'user.grantArea', 'areaIds');
      // A new app user is created in a community of the viewer's.
      if (mode === 'add' && numberList(data.areaIds).length === 0) throw new AppError('user.grantArea', {}, 1001, 'areaIds');
    },
  },
  labels: {
    name: { 'zh-tw': '用戶信息', en: 'App user' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      unionid: { 'zh-tw': '登錄唯一ID', en: 'Unique login ID' },
      areaIds: { 'zh-tw': '所屬小區', en: 'Communities' },
      avatarUrl: { 'zh-tw': '頭像', en: 'Avatar' },
      nickName: { 'zh-tw': '暱稱', en: 'Nickname' },
      signUrl: { 'zh-tw': '簽名', en: 'Signature' },
      phone: { 'zh-tw': '手機號', en: 'Mobile number' },
      gender: { 'zh-tw': '性別', en: 'Gender' },
      'gender.0': { 'zh-tw': '未知', en: 'Unknown' },
      'gender.1': { 'zh-tw': '男', en: 'Male' },
      'gender.2': { 'zh-tw': '女', en: 'Female' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '禁用', en: 'Disabled' },
      'status.1': { 'zh-tw': '正常', en: 'Active' },
      'status.2': { 'zh-tw': '已註銷', en: 'Deregistered' },
      loginType: { 'zh-tw': '登錄方式', en: 'Login method' },
      'loginType.0': { 'zh-tw': '小程序', en: 'Mini program' },
      'loginType.1': { 'zh-tw': '公眾號', en: 'Official account' },
      'loginType.2': { 'zh-tw': 'H5', en: 'H5' },
      password: { 'zh-tw': '密碼', en: 'Password' },
      description: { 'zh-tw': '介紹', en: 'Introduction' },
    },
  },
});

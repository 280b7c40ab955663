/**
 * The assembly's own rules (议事规则) of a community (business/meeting/rule):
 * one row per community; a community without one counts by the Civil Code's
 * defaults (assembly.ts DEFAULT_RULES). A meeting freezes the rules when it
 * opens voting (meeting.assemblyRules) and counts with the frozen copy, so
 * editing a row changes only meetings that open voting afterwards. Every
 * change is a write, so the request log keeps it with its input and operator
 * (docs/decisions.md "Request log"). See docs/assembly-rules.md.
 */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { AREA_NAME } from '../../crud/lookups.ts';
import { MAX_EXTENSION_DAYS } from '../../core/assembly-rules.ts';

export const assemblyRule = defineEntity({
  model: 'AssemblyRule',
  type: 'AssemblyRule',
  prefix: 'business/meeting/rule',
  rules: {
    // Local regulations allow at most three months.
    maxExtensionDays: { kind: 'range', min: 1, max: MAX_EXTENSION_DAYS },
    maxOwnersPerProxy: RULE.positive,
  },
  filters: { eq: ['areaId', 'extensionAllowed', 'countNonVotersWithMajority', 'proxiesAllowed'] },
  lookups: { areaName: AREA_NAME },
  rest: { page: ['areaName'], info: ['areaName'] },
  labels: {
    name: { 'zh-tw': '議事規則', en: 'Assembly rules' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      areaId: { 'zh-tw': '小區ID', en: 'Community ID' },
      extensionAllowed: { 'zh-tw': '允許延長投票', en: 'Voting may be extended' },
      'extensionAllowed.0': { 'zh-tw': '否', en: 'No' },
      'extensionAllowed.1': { 'zh-tw': '是', en: 'Yes' },
      maxExtensionDays: { 'zh-tw': '最長延長天數', en: 'Longest extension (days)' },
      countNonVotersWithMajority: { 'zh-tw': '未表決業主計入多數票（從眾）', en: 'Non-voters count with the majority' },
      'countNonVotersWithMajority.0': { 'zh-tw': '否', en: 'No' },
      'countNonVotersWithMajority.1': { 'zh-tw': '是', en: 'Yes' },
      proxiesAllowed: { 'zh-tw': '允許委託代理投票', en: 'Proxies allowed' },
      'proxiesAllowed.0': { 'zh-tw': '否', en: 'No' },
      'proxiesAllowed.1': { 'zh-tw': '是', en: 'Yes' },
      maxOwnersPerProxy: { 'zh-tw': '每名代理人最多代理業主數', en: 'Owners per proxy (at most)' },
      areaName: { 'zh-tw': '小區名稱', en: 'Community name' },
      remark: { 'zh-tw': '備註', en: 'Remark' },
    },
  },
});

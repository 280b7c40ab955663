/** Residents (resident/info). */
import { DICT_VALUE_LIST } from '../../crud/shapes.ts';
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { AREA_NAME, linkedIds } from '../../crud/lookups.ts';
import { residentHouseHooks } from './houses.ts';

export const residentInfo = defineEntity({
  model: 'ResidentInfo',
  type: 'ResidentInfo',
  prefix: 'resident/info',
  shapes: { roles: DICT_VALUE_LIST },
  plural: 'residents',
  // The residents' register: its read permissions open residents' personal data everywhere (crud/personal.ts).
  residentRegister: true,
  personal: { name: 'name', phone: 'phone', idCard: 'idCard' },
  rules: { name: RULE.required, phone: [RULE.required, RULE.phone], idCard: RULE.idCard, age: RULE.age, roles: RULE.required },
  filters: { eq: ['areaId', 'source'], like: ['name', 'phone', 'idCard', 'wechat'], keyword: ['name', 'phone'] },
  lookups: { areaName: AREA_NAME },
  // The resident's houses live in the link table resident_house (the graph's ResidentInfo.houses and AreaHouse.residents);
  // houseIds is what REST (and the screens) send and read, checked and written by ./houses.ts.
  inputs: { houseIds: { type: 'Int', list: true, label: '房屋', epsColumn: true, epsAfter: 'gender' } },
  hooks: residentHouseHooks,
  extraFields: (t) => ({
    // Loaded beside the page, one statement for all its residents (crud/loaders.ts byParent), in the order last saved.
    houseIds: linkedIds(t, { model: 'ResidentHouse', column: 'residentId', pick: 'houseId', order: 'position', description: '房屋' }),
  }),
  rest: { page: ['areaName', 'houseIds'], info: ['areaName', 'houseIds'] },
  labels: {
    name: { 'zh-tw': '居民信息', en: 'Resident' },
    fields: {
      id: { 'zh-tw': 'ID', en: 'ID' },
      createTime: { 'zh-tw': '創建時間', en: 'Created at' },
      updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
      areaId: { 'zh-tw': '小區ID', en: 'Community ID' },
      name: { 'zh-tw': '姓名', en: 'Name' },
      gender: { 'zh-tw': '性別', en: 'Gender' },
      'gender.0': { 'zh-tw': '未知', en: 'Unknown' },
      'gender.1': { 'zh-tw': '男', en: 'Male' },
      'gender.2': { 'zh-tw': '女', en: 'Female' },
      houseIds: { 'zh-tw': '房屋', en: 'Houses' },
      phone: { 'zh-tw': '手機號', en: 'Mobile number' },
      nation: { 'zh-tw': '民族', en: 'Ethnicity' },
      idCard: { 'zh-tw': '身份證號', en: 'ID card no.' },
      wechat: { 'zh-tw': '微信', en: 'WeChat' },
      politicalStatus: { 'zh-tw': '政治面貌', en: 'Political affiliation' },
      age: { 'zh-tw': '年齡', en: 'Age' },
      status: { 'zh-tw': '狀態', en: 'Status' },
      'status.0': { 'zh-tw': '正常', en: 'Active' },
      'status.1': { 'zh-tw': '已註銷', en: 'Deregistered' },
      illegalBuilding: { 'zh-tw': '違建', en: 'Illegal construction' },
      'illegalBuilding.0': { 'zh-tw': '否', en: 'No' },
      'illegalBuilding.1': { 'zh-tw': '是', en: 'Yes' },
      roles: { 'zh-tw': '角色', en: 'Roles' },
      buildingNo: { 'zh-tw': '樓棟號', en: 'Building no.' },
      unitNo: { 'zh-tw': '單元號', en: 'Unit no.' },
      occupation: { 'zh-tw': '職業', en: 'Occupation' },
      source: { 'zh-tw': '來源', en: 'Source' },
      'source.0': { 'zh-tw': '後台', en: 'Back office' },
      'source.1': { 'zh-tw': '小程序', en: 'Mini program' },
      areaName: { 'zh-tw': '小區名稱', en: 'Community name' },
    },
  },
});

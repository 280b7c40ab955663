/** Residents (resident/info). */
import { DICT_VALUE_LIST, INT_LIST } from '../../crud/shapes.ts';
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { AREA_NAME } from '../../crud/lookups.ts';

export const residentInfo = defineEntity({
  model: 'ResidentInfo',
  type: 'ResidentInfo',
  prefix: 'resident/info',
  shapes: { houseIds: INT_LIST, roles: DICT_VALUE_LIST },
  plural: 'residents',
  // The residents' register: its read permissions open residents' personal data everywhere (crud/personal.ts).
  residentRegister: true,
  personal: { name: 'name', phone: 'phone', idCard: 'idCard' },
  rules: { name: RULE.required, phone: [RULE.required, RULE.phone], idCard: RULE.idCard, age: RULE.age, roles: RULE.required },
  filters: { eq: ['areaId', 'source'], like: ['name', 'phone', 'idCard', 'wechat'], keyword: ['name', 'phone'] },
  lookups: { areaName: AREA_NAME },
  // The resident's houses: houses of the same community, each checked on write, offered as a relation (houses).
  references: { houses: { model: 'AreaHouse', column: 'houseIds', pick: 'houseNo', description: '房屋', list: true } },
  rest: { page: ['areaName'], info: ['areaName'] },
});

/** Document templates of the meeting stages (info/template). */
import { defineEntity } from '../../crud/define.ts';

export const infoTemplate = defineEntity({
  model: 'InfoTemplate',
  type: 'InfoTemplate',
  prefix: 'info/template',
  filters: { eq: ['stage'], keyword: ['name', 'label'] },
});

/** Scheduled tasks (task/info). */
import { defineEntity } from '../../crud/define.ts';

export const taskInfo = defineEntity({
  model: 'TaskInfo',
  type: 'TaskInfo',
  prefix: 'task/info',
  actions: ['add', 'update', 'delete', 'info', 'page'],
  readOnly: ['nextRunTime', 'lastExecuteTime', 'lockExpireTime'],
  filters: { eq: ['status', 'type'], keyword: ['name', 'service'] },
});

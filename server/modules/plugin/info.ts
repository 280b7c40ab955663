/** Installed plugins (plugin/info). */
import { defineEntity } from '../../crud/define.ts';

export const pluginInfo = defineEntity({
  model: 'PluginInfo',
  type: 'PluginInfo',
  prefix: 'plugin/info',
  filters: { eq: ['status'], keyword: ['name', 'keyName', 'author'] },
});

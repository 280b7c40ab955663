/**
 * Back-end plugins (/helper/plugins, modules/helper/views/plugins/serve.vue):
 * the installed plugins with their logo, hook and version; the install
 * dialog (a zip; warnings answered by resending with force), an enable
 * switch (switching when another plugin serves the hook), the configuration
 * form generated from the plugin's JSON Schema, the readme, and uninstall
 * (the kit's delete, to the recycle bin). Plugins are declarative: nothing
 * a package holds runs anywhere.
 */
import { Image } from '@chakra-ui/react/image';
import { PluginInfo } from '../../../meta/entities.json';
import { PluginInfoOperations, type PluginInfoRow } from '../../../entity/generated/PluginInfo.ts';
import { defineEntityScreen, entityMeta } from '../../../entity/index.ts';
import { PluginInstallButton, PluginRowActions, PluginStatusToggle } from './PluginDialogs.tsx';
import { PluginPermAddButton } from './PluginPermAdd.tsx';

export const meta = entityMeta(PluginInfo);

export default defineEntityScreen<PluginInfoRow>({
  meta,
  ops: PluginInfoOperations,
  columns: [
    { name: 'logo', render: (r) => (r.logo?.startsWith('data:image/') ? <Image src={r.logo} alt="" boxSize="8" borderRadius="md" /> : null) },
    'name',
    'keyName',
    'hook',
    'version',
    'author',
    { name: 'status', render: (r) => <PluginStatusToggle row={r} /> },
    'description',
    'updateTime',
  ],
  hidden: ['author', 'description', 'updateTime'],
  form: false,
  rowActions: (row, ctrl) => <PluginRowActions row={row} onChanged={ctrl.reload} />,
  toolbar: (_, ctrl) => (
    <>
      <PluginInstallButton onInstalled={ctrl.reload} />
      <PluginPermAddButton />
    </>
  ),
});

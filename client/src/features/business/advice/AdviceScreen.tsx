/**
 * Suggestions, complaints and repair requests from residents (/advice/info):
 * the list filters by status and type and searches title and the resident's
 * nick name (SPEC §7); each row opens its detail drawer (thread, reply,
 * handle, reopen). The list follows the to-dos live: it reloads when an
 * advice is created or changes status anywhere in the community.
 */
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { AdviceInfoOperations, type AdviceInfoRow } from '../../../entity/generated/AdviceInfo.ts';
import { defineEntityScreen, type EntityController } from '../../../entity/index.ts';
import { createStore, useStore } from '../../../lib/store.ts';
import { useReloadOnTodo } from '../todo/useReloadOnTodo.ts';
import { AdviceDetail } from './AdviceDetail.tsx';
import { adviceMeta as meta } from './meta.ts';
import { plainText, StatusBadge } from './parts.tsx';

export { meta };

const open = createStore<{ id: number; title: string } | null>(null);

function Host({ ctrl }: { ctrl: EntityController<AdviceInfoRow> }) {
  useReloadOnTodo(ctrl.reload);
  const o = useStore(open);
  return o ? <AdviceDetail key={o.id} id={o.id} title={o.title} onClose={() => open.set(null)} /> : null;
}

export default defineEntityScreen<AdviceInfoRow>({
  meta,
  ops: AdviceInfoOperations,
  columns: [
    'id',
    { name: 'title', render: (r) => <Button variant="plain" size="sm" px="0" h="auto" color="brand.fg" onClick={() => open.set({ id: r.rowId, title: r.title })}>{r.title}</Button> },
    'type',
    'objectType',
    'userNickName',
    'areaName',
    { name: 'status', render: (r) => <StatusBadge meta={meta} value={r.status} /> },
    { name: 'latestReply', sortable: false, render: (r) => <Text lineClamp={2} maxW="xs" fontSize="sm">{plainText(r.latestReply)}</Text> },
    'content',
    'createTime',
    'updateTime',
  ],
  hidden: ['id', 'content', 'updateTime'],
  rowActions: (r) => (
    <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => open.set({ id: r.rowId, title: r.title })}>
      <FormattedMessage id="advice.detail" />
    </Button>
  ),
  extra: (ctrl) => <Host ctrl={ctrl} />,
  form: {
    size: 'lg',
    initial: () => ({ type: 1, objectType: 1 }),
    fields: ['title', { name: 'type', required: true }, { name: 'objectType', required: true }, 'areaId', 'userId', { name: 'content', wide: true }, { name: 'images', wide: true }],
  },
});

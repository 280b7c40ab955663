/**
 * The categories of the file space beside its documents: the Tree (browse
 * mode) of the community's categories by parentId; a click shows that
 * category's documents (the `classifyId` filter, in the URL). Categories are
 * added (at the top or under one), renamed and deleted here; the server
 * refuses to delete one that still holds documents or sub-categories and
 * says which.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { IconButton } from '@chakra-ui/react/button';
import { Menu } from '@chakra-ui/react/menu';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { SpaceType } from '../../../meta/entities.json';
import { SpaceTypeOperations } from '../../../entity/generated/SpaceType.ts';
import type { SpaceTypeListQuery, SpaceTypeListQuery$data } from '../../../__generated__/SpaceTypeListQuery.graphql.ts';
import { entityMeta, permOf, useConfirmedRemoval, useEntityWrites, useMetaText } from '../../../entity/index.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { EntityForm } from '../../../components/DataTable/index.ts';
import { buildTree, Tree } from '../../../components/Tree.tsx';
import { useAreaChange } from '../../../area/store.ts';

export const typeMeta = entityMeta(SpaceType);
export type Category = SpaceTypeListQuery$data['spaceTypeList'][number];

/** Every category of the community (the tree and the move dialog read the same query). */
export function useCategories(fetchKey = 0): readonly Category[] {
  return useLazyLoadQuery<SpaceTypeListQuery>(SpaceTypeOperations.listQuery!, { orderBy: 'id', sort: 'asc' }, { fetchPolicy: 'store-and-network', fetchKey }).spaceTypeList;
}

interface Props {
  classifyId: number | null;
  onSelect: (classifyId: number | null) => void;
  /** categories changed (document rows show their category) */
  onChanged: () => void;
}

export function SpaceTypePanel({ classifyId, onSelect, onChanged }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  const can = useCan();
  const [fetchKey, setFetchKey] = useState(0);
  useAreaChange(() => (setFetchKey((k) => k + 1), onSelect(null)));
  const categories = useCategories(fetchKey);
  const nodes = useMemo(() => buildTree(categories), [categories]);
  const writes = useEntityWrites(SpaceTypeOperations, () => (setFetchKey((k) => k + 1), onChanged()));
  const [form, setForm] = useState<{ row?: Category; parentId?: number | null } | null>(null);
  const removal = useConfirmedRemoval<Category>(writes.remove, (c) => classifyId === c.rowId && onSelect(null));
  const actions = (c: Category) => {
    const items: [string, string, boolean][] = [
      ['add', 'space.type.addChild', can(permOf(typeMeta, 'add'))],
      ['edit', 'space.type.edit', can(permOf(typeMeta, 'update'))],
      ['delete', 'space.type.delete', can(permOf(typeMeta, 'delete'))],
    ];
    const allowed = items.filter((i) => i[2]);
    if (allowed.length === 0) return null;
    return (
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={(d) => (d.value === 'add' ? setForm({ parentId: c.rowId }) : d.value === 'edit' ? setForm({ row: c }) : removal.ask(c))}
      >
        <Menu.Trigger asChild>
          <IconButton size="2xs" variant="ghost" color="fg.subtle" aria-label={f('space.type.actions', { name: c.name })} onClick={(e) => e.stopPropagation()}>
            <Icon name="more" size={14} />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="36" onClick={(e) => e.stopPropagation()}>
              {allowed.map(([value, id]) => (
                <Menu.Item key={value} value={value} color={value === 'delete' ? 'fg.error' : undefined}>
                  {f(id, { name: c.name })}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    );
  };

  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p="3" w={{ base: '100%', md: '60', xl: '64' }} flexShrink={0}>
      <Flex align="center" justify="space-between" mb="2">
        <Text fontWeight="semibold" fontSize="sm">{text.entity(typeMeta)}</Text>
        <Can I={permOf(typeMeta, 'add')}>
          <IconButton size="xs" variant="ghost" aria-label={f('space.type.add')} title={f('space.type.add')} onClick={() => setForm({ parentId: null })}>
            <Icon name="plus" size={14} />
          </IconButton>
        </Can>
      </Flex>
      <Tree mode="browse" framed={false} nodes={nodes} openDepth={99} title={text.entity(typeMeta)} label={(c) => c.name} allLabel={f('space.type.all')} value={classifyId} onChange={(id) => onSelect(id)} actions={actions} />
      {categories.length === 0 && <Text fontSize="sm" color="fg.muted" px="2" mt="2">{f('space.type.empty')}</Text>}
      <EntityForm
        meta={typeMeta}
        open={form != null}
        mode={form?.row ? 'edit' : 'add'}
        size="sm"
        title={f(form?.row ? 'form.editTitle' : 'form.addTitle', { entity: text.entity(typeMeta) })}
        initial={form?.row ? { ...form.row } : { parentId: form?.parentId ?? null }}
        fields={['name']}
        onSubmit={async (values) => {
          await writes.save(form?.row ? values : { ...values, parentId: form?.parentId ?? null }, form?.row?.rowId);
          setFetchKey((k) => k + 1);
        }}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog open={removal.target != null} title={f('table.delete.title')} loading={removal.busy} confirmLabel={f('table.delete')} onConfirm={removal.confirm} onCancel={removal.cancel}>
        {f('space.type.delete.confirm', { name: removal.target?.name ?? '' })}
      </ConfirmDialog>
    </Box>
  );
}

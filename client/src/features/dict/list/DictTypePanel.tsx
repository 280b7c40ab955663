/**
 * The dictionary types beside their items: a click shows that type's items
 * (the `typeId` filter of the items list, in the URL); types are added,
 * edited and deleted here (after a confirmation) through the generated
 * DictType operations.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { IconButton } from '@chakra-ui/react/button';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { DictType } from '../../../meta/entities.json';
import { DictTypeOperations } from '../../../entity/generated/DictType.ts';
import type { DictTypeListQuery, DictTypeListQuery$data } from '../../../__generated__/DictTypeListQuery.graphql.ts';
import { entityMeta, permOf, useConfirmedRemoval, useEntityWrites, useMetaText, type ControlProps } from '../../../entity/index.ts';
import { Can } from '../../../components/Can.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { EntityForm } from '../../../components/DataTable/index.ts';
import { buildTree, findNode, subtreeIds, Tree } from '../../../components/Tree.tsx';
import { DictInfoOperations } from '../../../entity/generated/DictInfo.ts';
import type { DictInfoListQuery } from '../../../__generated__/DictInfoListQuery.graphql.ts';

export const typeMeta = entityMeta(DictType);
type Type = DictTypeListQuery$data['dictTypeList'][number];

const Item = chakra('button', {
  base: { flex: '1', minW: 0, textAlign: 'start', px: '2', py: '1.5', borderRadius: 'sm', fontSize: 'sm', cursor: 'pointer', truncate: true, _hover: { bg: 'bg.muted' }, '&[aria-current=true]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' } },
});

interface Props {
  typeId: number | null;
  onSelect: (typeId: number | null) => void;
  /** types changed (a deleted type's items are gone too) */
  onChanged: () => void;
}

export function DictTypePanel({ typeId, onSelect, onChanged }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  const [fetchKey, setFetchKey] = useState(0);
  const types = useLazyLoadQuery<DictTypeListQuery>(DictTypeOperations.listQuery!, { orderBy: 'createTime', sort: 'asc' }, { fetchPolicy: 'store-and-network', fetchKey }).dictTypeList;
  const writes = useEntityWrites(DictTypeOperations, () => (setFetchKey((k) => k + 1), onChanged()));
  const [form, setForm] = useState<{ row?: Type } | null>(null);
  const removal = useConfirmedRemoval<Type>(writes.remove, (t) => typeId === t.rowId && onSelect(null));
  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p="3" w={{ base: '100%', md: '60' }} flexShrink={0}>
      <Flex align="center" justify="space-between" mb="2">
        <Text fontWeight="semibold" fontSize="sm">{text.entity(typeMeta)}</Text>
        <Can I={permOf(typeMeta, 'add')}>
          <IconButton size="xs" variant="ghost" aria-label={f('dict.type.add')} title={f('dict.type.add')} onClick={() => setForm({})}>
            <Icon name="plus" size={14} />
          </IconButton>
        </Can>
      </Flex>
      <Box as="ul" role="list" aria-label={text.entity(typeMeta)} m="0" p="0" listStyleType="none">
        <li><Flex><Item type="button" aria-current={typeId == null} onClick={() => onSelect(null)}>{f('dict.type.all')}</Item></Flex></li>
        {types.map((t) => (
          <li key={t.rowId}>
            <Flex align="center" gap="0.5">
              <Item type="button" aria-current={typeId === t.rowId} title={t.key} onClick={() => onSelect(t.rowId)}>
                {t.name} <Text as="span" color="fg.subtle" fontSize="xs">{t.key}</Text>
              </Item>
              <Can I={permOf(typeMeta, 'update')}>
                <IconButton size="2xs" variant="ghost" aria-label={f('dict.type.edit', { name: t.name })} onClick={() => setForm({ row: t })}><Icon name="edit" size={12} /></IconButton>
              </Can>
              <Can I={permOf(typeMeta, 'delete')}>
                <IconButton size="2xs" variant="ghost" colorPalette="red" aria-label={f('dict.type.delete', { name: t.name })} onClick={() => removal.ask(t)}><Icon name="delete" size={12} /></IconButton>
              </Can>
            </Flex>
          </li>
        ))}
      </Box>
      {types.length === 0 && <Text fontSize="sm" color="fg.muted" px="2">{f('table.empty')}</Text>}
      <EntityForm
        meta={typeMeta}
        open={form != null}
        mode={form?.row ? 'edit' : 'add'}
        size="sm"
        title={f(form?.row ? 'form.editTitle' : 'form.addTitle', { entity: text.entity(typeMeta) })}
        initial={form?.row ? { ...form.row } : {}}
        fields={['name', 'key']}
        onSubmit={async (values) => {
          await writes.save(values, form?.row?.rowId);
          if (form?.row) setFetchKey((k) => k + 1);
        }}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog open={removal.target != null} title={f('table.delete.title')} loading={removal.busy} confirmLabel={f('table.delete')} onConfirm={removal.confirm} onCancel={removal.cancel}>
        {f('dict.type.delete.confirm', { name: removal.target?.name ?? '' })}
      </ConfirmDialog>
    </Box>
  );
}

/** The type of an item: a select of the dictionary types. */
export function TypeSelect({ id, value, onChange }: ControlProps) {
  const types = useLazyLoadQuery<DictTypeListQuery>(DictTypeOperations.listQuery!, { orderBy: 'createTime', sort: 'asc' }, { fetchPolicy: 'store-or-network' }).dictTypeList;
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field id={id} value={value == null ? '' : String(value)} onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}>
        <option value="" />
        {types.map((t) => (
          <option key={t.rowId} value={t.rowId}>
            {t.name} ({t.key})
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The parent of an item: the Tree (select mode) of the items of the same type. */
export function ParentSelect({ value, onChange, label, values, editingId }: ControlProps & { editingId: number | null }) {
  const intl = useIntl();
  const typeId = Number(values.typeId) || null;
  const items = useLazyLoadQuery<DictInfoListQuery>(DictInfoOperations.listQuery!, { filter: typeId ? { typeId } : null, orderBy: 'orderNum', sort: 'asc' }, { fetchPolicy: 'store-and-network' }).dictInfoList;
  const nodes = buildTree(items);
  const excluded = editingId != null ? findNode(nodes, editingId) : null;
  return (
    <Tree
      mode="select"
      nodes={nodes}
      value={(value as number | null) ?? null}
      onChange={onChange}
      label={(i) => i.name}
      title={label}
      noneLabel={intl.formatMessage({ id: 'tree.topLevel' })}
      disabledIds={excluded ? new Set(subtreeIds(excluded)) : undefined}
    />
  );
}

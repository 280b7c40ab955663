/**
 * The recycle bin (/recycle/data): what was deleted, by whom, through which
 * call; keyword on the operator's name and the url. An entry's deleted data
 * is viewed read-only; chosen entries are restored after a confirmation
 * (rows back with their ids and links, all or nothing; the server's refusal
 * is shown). Entries are neither added, edited nor deleted here.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react/button';
import { RecycleData } from '../../../meta/entities.json';
import { RecycleDataOperations, type RecycleDataRow } from '../../../entity/generated/RecycleData.ts';
import { entityMeta, EntityListView, permOf, useEntityListController, type EntityScreenConfig } from '../../../entity/index.ts';
import { Can } from '../../../components/Can.tsx';
import { Icon } from '../../../components/Icon.tsx';
import type { ScreenProps } from '../../../router/types.ts';
import { EntityName, RecycleDataDialog, RecycleRowActions, RestoreDialog } from './RecycleParts.tsx';

export const meta = entityMeta(RecycleData);
const restorePerm = permOf(meta, 'restore');

export default function RecycleScreen({ queries }: ScreenProps) {
  const intl = useIntl();
  const [viewing, setViewing] = useState<RecycleDataRow | null>(null);
  const [restoring, setRestoring] = useState<RecycleDataRow[] | null>(null);
  const config = useMemo<EntityScreenConfig<RecycleDataRow>>(
    () => ({
      meta,
      ops: RecycleDataOperations,
      columns: ['id', 'userName', 'url', { name: 'entityType', render: (r) => <EntityName type={r.entityType} /> }, 'count', 'createTime', 'areaId', 'userId'],
      hidden: ['areaId', 'userId'],
      form: false,
      selectable: true,
      rowActions: (row) => <RecycleRowActions row={row} restorePerm={restorePerm} onView={setViewing} onRestore={setRestoring} />,
      toolbar: ({ selected }) => (
        <Can I={restorePerm}>
          <Button size="sm" colorPalette="brand" variant="subtle" disabled={selected.length === 0} onClick={() => setRestoring(selected)}>
            <Icon name="refresh" size={14} />
            {intl.formatMessage({ id: 'recycle.restoreSelected' })}
          </Button>
        </Can>
      ),
    }),
    [intl],
  );
  const ctrl = useEntityListController(config, queries.list!);
  return (
    <>
      <EntityListView ctrl={ctrl} />
      <RecycleDataDialog entry={viewing} onClose={() => setViewing(null)} />
      <RestoreDialog rows={restoring} onClose={() => setRestoring(null)} done={ctrl.reload} />
    </>
  );
}

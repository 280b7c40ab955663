/**
 * The file space (/space/list): the category tree beside the documents of
 * the chosen category; search by name, filter by type group; upload into the
 * category (progress per file), a document's versions (download any, upload
 * the next), preview in the browser (images, PDF, video, audio), rename,
 * and multi-select move and delete. Documents are added by uploading them,
 * so the list has no add form.
 */
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { SpaceInfo } from '../../../meta/entities.json';
import { SpaceInfoOperations, type SpaceInfoRow } from '../../../entity/generated/SpaceInfo.ts';
import { defineEntityScreen, entityMeta, permOf, type EntityController } from '../../../entity/index.ts';
import { Can } from '../../../components/Can.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { createStore, useStore } from '../../../lib/store.ts';
import { SpaceTypePanel, useCategories } from './SpaceTypePanel.tsx';
import { formatSize, MoveDialog, PREVIEWABLE, PreviewDialog, UploadDialog, VersionsDialog } from './SpaceDialogs.tsx';

export const meta = entityMeta(SpaceInfo);
const GROUPS = ['image', 'video', 'audio', 'word', 'excel', 'ppt', 'pdf', 'archive', 'other'] as const;
const categoryOf = (ctrl: EntityController<SpaceInfoRow>) => Number(ctrl.state.filters.classifyId) || null;

/** The open dialog of the screen (row actions and the toolbar open it; `extra` shows it). */
type Open = { kind: 'upload' } | { kind: 'versions'; row: SpaceInfoRow } | { kind: 'preview'; name: string | null; url: string; type: string | null } | { kind: 'move'; ids: number[]; done: () => void } | null;
const dialog = createStore<Open>(null);

function Btn({ labelId, onClick, icon }: { labelId: string; onClick: () => void; icon?: string }) {
  const intl = useIntl();
  return (
    <Button size="xs" variant="ghost" colorPalette="brand" onClick={onClick}>
      {icon && <Icon name={icon} size={14} />}
      {intl.formatMessage({ id: labelId })}
    </Button>
  );
}

function Dialogs({ ctrl }: { ctrl: EntityController<SpaceInfoRow> }) {
  const open = useStore(dialog);
  const close = () => dialog.set(null);
  const classifyId = categoryOf(ctrl);
  const categories = useCategories();
  return (
    <>
      <UploadDialog open={open?.kind === 'upload'} classifyId={classifyId} categoryName={categories.find((c) => c.rowId === classifyId)?.name ?? null} onClose={(uploaded) => (close(), uploaded && ctrl.reload())} />
      <VersionsDialog doc={open?.kind === 'versions' ? open.row : null} onClose={close} onChanged={ctrl.reload} onPreview={(v) => open?.kind === 'versions' && dialog.set({ kind: 'preview', ...v, type: open.row.type ?? null })} />
      <PreviewDialog file={open?.kind === 'preview' ? open : null} onClose={close} />
      <MoveDialog ids={open?.kind === 'move' ? open.ids : null} onClose={close} onMoved={() => (open?.kind === 'move' && open.done(), ctrl.reload())} />
    </>
  );
}

export default defineEntityScreen<SpaceInfoRow>({
  meta,
  // Documents come in by upload (space/info/upload), not by an add form.
  ops: { ...SpaceInfoOperations, addMutation: undefined },
  filters: ['type'],
  options: { type: GROUPS.map((g) => ({ value: g, labelId: `space.group.${g}` })) },
  columns: ['name', 'type', { name: 'size', render: (r) => formatSize(r.size) }, 'version', 'areaName', 'createTime', 'updateTime', 'id', 'key', 'fileId', 'url', 'classifyId'],
  hidden: ['areaName', 'updateTime', 'id', 'key', 'fileId', 'url', 'classifyId'],
  inlineEdit: ['name'],
  form: { fields: ['name'] },
  rowActions: (row) => (
    <>
      {PREVIEWABLE.has(row.type ?? '') && row.downloadUrl && <Btn labelId="space.preview" onClick={() => dialog.set({ kind: 'preview', name: row.name ?? null, url: row.downloadUrl!, type: row.type ?? null })} />}
      <Can I={permOf(meta, 'versions')}>
        <Btn labelId="space.versions" onClick={() => dialog.set({ kind: 'versions', row })} />
      </Can>
    </>
  ),
  toolbar: ({ selected, clearSelection }) => (
    <>
      <Can I={permOf(meta, 'upload')}>
        <Button size="sm" colorPalette="brand" onClick={() => dialog.set({ kind: 'upload' })}>
          <Icon name="plus" size={14} />
          <UploadLabel />
        </Button>
      </Can>
      <Can I={permOf(meta, 'move')}>
        <Button size="sm" variant="outline" disabled={selected.length === 0} onClick={() => dialog.set({ kind: 'move', ids: selected.map((r) => r.rowId), done: clearSelection })}>
          <Icon name="move" size={14} />
          <MoveLabel />
        </Button>
      </Can>
    </>
  ),
  aside: (ctrl) => (
    <Suspense fallback={<Spinner size="sm" />}>
      <SpaceTypePanel classifyId={categoryOf(ctrl)} onSelect={(id) => ctrl.setState({ filters: { classifyId: id == null ? null : String(id) } })} onChanged={ctrl.reload} />
    </Suspense>
  ),
  extra: (ctrl) => (
    <Suspense fallback={null}>
      <Dialogs ctrl={ctrl} />
    </Suspense>
  ),
});

function UploadLabel() {
  return <>{useIntl().formatMessage({ id: 'space.upload' })}</>;
}
function MoveLabel() {
  return <>{useIntl().formatMessage({ id: 'space.move' })}</>;
}

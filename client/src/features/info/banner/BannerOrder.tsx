/**
 * Reordering banners: every banner of the current filters in a dialog, by
 * `sort`; drag an item onto another place, or move it with the up and down
 * buttons (keyboard). Saving writes the new `sort` of the banners that moved
 * (10, 20, 30…), then reloads the list.
 */
import { useEffect, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton, IconButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { Can } from '../../../components/Can.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Thumb } from '../../../components/ImageUrlInput.tsx';
import type { InfoBannerRow } from '../../../entity/generated/InfoBanner.ts';
import type { EntityController } from '../../../entity/index.ts';
import { message } from '../../../lib/message.ts';
import { bySort, moveItem, sortWrites } from './order.ts';
import { listVariables } from '../../../entity/index.ts';

type Item = Pick<InfoBannerRow, 'rowId' | 'title' | 'image' | 'sort' | 'areaName'>;

/** One banner of the order: dragged, or moved up and down by its buttons. */
function OrderItem({ it, i, last, dragging, onDragStart, onDrop, onDragEnd, move }: {
  it: Item;
  i: number;
  last: boolean;
  dragging: boolean;
  onDragStart: () => void;
  onDrop: (e: DragEvent) => void;
  onDragEnd: () => void;
  move: (from: number, to: number) => void;
}) {
  const intl = useIntl();
  const f = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  return (
    <Flex
      as="li"
      align="center"
      gap="2"
      p="2"
      mb="1.5"
      borderWidth="1px"
      borderRadius="md"
      bg={dragging ? 'bg.muted' : 'bg'}
      draggable
      onDragStart={(e: DragEvent) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(it.rowId));
        onDragStart();
      }}
      onDragOver={(e: DragEvent) => e.preventDefault()}
      onDrop={onDrop}
      onDragEnd={onDragEnd}
      cursor="grab"
      data-banner={it.title}
    >
      <Box color="fg.muted" aria-hidden>
        <Icon name="grip" size={16} />
      </Box>
      <Text fontSize="sm" color="fg.muted" w="6" textAlign="end" fontVariantNumeric="tabular-nums">
        {i + 1}
      </Text>
      <Thumb url={it.image} alt={it.title} />
      <Box flex="1" minW="0">
        <Text fontSize="sm" truncate>
          {it.title}
        </Text>
        {it.areaName && (
          <Text fontSize="xs" color="fg.muted">
            {it.areaName}
          </Text>
        )}
      </Box>
      <IconButton size="xs" variant="ghost" disabled={i === 0} aria-label={f('banner.order.up', { title: it.title })} onClick={() => move(i, i - 1)}>
        <Box transform="rotate(180deg)" display="inline-flex">
          <Icon name="chevron-down" size={14} />
        </Box>
      </IconButton>
      <IconButton size="xs" variant="ghost" disabled={last} aria-label={f('banner.order.down', { title: it.title })} onClick={() => move(i, i + 1)}>
        <Icon name="chevron-down" size={14} />
      </IconButton>
    </Flex>
  );
}

function OrderDialog({ ctrl, onClose }: { ctrl: EntityController<InfoBannerRow>; onClose: () => void }) {
  const intl = useIntl();
  const f = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [items, setItems] = useState<Item[] | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const environment = useRelayEnvironment();
  useEffect(() => {
    let live = true;
    const { meta, ops } = ctrl.config;
    // every banner of the current filters (the list query, not a page), ordered here by sort
    fetchQuery(environment, ops.listQuery!, { ...listVariables(ctrl.state, meta), orderBy: 'sort', sort: 'asc' })
      .toPromise()
      .then((data) => (data as { infoBannerList?: readonly InfoBannerRow[] } | undefined)?.infoBannerList ?? [])
      .then((rows) => live && setItems(bySort(rows.map((r) => ({ rowId: r.rowId, title: r.title, image: r.image, sort: r.sort ?? null, areaName: r.areaName })))))
      .catch((e: Error) => {
        message.error(e.message);
        onClose();
      });
    return () => {
      live = false;
    };
    // once, when the dialog opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const move = (from: number, to: number) => setItems((list) => (list ? moveItem(list, from, to) : list));
  const onDrop = (to: number) => (e: DragEvent) => {
    e.preventDefault();
    if (dragging !== null && dragging !== to) move(dragging, to);
    setDragging(null);
  };
  const save = async () => {
    if (!items) return;
    setBusy(true);
    try {
      for (const w of sortWrites(items)) await ctrl.save({ sort: w.sort }, w.rowId);
      message.success(f('banner.order.saved'));
      ctrl.reload();
      onClose();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const changed = items ? sortWrites(items).length > 0 : false;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()} size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{f('banner.order.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="3">
                {f('banner.order.help')}
              </Text>
              {!items ? (
                <Spinner size="sm" aria-label={f('app.loading')} />
              ) : items.length === 0 ? (
                <Text color="fg.muted">{f('table.empty')}</Text>
              ) : (
                <Box as="ol" m="0" p="0" listStyleType="none" aria-label={f('banner.order.title')} data-testid="banner-order">
                  {items.map((it, i) => (
                    <OrderItem
                      key={it.rowId}
                      it={it}
                      i={i}
                      last={i === items.length - 1}
                      dragging={dragging === i}
                      onDragStart={() => setDragging(i)}
                      onDrop={onDrop(i)}
                      onDragEnd={() => setDragging(null)}
                      move={move}
                    />
                  ))}
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" disabled={busy} onClick={onClose}>
                {f('common.cancel')}
              </Button>
              <Button size="sm" colorPalette="brand" loading={busy} disabled={!changed} onClick={() => void save()}>
                {f('banner.order.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={f('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The toolbar button and its dialog. */
export function BannerOrder({ ctrl }: { ctrl: EntityController<InfoBannerRow> }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Can I={ctrl.config.meta.perms.update!}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Icon name="grip" size={14} />
        {intl.formatMessage({ id: 'banner.order' })}
      </Button>
      {open && <OrderDialog ctrl={ctrl} onClose={() => setOpen(false)} />}
    </Can>
  );
}

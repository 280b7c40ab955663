/**
 * Banners (/info/banner): title, image (the shared Upload), jump address,
 * order and status; a community's own or shared by all (no community). The
 * list is in display order (`sort`); "reorder" moves banners by drag or with
 * up/down and saves their `sort`; the order is also editable inline.
 */
import { InfoBanner } from '../../../meta/entities.json';
import { InfoBannerOperations, type InfoBannerRow } from '../../../entity/generated/InfoBanner.ts';
import { defineEntityScreen, entityMeta, StatusSwitch } from '../../../entity/index.ts';
import { Thumb } from '../../../components/ImageUrlInput.tsx';
import { BannerOrder } from './BannerOrder.tsx';

export const meta = entityMeta(InfoBanner);

export default defineEntityScreen<InfoBannerRow>({
  meta,
  ops: InfoBannerOperations,
  // the declaration gives no value labels for the banner status (SPEC §3: 1 enabled, 0 disabled)
  options: { status: [{ value: 1, labelId: 'common.enabled' }, { value: 0, labelId: 'common.disabled' }] },
  columns: ['sort', { name: 'image', sortable: false, exportable: false, render: (r) => <Thumb url={r.image} alt={r.title} /> }, 'title', 'areaName', { name: 'status', render: (r) => <StatusSwitch row={r} name={r.title} /> }, 'jump', 'content', 'id', 'createTime'],
  hidden: ['content', 'id'],
  inlineEdit: ['title', 'sort'],
  toolbar: (_ctx, ctrl) => <BannerOrder ctrl={ctrl} />,
  form: {
    initial: () => ({ status: 1, sort: 0 }),
    fields: ['title', 'sort', { name: 'status', required: true }, 'areaId', { name: 'image', wide: true }, { name: 'jump', wide: true }, { name: 'content', wide: true }],
  },
});

/**
 * The demo list (/demo/crud): goods with title, price, type (goodsType
 * dictionary), stock, status, main image and description.
 */
import { DemoGoods } from '../../../meta/entities.json';
import { DemoGoodsOperations, type DemoGoodsRow } from '../../../entity/generated/DemoGoods.ts';
import { defineEntityScreen, entityMeta, StatusSwitch } from '../../../entity/index.ts';
import { Thumb } from '../../../components/ImageUrlInput.tsx';

export const meta = entityMeta(DemoGoods);

export default defineEntityScreen<DemoGoodsRow>({
  meta,
  ops: DemoGoodsOperations,
  columns: [{ name: 'mainImage', sortable: false, exportable: false, render: (r) => <Thumb url={r.mainImage} alt={r.title} /> }, 'id', 'title', 'type', 'price', 'stock', { name: 'status', render: (r) => <StatusSwitch row={r} name={r.title} /> }, 'description', 'userName', 'createTime'],
  hidden: ['id', 'description'],
  inlineEdit: ['title', 'price', 'stock'],
  form: {
    initial: () => ({ status: 1, stock: 0 }),
    fields: ['title', 'price', 'type', 'stock', { name: 'status', required: true }, { name: 'mainImage', kind: 'image', wide: true }, { name: 'exampleImages', wide: true }, { name: 'description', wide: true }],
  },
});

/** Addresses of app users (/user/address, `?userId=` for one user's): contact, phone, region, address and the default flag. */
import { UserAddress } from '../../../meta/entities.json';
import { UserAddressOperations, type UserAddressRow } from '../../../entity/generated/UserAddress.ts';
import { defineEntityScreen, entityMeta } from '../../../entity/index.ts';

export const meta = entityMeta(UserAddress);

export default defineEntityScreen<UserAddressRow>({
  meta,
  ops: UserAddressOperations,
  columns: ['id', 'userId', 'contact', 'phone', 'province', 'city', 'district', 'address', 'isDefault', 'createTime'],
  hidden: ['id', 'createTime'],
  inlineEdit: ['contact', 'phone', 'address'],
  form: {
    initial: (ctrl) => ({ userId: Number(ctrl.state.filters.userId) || null, isDefault: false }),
    fields: ['userId', 'contact', 'phone', 'province', 'city', 'district', { name: 'address', wide: true }, 'isDefault'],
  },
});

/** App users' addresses (user/address): they follow their user. */
import { defineEntity } from '../../crud/define.ts';

export const userAddress = defineEntity({
  model: 'UserAddress',
  type: 'UserAddress',
  prefix: 'user/address',
  filters: { eq: ['userId', 'isDefault'], keyword: ['contact', 'phone', 'address'] },
});

/** App users' addresses (user/address): they follow their user. */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';

export const userAddress = defineEntity({
  model: 'UserAddress',
  type: 'UserAddress',
  prefix: 'user/address',
  rules: { contact: RULE.required, phone: [RULE.required, RULE.mobile] },
  // A resident's delivery contact and phone are personal.
  personal: { contact: 'name', phone: 'phone' },
  filters: { eq: ['userId', 'isDefault'], keyword: ['contact', 'phone', 'address'] },
});

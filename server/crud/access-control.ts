/**
 * The access-control models: the rows that say who may do what (admin users,
 * roles, menus with their permission strings, departments of the data
 * permission) and, derived from the schema so that a new one cannot be
 * forgotten, every model that points at one of them (the user-role,
 * role-menu and role-department links). Writes to them drop the cached
 * viewers, and the recycle bin restores them for the superuser only
 * (crud/recycle.ts): a restore would hand rights back without the grant
 * rules of base/grants.ts.
 */
import { modelInfo } from './datamodel.ts';

export const AUTH_MODELS: ReadonlySet<string> = new Set(['BaseSysUser', 'BaseSysRole', 'BaseSysMenu', 'BaseSysDepartment']);

export function isAccessControlModel(model: string): boolean {
  return AUTH_MODELS.has(model) || modelInfo(model).foreignKeys.some((fk) => AUTH_MODELS.has(fk.target));
}

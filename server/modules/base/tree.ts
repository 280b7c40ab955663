/** Helpers for self-referencing trees (menus, departments). */
import { AppError } from '../../kernel/errors.ts';
import type { MessageKey } from '../../kernel/i18n/messages.ts';

/** All ids under the given roots (not the roots themselves). */
export function descendantsOf(rows: { id: number; parentId: number | null }[], roots: number[]): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parentId !== null) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const out = new Set<number>();
  const queue = [...roots];
  while (queue.length) {
    for (const c of children.get(queue.shift()!) ?? []) if (!out.has(c)) (out.add(c), queue.push(c));
  }
  return [...out];
}

/** Refuses a parentId that is the row itself or one of its descendants. */
export function assertParentOk(rows: { id: number; parentId: number | null }[], id: number, parentId: unknown, key: MessageKey): void {
  if (parentId === null || parentId === undefined) return;
  if (parentId === id || descendantsOf(rows, [id]).includes(Number(parentId))) throw new AppError(key, {}, 1001, 'parentId');
}

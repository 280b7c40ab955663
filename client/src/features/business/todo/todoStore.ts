/**
 * The to-do counts of the selected community (advice nobody has taken up:
 * 待处理, advice being handled: 处理中, repairs pending), kept outside React: the `todoCounts` subscription (TodoFeed.tsx,
 * mounted by the main layout) writes them, the menu badges and the home
 * dashboard read them. null: not received yet (or not subscribed); a count
 * of null: the viewer may not read that list.
 */
import { createStore, useStore } from '../../../lib/store.ts';
import type { PermCheck } from '../../../components/Can.tsx';

export interface TodoCounts {
  /** 待处理 */
  adviceTodo: number | null;
  /** 处理中 (shown beside the pending count, never added to it) */
  adviceProcessing: number | null;
  repairTodo: number | null;
}

export const todoStore = createStore<TodoCounts | null>(null);

/** Who receives the counts: readers of either list (or of the count endpoints). */
export const TODO_PERM: PermCheck = { or: ['business:advice:info:page', 'business:repair:info:page', 'comm:count:adviceTodo', 'comm:count:repairTodo'] };

/** The menu pages that carry a to-do badge (what waits for staff: 待处理), by router. */
export const TODO_ROUTES: Record<string, keyof TodoCounts> = {
  '/advice/info': 'adviceTodo',
  '/repair/info': 'repairTodo',
};

export function useTodoCounts(): TodoCounts | null {
  return useStore(todoStore);
}

/** The count of one kind (undefined: not known yet or not readable). */
export function useTodoCount(key: keyof TodoCounts | undefined): number | undefined {
  return useStore(todoStore, (s) => (key && s ? (s[key] ?? undefined) : undefined));
}

/**
 * Permission checks (SPEC §6). A check is a string, matched as a substring of
 * the held permissions (`base:sys:user:add`; `/` may stand for `:`), or
 * `{ or: [...] }` (any passes) / `{ and: [...] }` (all pass), nestable.
 */
import type { ReactNode } from 'react';
import { useStore } from '../lib/store.ts';
import { sessionStore } from '../relay/session.ts';

export type PermCheck = string | { or?: PermCheck[]; and?: PermCheck[] };

const norm = (s: string) => s.trim().replace(/\//g, ':');

export function checkPerm(perms: readonly string[], check: PermCheck | null | undefined): boolean {
  if (check == null) return false;
  if (typeof check === 'string') {
    const wanted = norm(check);
    return wanted !== '' && perms.some((p) => norm(p).includes(wanted));
  }
  const { or, and } = check;
  if (!or && !and) return false;
  if (or && !or.some((c) => checkPerm(perms, c))) return false;
  if (and && !and.every((c) => checkPerm(perms, c))) return false;
  return true;
}

/** `useCan()(check)` tells whether the logged-in user passes a check. */
export function useCan(): (check: PermCheck) => boolean {
  const perms = useStore(sessionStore, (s) => s.perms);
  return (check) => checkPerm(perms, check);
}

interface CanProps {
  /** the permission check */
  I: PermCheck;
  children?: ReactNode;
  /** shown instead when the check fails (nothing by default) */
  fallback?: ReactNode;
}

/** Renders its children only when the check passes. */
export function Can({ I, children, fallback = null }: CanProps) {
  const can = useCan();
  return <>{can(I) ? children : fallback}</>;
}

/**
 * The seam between the task services and the files work (uploads and the
 * file space), which lands separately. The files module provides the
 * cleaner with provideOrphanFileCleaner(); until it does, the
 * orphaned-file task fails with a clear message (it never pretends to have
 * cleaned anything).
 */
import type { Ctx } from '../kernel/context.ts';
import { AppError } from '../kernel/errors.ts';

export interface OrphanFileCleanup {
  /** Stored files that no row refers to any more. */
  found: number;
  /** Of those, the ones deleted. */
  removed: number;
}

/** Deletes stored files no row refers to, untouched for at least `olderThanDays` days. */
export type OrphanFileCleaner = (ctx: Ctx, opts: { olderThanDays: number }) => Promise<OrphanFileCleanup>;

let cleaner: OrphanFileCleaner | null = null;

export function provideOrphanFileCleaner(fn: OrphanFileCleaner | null): void {
  cleaner = fn;
}

export async function cleanOrphanedFiles(ctx: Ctx, opts: { olderThanDays: number }): Promise<OrphanFileCleanup> {
  if (!cleaner) throw new AppError('task.filesUnavailable');
  return cleaner(ctx, opts);
}

/**
 * Removes stored files that no row names any more, once they are older than
 * the grace period (the system task's olderThanDays, default 7): an upload answered but
 * never saved in a form, an avatar replaced, a document version whose
 * document was deleted and whose recycle entry is gone. Every column of
 * files/columns.ts is read (recycle entries included, so a deleted document
 * keeps its file until its entry is restored or removed); a file named
 * anywhere there is kept. Run by the system task space.orphanCleanup
 * (tasks/builtin.ts).
 */
import type { Db } from '../kernel/context.ts';
import { delegate } from '../crud/tx.ts';
import { UPLOAD_COLUMNS } from './columns.ts';
import { keysIn } from './service.ts';
import type { FileStorage } from './storage.ts';

const BATCH = 500;

/** Every stored-file key some row names. */
export async function referencedKeys(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const [model, columns] of Object.entries(UPLOAD_COLUMNS)) {
    const select = Object.fromEntries([['id', true], ...Object.keys(columns).map((c) => [c, true])]);
    let cursor = 0;
    for (;;) {
      const rows: Record<string, unknown>[] = await delegate(db, model).findMany({ select, where: { id: { gt: cursor } }, orderBy: { id: 'asc' }, take: BATCH });
      for (const row of rows) for (const c of Object.keys(columns)) keysIn(row[c], keys);
      if (rows.length < BATCH) break;
      cursor = rows[rows.length - 1]!.id as number;
    }
  }
  return keys;
}

/** Deletes unreferenced files older than the grace period; answers the keys removed. */
export async function cleanupFiles(db: Db, storage: FileStorage, graceDays: number, now = Date.now()): Promise<string[]> {
  const before = now - graceDays * 86400_000;
  const candidates: string[] = [];
  for (const prefix of ['app/base/', 'space/']) for await (const o of storage.list(prefix)) if (o.lastModified.getTime() < before) candidates.push(o.key);
  if (candidates.length === 0) return [];
  // Read after listing: a file saved in a row meanwhile is seen as referenced.
  const referenced = await referencedKeys(db);
  const removed: string[] = [];
  for (const key of candidates) {
    if (referenced.has(key)) continue;
    await storage.delete(key);
    removed.push(key);
  }
  return removed;
}

/**
 * An app's database in the metrics (kernel/metrics.ts): the pg pool's connections in use, idle and the
 * requests waiting for one (pg-pool's totalCount, idleCount, waitingCount), or on the embedded database
 * the admission gate in front of it (http/admission.ts: requests admitted, free slots, queued), and the
 * time of every statement the adapters run (db/adapter.ts statements). Returns what stops it.
 */
import type { AdapterHandle } from '../db/adapter.ts';
import type { Admission } from '../http/admission.ts';
import { registerPool, statementDuration } from '../kernel/metrics.ts';
import { poolConfig } from '../db/adapter.ts';

export function watchDatabase(handle: Pick<AdapterHandle, 'kind' | 'pool' | 'statements'>, admission: Admission | null): () => void {
  const database = handle.kind === 'postgres' ? 'postgres' : 'embedded';
  const unregister =
    handle.kind === 'postgres'
      ? registerPool({
          database,
          read() {
            const pool = handle.pool?.();
            if (!pool) return { inUse: 0, idle: 0, waiting: 0, max: 0 };
            return { inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? poolConfig('').max };
          },
        })
      : registerPool({
          database,
          read() {
            if (!admission || admission.limit <= 0) return { inUse: admission?.active ?? 0, idle: 0, waiting: 0, max: 0 };
            return { inUse: admission.active, idle: Math.max(0, admission.limit - admission.active), waiting: admission.waiting, max: admission.limit };
          },
        });
  const stopListening = handle.statements.listen((e) => statementDuration.observe({ database }, (e.end - e.start) / 1000));
  return () => {
    unregister();
    stopListening();
  };
}

import type { Db } from '../db/client.ts';

/** A Prisma client or an interactive transaction client. */
export type Tx = Omit<Db, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/** Model delegate by Prisma model name (BaseSysUser → tx.baseSysUser), untyped for generic code. */
export function delegate(tx: Tx, model: string): any {
  return (tx as any)[model.charAt(0).toLowerCase() + model.slice(1)];
}

import type { Db } from '../db/client.ts';
import type { LoadedRow } from '../kernel/context.ts';

/** A Prisma client or an interactive transaction client. */
export type Tx = Omit<Db, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/** A row of a model named at run time: the columns its query selected (kernel/context.ts LoadedRow says why it is untyped). */
export type Row = LoadedRow;

/**
 * The Prisma model delegate the generic code calls, for a model named at run time: Prisma types each
 * delegate by its own model, so generic code sees rows as records and judges their values itself.
 */
export interface ModelDelegate {
  /** `R`: the columns the caller's select reads (Prisma types them by the select; here the caller names them). */
  findMany<R extends object = Row>(args?: object): Promise<R[]>;
  findFirst<R extends object = Row>(args?: object): Promise<R | null>;
  findUnique<R extends object = Row>(args: object): Promise<R | null>;
  findUniqueOrThrow<R extends object = Row>(args: object): Promise<R>;
  count(args?: object): Promise<number>;
  create<R extends object = Row>(args: object): Promise<R>;
  createMany(args: object): Promise<{ count: number }>;
  update<R extends object = Row>(args: object): Promise<R>;
  updateMany(args: object): Promise<{ count: number }>;
  delete(args: object): Promise<Row>;
  deleteMany(args?: object): Promise<{ count: number }>;
}

/** Model delegate by Prisma model name (BaseSysUser → tx.baseSysUser), for generic code. */
export function delegate(tx: Tx, model: string): ModelDelegate {
  return (tx as unknown as Record<string, ModelDelegate>)[model.charAt(0).toLowerCase() + model.slice(1)]!;
}

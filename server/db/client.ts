// Prisma client factory over a driver adapter (see ./adapter.ts).
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from '../generated/prisma/client.ts';
import type { AdapterHandle } from './adapter.ts';

/** The application's Prisma client type. */
export type Db = PrismaClient;

/**
 * `new PrismaClient({ adapter })`. Accepts a factory or the handle returned by
 * createAdapterFactory(). Call `db.$disconnect()` and then `handle.close()`.
 */
export function createPrisma(adapterFactory: SqlDriverAdapterFactory | Pick<AdapterHandle, 'factory'>): Db {
  const adapter = 'factory' in adapterFactory ? adapterFactory.factory : adapterFactory;
  return new PrismaClient({ adapter });
}

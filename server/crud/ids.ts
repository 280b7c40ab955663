/**
 * The one reading of row ids from input. Every table's key is a PostgreSQL
 * `integer`, so an id is a whole number from 1 to 2^31-1; anything else
 * (NaN, a fraction, 99999999999) would reach Prisma and fail there as an
 * unexpected error. Global ids (node, nodes) are `base64("<Type>:<id>")`
 * of a registered entity type; builder.ts hands Pothos this decoder, so
 * every global-id argument is read here and a malformed one is refused with
 * a translated 1001 (BAD_REQUEST over GraphQL), never a 500.
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import { AppError } from '../kernel/errors.ts';
import { entityByType } from './entity.ts';

export const MAX_ROW_ID = 2147483647;

/** A value that can be a row's id. */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ROW_ID;
}

/** A row id from a number or a decimal string; else a translated "<field> has an invalid format". */
export function rowIdOf(value: unknown, field = 'id'): number {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (!isRowId(n)) throw new AppError('validation.type', { field: { label: field, name: field } }, 1001, field);
  return n;
}

/**
 * Pothos's relay.decodeGlobalID: the typename must be an entity's node type
 * and the id a row id. The id stays a string (Pothos's shape); the node's
 * findUnique reads it back with rowIdOf.
 */
export function decodeNodeId(globalID: string): { typename: string; id: string } {
  let decoded: { typename: string; id: string } | null = null;
  try {
    decoded = decodeGlobalID(globalID);
  } catch {
    // Not base64, or not "<Type>:<id>": refused below like any other malformed id.
  }
  if (!decoded || !entityByType(decoded.typename) || !/^\d{1,10}$/.test(decoded.id) || !isRowId(Number(decoded.id))) {
    throw new AppError('validation.type', { field: { label: 'id', name: 'id' } }, 1001, 'id');
  }
  return decoded;
}

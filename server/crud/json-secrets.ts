/**
 * Secrets inside a JSON column (EntityDecl.jsonSecrets): a plugin's
 * configuration holds an S3 secret key or a webhook secret next to
 * settings anyone who manages plugins may see. Which keys are secret is
 * declared once, per row (a plugin: its schema's `format: "password"`
 * properties and what its hook declares secret); every key that names a
 * secret (audit/sensitive.ts SENSITIVE_NAME) counts too, as a backstop.
 * From that one declaration:
 * - every output (GraphQL/REST fields, exports) shows a set secret as MASK;
 * - an update that sends MASK back keeps the stored value (a form shows the
 *   masked configuration and saves it unchanged);
 * - the request log redacts those keys in the call's arguments;
 * - the recycle bin keeps them apart from the entry's visible data.
 */
import type { Ctx } from '../kernel/context.ts';
import { REDACTED } from '../audit/log.ts';
import { noteSecretKeys, SENSITIVE_NAME } from '../audit/sensitive.ts';
import type { EntityDecl } from './entity.ts';
import { delegate, type Tx } from './tx.ts';

type Row = Record<string, unknown>;
type Obj = Record<string, unknown>;

/** What a set secret reads as everywhere it is output; sent back unchanged, it keeps the stored value. */
export const MASK = REDACTED;

function isObject(v: unknown): v is Obj {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function isSet(v: unknown): boolean {
  return v !== undefined && v !== null && v !== '';
}

/** The secret keys of a row's JSON column: the declared ones and every key that names a secret. */
export function secretKeys(decl: EntityDecl, row: Row): Set<string> {
  const spec = decl.jsonSecrets;
  if (!spec) return new Set();
  const keys = new Set(spec.keys(row));
  const value = row[spec.column];
  if (isObject(value)) for (const k of Object.keys(value)) if (SENSITIVE_NAME.test(k)) keys.add(k);
  return keys;
}

/** The JSON column of a row as it is output: set secrets masked. */
export function maskedValue(decl: EntityDecl, row: Row): unknown {
  const spec = decl.jsonSecrets!;
  const value = row[spec.column];
  if (!isObject(value)) return value;
  const keys = secretKeys(decl, row);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keys.has(k) && isSet(v) ? MASK : v]));
}

/** A row as it is output (exports): its JSON secrets masked. */
export function maskRow<R extends Row>(decl: EntityDecl, row: R): R {
  return decl.jsonSecrets && Object.hasOwn(row, decl.jsonSecrets.column) ? { ...row, [decl.jsonSecrets.column]: maskedValue(decl, row) } : row;
}

/**
 * Before a write: the secret keys are noted for the request log, and in an
 * update every secret sent back as MASK is replaced by the stored value
 * (dropped when nothing is stored), so what is checked and stored is the
 * real configuration.
 */
export async function keepMaskedSecrets(ctx: Ctx, decl: EntityDecl, tx: Tx, data: Row, id: number | undefined): Promise<void> {
  const spec = decl.jsonSecrets;
  if (!spec) return;
  const old: Row | null = id !== undefined ? await delegate(tx, decl.model).findUnique({ where: { id } }) : null;
  const keys = secretKeys(decl, { ...(old ?? {}), ...data });
  if (old) for (const k of secretKeys(decl, old)) keys.add(k);
  noteSecretKeys(ctx, keys);
  const value = data[spec.column];
  if (!isObject(value)) return;
  const stored = isObject(old?.[spec.column]) ? (old![spec.column] as Obj) : {};
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) {
    if (v !== MASK || !keys.has(k)) out[k] = v;
    else if (Object.hasOwn(stored, k)) out[k] = stored[k];
  }
  data[spec.column] = out;
}

/** Splits a row's JSON secrets off (recycle capture): [the row without them, the secrets or null]. */
export function splitJsonSecrets(decl: EntityDecl | undefined, row: Row): [Row, Obj | null] {
  const spec = decl?.jsonSecrets;
  const value = spec ? row[spec.column] : undefined;
  if (!spec || !isObject(value)) return [row, null];
  const keys = secretKeys(decl!, row);
  const clean: Obj = {};
  const secret: Obj = {};
  for (const [k, v] of Object.entries(value)) (keys.has(k) ? secret : clean)[k] = v;
  return Object.keys(secret).length ? [{ ...row, [spec.column]: clean }, { [spec.column]: secret }] : [row, null];
}

/** Puts split secrets back into a row (recycle restore): JSON columns merged, other columns set. */
export function joinSecrets(decl: EntityDecl | undefined, row: Row, secrets: Row | undefined): Row {
  if (!secrets) return row;
  const spec = decl?.jsonSecrets;
  const out = { ...row, ...secrets };
  if (spec && isObject(secrets[spec.column])) out[spec.column] = { ...(isObject(row[spec.column]) ? (row[spec.column] as Obj) : {}), ...(secrets[spec.column] as Obj) };
  return out;
}

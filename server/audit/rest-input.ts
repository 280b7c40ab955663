/**
 * What the request log keeps of a REST call: the body (or query) the client
 * sent, as it sent it, not the GraphQL arguments the route turned it into
 * (`first`, `orderBy`, `after`): the log screen's parameters column shows
 * what was sent. Redacted as every logged input is: the route's field
 * arguments and input fields marked sensitive (by name, wherever the body
 * has them), every key SENSITIVE_NAME matches, the JSON keys the request
 * declared secret, and files as their name and size.
 */
import { getNamedType, isInputObjectType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { isSensitive, SENSITIVE_NAME } from './sensitive.ts';
import { REDACTED } from './log.ts';

const inputs = new WeakMap<object, Record<string, unknown>>();
const sensitiveByField = new WeakMap<object, Set<string>>();

/** The names of the sensitive arguments and input fields a field takes, at any depth. */
function sensitiveNames(field: GraphQLField<unknown, unknown>): Set<string> {
  let names = sensitiveByField.get(field);
  if (names) return names;
  names = new Set();
  const seen = new Set<string>();
  const walk = (type: GraphQLInputType) => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    seen.add(named.name);
    for (const f of Object.values(named.getFields())) {
      if (isSensitive(f)) names!.add(f.name);
      walk(f.type);
    }
  };
  for (const a of field.args) {
    if (isSensitive(a)) names.add(a.name);
    walk(a.type);
  }
  sensitiveByField.set(field, names);
  return names;
}

function isFile(v: unknown): v is { name?: unknown; size?: unknown } {
  return typeof v === 'object' && v !== null && (typeof (v as Blob).arrayBuffer === 'function' || typeof (v as { stream?: unknown }).stream === 'function') && 'size' in v;
}

function redact(value: unknown, names: ReadonlySet<string>, depth = 0): unknown {
  if (isFile(value)) return { file: typeof value.name === 'string' ? value.name.slice(0, 200) : null, size: typeof value.size === 'number' ? value.size : null };
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redact(v, names, depth + 1));
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SENSITIVE_NAME.test(k) || names.has(k) ? REDACTED : redact(v, names, depth + 1)]));
}

/** Keeps the input of a REST call for its log row (rest/handler.ts, once it is read). */
export function noteRestInput(ctx: object, field: GraphQLField<unknown, unknown>, input: Record<string, unknown>): void {
  inputs.set(ctx, redact(input, sensitiveNames(field)) as Record<string, unknown>);
}

/** The redacted input of the REST call of this context (JSON keys declared secret while it ran redacted too), or undefined. */
export function restInputOf(ctx: object, secretKeys: ReadonlySet<string>): Record<string, unknown> | undefined {
  const input = inputs.get(ctx);
  if (!input || secretKeys.size === 0) return input;
  return redact(input, secretKeys) as Record<string, unknown>;
}

/**
 * What the log records of an operation: the arguments of its root fields
 * after variables are substituted, walked along their GraphQL input types so
 * that every argument or input field marked sensitive is replaced, at any
 * depth, however the client named its variables.
 */
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  Kind,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { isSensitive, SENSITIVE_NAME } from './sensitive.ts';
import { REDACTED } from './log.ts';

/**
 * The backstop inside JSON values (plugin configurations, parameters): every
 * key that names a secret (SENSITIVE_NAME) or that the request declared
 * secret is redacted, at any depth.
 */
function redactJson(value: unknown, keys: ReadonlySet<string>, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactJson(v, keys, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SENSITIVE_NAME.test(k) || keys.has(k) ? REDACTED : redactJson(v, keys, depth + 1)]),
  );
}

function redactValue(type: GraphQLInputType, value: unknown, keys: ReadonlySet<string>): unknown {
  if (value === null || value === undefined) return value;
  const t = getNullableType(type) as GraphQLInputType;
  if (isListType(t)) return Array.isArray(value) ? value.map((v) => redactValue(t.ofType, v, keys)) : value;
  const named = getNamedType(t);
  // A file is logged by its name and size, never its bytes.
  if (named.name === 'File' && typeof value === 'object') {
    const f = value as { name?: unknown; size?: unknown };
    return { file: typeof f.name === 'string' ? f.name.slice(0, 200) : null, size: typeof f.size === 'number' ? f.size : null };
  }
  if (isInputObjectType(named) && typeof value === 'object') {
    const fields = named.getFields();
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => {
        const f = fields[k];
        return [k, f ? (isSensitive(f) ? REDACTED : redactValue(f.type, v, keys)) : redactJson(v, keys)];
      }),
    );
  }
  // A scalar that carries an object or list (JSON) is walked by its keys.
  return redactJson(value, keys);
}

/** The redacted arguments of each root field of the operation: { fieldName: { arg: value } }. */
export function loggedArguments(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  secretKeys: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const op = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!op) return {};
  const root = op.operation === 'mutation' ? schema.getMutationType() : op.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
  const out: Record<string, unknown> = {};
  for (const sel of op.selectionSet.selections) {
    if (sel.kind !== Kind.FIELD) continue;
    const def = root?.getFields()[sel.name.value];
    if (!def) continue;
    let args: Record<string, unknown>;
    try {
      args = getArgumentValues(def, sel, variables ?? {});
    } catch {
      // Arguments that do not coerce are logged as the raw variables' shape, every value redacted.
      args = { invalid: REDACTED };
    }
    out[sel.alias?.value ?? sel.name.value] = Object.fromEntries(
      Object.entries(args).map(([k, v]) => {
        const argDef = def.args.find((a) => a.name === k);
        return [k, argDef ? (isSensitive(argDef) ? REDACTED : redactValue(argDef.type, v, secretKeys)) : redactJson(v, secretKeys)];
      }),
    );
  }
  return out;
}

/**
 * The one coercion of legacy REST input: the JSON body or query string is
 * turned into the variables of the route's GraphQL field, walking the
 * field's argument types. Legacy clients send numbers as strings, lists as
 * comma-separated strings, '' for "no value", and whole rows with extra
 * keys; all of that is accepted here, once. What cannot be a value of the
 * type is refused with a translated 1001 naming the field by its label.
 */
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import { AppError } from '../kernel/errors.ts';

const INT_MAX = 2147483647;

/**
 * A field's label: its description up to the first colon (the schema's zh-cn
 * label), else its name; with the model of an entity's column (set by
 * crud/graphql.ts), so other languages get its translated label.
 */
function labelOf(def: { name: string; description?: string | null | undefined; extensions?: unknown }): { label: string; name: string; model?: string } {
  const label = def.description?.split(/[:：]/)[0]?.trim();
  const model = (def.extensions as { model?: unknown } | null | undefined)?.model;
  return { label: label && label.length <= 40 ? label : def.name, name: def.name, ...(typeof model === 'string' ? { model } : {}) };
}

function bad(def: { name: string; description?: string | null; extensions?: unknown }): AppError {
  return new AppError('validation.type', { field: labelOf(def) }, 1001, def.name);
}

function coerceScalar(typeName: string, value: unknown, def: GraphQLArgument | GraphQLInputField): unknown {
  switch (typeName) {
    case 'Int': {
      const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || Math.abs(n) > INT_MAX) throw bad(def);
      return n;
    }
    case 'Float': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw bad(def);
      return n;
    }
    case 'Boolean':
      if (value === true || value === 1 || value === '1' || value === 'true') return true;
      if (value === false || value === 0 || value === '0' || value === 'false') return false;
      throw bad(def);
    case 'String':
    case 'ID':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw bad(def);
    case 'Decimal': {
      // What the Decimal scalar accepts (builder.ts), refused here with the field's label.
      const s = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
      if (!/^-?\d+(\.\d+)?$/.test(s)) throw bad(def);
      return s;
    }
    case 'DateTime':
      // What the DateTime scalar accepts (builder.ts).
      if ((typeof value === 'string' || typeof value === 'number') && !Number.isNaN(new Date(typeof value === 'number' ? value : String(value)).getTime())) return value;
      throw bad(def);
    case 'File':
      // Only a part of a multipart request is a file (rest/handler.ts reads those).
      if (value && typeof value === 'object' && typeof (value as Blob).size === 'number' && typeof (value as Blob).arrayBuffer === 'function') return value;
      throw bad(def);
    default:
      // JSON and other custom scalars take the value as it is.
      return value;
  }
}

export function coerceInput(type: GraphQLInputType, value: unknown, def: GraphQLArgument | GraphQLInputField): unknown {
  if (value === undefined) return undefined;
  const nullable = getNullableType(type) as GraphQLInputType;
  if (value === null) return null;
  if (isListType(nullable)) {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : [value];
    if (list.length > 10000) throw bad(def);
    // A null among the values of a list of non-null values (houseIds [1, null]) is this field's bad value, named by its
    // label here, not left to graphql-js, whose refusal would name only the list's path.
    if (isNonNullType(nullable.ofType) && list.some((v) => v === null)) throw bad(def);
    return list.map((v) => coerceInput(nullable.ofType, typeof v === 'string' ? v.trim() : v, def));
  }
  if (isInputObjectType(nullable)) {
    if (typeof value !== 'object' || Array.isArray(value)) throw bad(def);
    const fields = nullable.getFields();
    const out: Record<string, unknown> = {};
    // Keys the input type does not have are dropped (legacy clients send whole rows back).
    for (const [name, field] of Object.entries(fields)) {
      if (!Object.prototype.hasOwnProperty.call(value, name) || (value as Record<string, unknown>)[name] === undefined) {
        // A required field left out is named like one sent empty (not as a bad value of the whole list).
        if (isNonNullType(field.type) && field.defaultValue === undefined) throw new AppError('validation.required', { field: labelOf(field) }, 1001, field.name);
        continue;
      }
      let v = (value as Record<string, unknown>)[name];
      const named = getNullableType(field.type);
      // '' means "no value" for anything but text.
      if (v === '' && !(isScalarType(named) && (named.name === 'String' || named.name === 'ID'))) v = null;
      if (v === null && isNonNullType(field.type)) throw new AppError('validation.required', { field: labelOf(field) }, 1001, field.name);
      out[name] = coerceInput(field.type, v, field);
    }
    return out;
  }
  if (isEnumType(nullable)) {
    if (typeof value !== 'string' || !nullable.getValue(value)) throw bad(def);
    return value;
  }
  if (isScalarType(nullable)) return coerceScalar(nullable.name, value, def);
  return value;
}

/** The variables of a field from raw arguments (already mapped from the legacy body). */
export function coerceArgs(args: readonly GraphQLArgument[], raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const arg of args) {
    const v = raw[arg.name];
    if ((v === undefined || v === null) && isNonNullType(arg.type)) throw new AppError('validation.required', { field: labelOf(arg) }, 1001, arg.name);
    const c = coerceInput(arg.type, v, arg);
    if (c !== undefined) out[arg.name] = c;
  }
  return out;
}

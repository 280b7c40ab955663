/**
 * The largest variables an operation can legitimately be called with, for
 * tests that price operations (graphql/cost.ts): every page size the largest
 * a connection serves (MAX_PAGE_SIZE), every id list as long as a write takes
 * (MAX_PAGE_SIZE ids), every @include/@skip condition the one that selects
 * more, and any other variable a value of its type that coerces.
 */
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  visit,
  Kind,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { MAX_PAGE_SIZE } from '../../server/crud/service.ts';

function valueOf(type: GraphQLInputType, name: string, depth = 0): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) {
    const item = valueOf(inner.ofType, name, depth + 1);
    return /ids$/i.test(name) ? Array.from({ length: MAX_PAGE_SIZE }, (_, i) => (typeof item === 'number' ? i + 1 : typeof item === 'string' ? `${item}${i}` : item)) : [item];
  }
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  if (isInputObjectType(inner)) {
    const out: Record<string, unknown> = {};
    if (depth > 4) return out;
    for (const f of Object.values(inner.getFields())) if (isNonNullType(f.type)) out[f.name] = valueOf(f.type, f.name, depth + 1);
    return out;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
      case 'Float':
        return /^(first|last|size)$/.test(name) ? MAX_PAGE_SIZE : 1;
      case 'Boolean':
        return true;
      case 'DateTime':
        return '2026-01-01T00:00:00.000Z';
      case 'Decimal':
        return '1';
      case 'JSON':
        return {};
      case 'File':
        return new File(['x'], 'x.txt', { type: 'text/plain' });
      case 'VoteChoice':
        return 1;
      default:
        return 'x';
    }
  }
  return null;
}

/** Variables of the document's operation: the largest page sizes and id lists, the branches that select more. */
export function maxVariables(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const skipped = new Set<string>();
  visit(document, {
    Directive(node) {
      if (node.name.value !== 'skip') return;
      for (const a of node.arguments ?? []) if (a.value.kind === Kind.VARIABLE) skipped.add(a.value.name.value);
    },
  });
  const out: Record<string, unknown> = {};
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of def.variableDefinitions ?? []) {
      const name = v.variable.name.value;
      const type = typeFromAST(schema, v.type as never) as GraphQLInputType | undefined;
      if (!type) continue;
      // A @skip condition selects more when false.
      out[name] = skipped.has(name) ? false : valueOf(type, name);
    }
  }
  return out;
}

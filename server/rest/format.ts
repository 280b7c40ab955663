/**
 * The one formatting pass of a REST answer, planned once per route from the
 * route's GraphQL document and the schema's types: DateTime values become
 * the legacy 'YYYY-MM-DD HH:mm:ss' (server time), Decimal values numbers;
 * everything else, JSON columns included, is answered exactly as stored.
 */
import { legacyTime } from '../kernel/time.ts';
import { getNamedType, isEnumType, isScalarType, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';

export { legacyTime };
import { REST_FORM } from '../crud/shapes.ts';
import { translationMap } from '../crud/translations.ts';

type Formatter = (v: unknown) => unknown;
/** A shape's formatter carries the plan of the selection inside the shape (shapeForm). */
type ShapeFormatter = Formatter & { plan?: FormatPlan };

/** Response key → its formatter (a leaf) or the plan of its selection. */
export interface FormatPlan {
  [key: string]: Formatter | FormatPlan;
}

const SCALAR_FORMAT: Record<string, Formatter> = {
  DateTime: (v) => (v === null || v === undefined ? v : legacyTime(v as string)),
  Decimal: (v) => (v === null || v === undefined ? v : Number(v)),
};

/** The plan of a document: only the paths that need formatting are in it. */
export function formatPlan(schema: GraphQLSchema, document: DocumentNode): FormatPlan {
  const typeInfo = new TypeInfo(schema);
  const root: FormatPlan = {};
  const stack: FormatPlan[] = [root];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field: {
        enter(node) {
          const key = node.alias?.value ?? node.name.value;
          const type = typeInfo.getType();
          const named = type ? getNamedType(type) : null;
          const parent = stack[stack.length - 1]!;
          if (!node.selectionSet) {
            // An enum answers its stored value (the legacy integer or text), not its GraphQL name.
            const f = named && isScalarType(named) ? SCALAR_FORMAT[named.name] : named && isEnumType(named) ? enumFormat(named) : undefined;
            if (f) parent[key] = f;
            // A field's own legacy form (a plugin's logo: its bare base64).
            if ((typeInfo.getFieldDef()?.extensions as Record<string, unknown> | undefined)?.[REST_FORM] === 'bareBase64') parent[key] = bareBase64;
            return;
          }
          const existing = parent[key];
          const child: FormatPlan = typeof existing === 'object' ? existing : typeof existing === 'function' && (existing as ShapeFormatter).plan ? (existing as ShapeFormatter).plan! : {};
          const form = named ? (named.extensions as Record<string, unknown> | undefined)?.[REST_FORM] : undefined;
          const fieldForm = (typeInfo.getFieldDef()?.extensions as Record<string, unknown> | undefined)?.[REST_FORM];
          // A typed shape goes back to the JSON the column stores: a file to its URL, an object without its absent keys,
          // a row's list of translations to its language → field → text object.
          parent[key] = fieldForm === 'translations' ? translationsForm(child) : form === 'url' ? urlForm(child) : form === 'omitNulls' ? omitNullsForm(child) : child;
          stack.push(child);
        },
        leave(node) {
          if (node.selectionSet) stack.pop();
        },
      },
    }),
  );
  prune(root);
  return root;
}

function prune(plan: FormatPlan): boolean {
  for (const [k, v] of Object.entries(plan)) {
    if (typeof v === 'object' && !prune(v)) delete plan[k];
    else if (typeof v === 'function' && (v as ShapeFormatter).plan) prune((v as ShapeFormatter).plan!);
  }
  return Object.keys(plan).length > 0;
}

function enumFormat(type: import('graphql').GraphQLEnumType): Formatter {
  return (v) => (typeof v === 'string' ? (type.getValue(v)?.value ?? v) : v);
}

/** A shape formatter that first formats inside the shape (its own plan, filled as the document is walked). */
function shapeForm(child: FormatPlan, finish: (v: Record<string, unknown>) => unknown): Formatter {
  const f: Formatter & { plan?: FormatPlan } = (v) => (v === null || v === undefined || typeof v !== 'object' ? v : finish(applyPlan(v, child) as Record<string, unknown>));
  f.plan = child;
  return f;
}

const urlForm = (child: FormatPlan) => shapeForm(child, (v) => v.url);
/** A list answered as one object: its entries formatted (their enums to stored values), then folded (applyPlan passes it whole). */
function translationsForm(child: FormatPlan): Formatter {
  const f: Formatter & { plan?: FormatPlan; whole?: boolean } = (v) => (Array.isArray(v) ? translationMap(applyPlan(v, child) as Record<string, unknown>[]) : v);
  f.plan = child;
  f.whole = true;
  return f;
}
/** A data: URL's payload (what follows `;base64,`); any other value as it is. */
const bareBase64: Formatter = (v) => (typeof v === 'string' ? v.replace(/^data:[^,]*;base64,/, '') : v);
const omitNullsForm = (child: FormatPlan) =>
  shapeForm(child, (v) => {
    for (const k of Object.keys(v)) if (v[k] === null) delete v[k];
    return v;
  });

/**
 * Formats a fresh execution result in place (graphql-js builds new objects
 * for every answer, so nothing else sees them): one walk over the paths the
 * plan names, no copy of the rows.
 */
export function applyPlan(value: unknown, plan: FormatPlan | Formatter): unknown {
  if (typeof plan === 'function') {
    if (!Array.isArray(value) || (plan as { whole?: boolean }).whole) return plan(value);
    for (let i = 0; i < value.length; i++) value[i] = plan(value[i]);
    return value;
  }
  if (value === null || value === undefined || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = applyPlan(value[i], plan);
    return value;
  }
  const out = value as Record<string, unknown>;
  for (const k in plan) if (k in out) out[k] = applyPlan(out[k], plan[k]!);
  return out;
}

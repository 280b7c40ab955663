/** Imports every module (each registers its types, fields and routes) and builds the schema. */
import { defaultFieldResolver } from 'graphql';
import { builder } from './builder.ts';
import { answeredAsResult } from './kernel/errors.ts';
import { countResolvedError } from './kernel/metrics.ts';
import { markRefused } from './kernel/unit-of-work.ts';
import type { Ctx } from './kernel/context.ts';
import { guardConnections } from './crud/connection-args.ts';
import { maskPersonalFields } from './crud/personal.ts';
import { registerRelationTypes } from './crud/graphql.ts';
import './modules/index.ts';

// The relations are derived from every declaration: their extra object types are made once all are registered.
registerRelationTypes();
export const schema = builder.toSchema({ sortSchema: true });

// Every connection field checks its first/last/after/before before it runs (crud/connection-args.ts):
// wrapped here, on the built schema, so a connection declared anywhere is covered.
guardConnections(schema);

// Every field marked personal (an entity's `personal` columns, `personal(kind)` on any other field) answers
// its value masked to a viewer who may not read residents (crud/personal.ts): wrapped here, on the built
// schema, so a field marked anywhere is covered on every path that runs it (REST, GraphQL, subscriptions).
maskPersonalFields(schema);

// A root mutation field that answers a typed AppError (the errors plugin turned the refusal into a
// result) marks its unit of work refused, so the mutation is rolled back (audit/unit-of-work.ts).
// Every root mutation field is wrapped here, after the schema is built: none can be missed.
for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
  const resolve = field.resolve ?? defaultFieldResolver;
  field.resolve = async (root, args, ctx: Ctx, info) => {
    const value = await resolve(root, args, ctx, info);
    if (answeredAsResult(value)) {
      markRefused(ctx.db, value as Error);
      countResolvedError(value as Error, ctx.requestScope?.kind ?? 'ws');
    }
    return value;
  };
}

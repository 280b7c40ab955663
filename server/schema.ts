/** Imports every module (each registers its types, fields and routes) and builds the schema. */
import { defaultFieldResolver } from 'graphql';
import { builder } from './builder.ts';
import { answeredAsResult } from './kernel/errors.ts';
import { markRefused } from './kernel/unit-of-work.ts';
import type { Ctx } from './kernel/context.ts';
import { guardConnections } from './crud/connection-args.ts';
import { registerRelationTypes } from './crud/graphql.ts';
import './modules/index.ts';

// The relations are derived from every declaration: their extra object types are made once all are registered.
registerRelationTypes();
export const schema = builder.toSchema({ sortSchema: true });

// Every connection field checks its first/last/after/before before it runs (crud/connection-args.ts):
// wrapped here, on the built schema, so a connection declared anywhere is covered.
guardConnections(schema);

// A root mutation field that answers a typed AppError (the errors plugin turned the refusal into a
// result) marks its unit of work refused, so the mutation is rolled back (audit/unit-of-work.ts).
// Every root mutation field is wrapped here, after the schema is built: none can be missed.
for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
  const resolve = field.resolve ?? defaultFieldResolver;
  field.resolve = async (root, args, ctx: Ctx, info) => {
    const value = await resolve(root, args, ctx, info);
    if (answeredAsResult(value)) markRefused(ctx.db, value as Error);
    return value;
  };
}

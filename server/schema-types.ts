/**
 * The schema's type parameters, apart from the builder that uses them
 * (builder.ts): the context (Ctx), the auth scopes, the scalars and the
 * Prisma models. The kit's declarations (crud/entity.ts) type their field
 * builders with these, so they need not import the builder, whose node
 * interface reads the kit's ids: a circle (tests/static/layers.test.ts).
 */
import type PrismaTypes from './generated/pothos-types.ts';
import type { Ctx } from './kernel/context.ts';

/** What builder.ts hands SchemaBuilder. */
export interface SchemaTypes {
  PrismaTypes: PrismaTypes;
  Context: Ctx;
  AuthScopes: { loggedIn: boolean; perm: string | string[] };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    Decimal: { Input: string; Output: { toString(): string } | string | number };
    File: { Input: File; Output: never };
    /** A ballot's choice (modules/meeting/vote-choice-scalar.ts): exactly 0, 1 or 2. */
    VoteChoice: { Input: 0 | 1 | 2; Output: number };
  };
  DefaultFieldNullability: false;
}

/** The GraphQL scalar a column is answered as (crud/graphql.ts graphqlTypeOf). */
export type ScalarName = 'Int' | 'Float' | 'Boolean' | 'String' | 'DateTime' | 'JSON' | 'Decimal';

/** The schema's types as Pothos knows them (the builder's `$inferSchemaTypes`): SchemaTypes with Pothos's defaults. */
export type Types = PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>;

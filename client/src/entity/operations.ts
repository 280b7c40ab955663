/**
 * The generated operations of an entity (client/src/entity/generated/<Type>.ts),
 * a leaf the writes (writes.ts) and the screen's config (types.ts) both read.
 */
import type { GraphQLTaggedNode } from 'relay-runtime';

/** What scripts/generate-entity-operations.ts writes for an entity (by its actions). */
export interface EntityOperations {
  readonly type: string;
  readonly rowFragment: GraphQLTaggedNode;
  readonly pageQuery?: GraphQLTaggedNode;
  readonly pageFragment?: GraphQLTaggedNode;
  readonly treeQuery?: GraphQLTaggedNode;
  readonly treeFragment?: GraphQLTaggedNode;
  readonly listQuery?: GraphQLTaggedNode;
  readonly addMutation?: GraphQLTaggedNode;
  readonly updateMutation?: GraphQLTaggedNode;
  readonly deleteMutation?: GraphQLTaggedNode;
}

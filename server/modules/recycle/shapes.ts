/**
 * What a recycle entry keeps about its rows (crud/recycle.ts RecycleInfo),
 * typed: the entity they were deleted from and the rows of other tables
 * deleted or unlinked with them. The rows themselves are snapshots of any
 * entity's rows, JSON (masked like the entry's `data` for a viewer who may
 * not read residents). Every key is a field, so REST answers it as stored.
 */
import { builder } from '../../builder.ts';
import { OMIT_NULLS, objectShape, type Shape } from '../../crud/shapes.ts';

const str = (v: unknown) => (typeof v === 'string' ? v : null);

export const RecycledRelatedType = builder.objectRef<Record<string, unknown>>('RecycledRelated').implement({
  description: 'Rows of another table that went with the deleted rows',
  extensions: OMIT_NULLS,
  fields: (t) => ({
    model: t.string({ nullable: true, description: 'Their model', resolve: (r) => str(r.model) }),
    how: t.string({ nullable: true, description: 'cascade: deleted with their parent; unlink: their key column set to null', resolve: (r) => str(r.how) }),
    column: t.string({ nullable: true, description: 'Their column naming the deleted rows', resolve: (r) => str(r.column) }),
    rows: t.field({ type: 'JSON', nullable: true, description: 'The rows as they were (a snapshot of that table)', resolve: (r) => r.rows ?? null }),
  }),
});

export const RecycleEntityInfoType = builder.objectRef<Record<string, unknown>>('RecycleEntityInfo').implement({
  description: 'What a recycle entry kept rows of: their entity and what went with them',
  extensions: OMIT_NULLS,
  fields: (t) => ({
    model: t.string({ nullable: true, description: 'The model of the deleted rows', resolve: (e) => str(e.model) }),
    type: t.string({ nullable: true, description: 'Its GraphQL type', resolve: (e) => str(e.type) }),
    prefix: t.string({ nullable: true, description: 'Its REST prefix', resolve: (e) => str(e.prefix) }),
    related: t.field({
      type: [RecycledRelatedType],
      nullable: true,
      description: 'Rows of other tables deleted or unlinked with them',
      resolve: (e) => (Array.isArray(e.related) ? e.related.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object') : null),
    }),
  }),
});

export const RECYCLE_ENTITY_INFO: Shape = objectShape(RecycleEntityInfoType, 'The entity of the kept rows and the rows that went with them');

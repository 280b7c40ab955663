/**
 * Writes of an entity through its generated mutations. How the store follows:
 * - update: the payload's `record` spreads the row fragment, so Relay updates
 *   the row in place (no refetch; the row keeps its place on the page);
 * - add: the page is refetched (the new row's place depends on the order,
 *   the filters and the paging, and the total changes);
 * - delete: `deletedIds @deleteRecord` removes the records from the store at
 *   once (their rows disappear), then the page is refetched so it fills up
 *   again and the total is right.
 * Every write then emits `entity-change` (lib/events.ts) for what shows the
 * entity outside its list.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRelayEnvironment } from 'react-relay';
import { readInlineData, type GraphQLTaggedNode } from 'relay-runtime';
import type { FormValues } from './form/types.ts';
import { commit, FieldError } from './mutation.ts';
import { message } from '../lib/message.ts';
import { emit } from '../lib/events.ts';
import { entityErrorFragment } from './generated/EntityError.ts';
import type { EntityError_error$key } from '../__generated__/EntityError_error.graphql.ts';
import type { EntityOperations } from './operations.ts';

interface MutationResult {
  readonly __typename: string;
  readonly error?: EntityError_error$key | null;
  readonly data?: unknown;
}

/** The success branch of a mutation result (`<field>` of the response); an AppError rejects with a FieldError. */
export function resultOf(response: unknown): MutationResult {
  const result = Object.values((response ?? {}) as Record<string, MutationResult | null>)[0];
  if (!result) throw new Error('empty result');
  if (result.error) {
    const e = readInlineData(entityErrorFragment, result.error);
    throw new FieldError(e.message, e.code, e.field);
  }
  return result;
}

export interface EntityWrites {
  /** adds (no row) or updates (a row id) */
  save: (values: FormValues, rowId?: number) => Promise<void>;
  remove: (rowIds: number[]) => Promise<void>;
}

function need(node: GraphQLTaggedNode | undefined, what: string): GraphQLTaggedNode {
  if (!node) throw new Error(`no ${what} operation`);
  return node;
}

/** save/remove of an entity; `reload` refetches the current list after an add or a delete. */
export function useEntityWrites(ops: EntityOperations, reload: () => void): EntityWrites {
  const environment = useRelayEnvironment();
  const save = useCallback(
    async (values: FormValues, rowId?: number) => {
      if (rowId != null) {
        resultOf(await commit(environment, need(ops.updateMutation, 'update'), { input: { ...values, id: rowId } }));
      } else {
        resultOf(await commit(environment, need(ops.addMutation, 'add'), { input: values }));
        reload();
      }
      emit('entity-change', { type: ops.type });
    },
    [environment, ops, reload],
  );
  const remove = useCallback(
    async (rowIds: number[]) => {
      resultOf(await commit(environment, need(ops.deleteMutation, 'delete'), { ids: rowIds }));
      reload();
      emit('entity-change', { type: ops.type });
    },
    [environment, ops, reload],
  );
  return { save, remove };
}

export interface ConfirmedRemoval<T> {
  /** the row waiting for the confirmation (null: none) */
  target: T | null;
  ask: (row: T) => void;
  cancel: () => void;
  confirm: () => void;
  busy: boolean;
}

/**
 * Deleting one row after a confirmation (panels beside a list: departments,
 * dictionary types): success and failure are toasted; `onRemoved` runs after.
 */
export function useConfirmedRemoval<T extends { rowId: number }>(remove: (ids: number[]) => Promise<void>, onRemoved?: (row: T) => void): ConfirmedRemoval<T> {
  const intl = useIntl();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!target) return;
    setBusy(true);
    remove([target.rowId])
      .then(() => {
        message.success(intl.formatMessage({ id: 'common.success' }));
        onRemoved?.(target);
        setTarget(null);
      })
      .catch((e: Error) => message.error(e.message))
      .finally(() => setBusy(false));
  };
  return { target, ask: setTarget, cancel: () => !busy && setTarget(null), confirm, busy };
}

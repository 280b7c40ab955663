/**
 * Mutations as promises: `commit` resolves with the response or rejects with
 * the network error. A result's AppError (read through the shared
 * EntityError_error fragment by `resultOf`, entity/writes.ts) becomes a
 * rejected `FieldError` (message already translated by the server, plus the
 * field it is about), so forms highlight the field and tables toast the text.
 */
import { commitMutation, type Environment, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';

export class FieldError extends Error {
  code?: number;
  field?: string | null;
  constructor(message: string, code?: number, field?: string | null) {
    super(message);
    this.name = 'FieldError';
    this.code = code;
    this.field = field;
  }
}

export function commit<T extends MutationParameters>(environment: Environment, mutation: GraphQLTaggedNode, variables: T['variables']): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      onCompleted: (response, errors) => {
        if (errors?.length && !response) reject(new Error(errors[0]!.message));
        else resolve(response);
      },
      onError: reject,
    });
  });
}

/**
 * A column's rules judged outside the entity kit — an operation's own input
 * such as a proxy's ID number on a ballot (modules/meeting/assembly.ts) —
 * answered as the kit answers them: the rule's message with the column named
 * by its schema label (`field`, translated by model and name in every
 * language). The rule messages all say "{field} …"; a problem handed on
 * without its field shows that placeholder to the user, which is why
 * core/field-rules.ts fieldProblem is not used bare on the server
 * (tests/server/field-refusal.test.ts enumerates the callers).
 */
import { fieldProblem, type FieldRule } from '../core/field-rules.ts';
import type { MessageKey } from '../kernel/i18n/messages.ts';
import { modelInfo } from './datamodel.ts';

export interface FieldReference {
  label: string;
  name: string;
  model: string;
}

/** A column as refusals name it: its schema (zh-cn) label, its name and its model (for the other languages). */
export function columnRef(model: string, name: string): FieldReference {
  const f = modelInfo(model).byName.get(name);
  if (!f) throw new Error(`Unknown column ${model}.${name}`);
  return { label: f.label, name, model };
}

/** The first rule the value breaks, as a message key and its parameters with the column named; or null. */
export function columnProblem(model: string, name: string, rules: FieldRule | FieldRule[], value: unknown): { key: MessageKey; params: Record<string, unknown> } | null {
  const problem = fieldProblem({ [name]: rules }, name, value);
  if (!problem) return null;
  return { key: problem.key as MessageKey, params: { ...problem.params, field: columnRef(model, name) } };
}

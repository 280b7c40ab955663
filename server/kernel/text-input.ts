/**
 * Text that is not Unicode never reaches storage. Every input the server
 * takes — GraphQL variables and literals on every transport and the REST
 * layer's variables (graphql/plugins.ts hostileInputGuard), the REST body as
 * read (rest/handler.ts), the owner's ballot API (owner-web/owner-ballot.ts),
 * every column value a write takes, spreadsheet cells included
 * (crud/validate.ts judgeField: a bad cell is a bad row), the row as a generic
 * write stores it (crud/service.ts) and JSON texts a write parses
 * (`parseJsonInput`: translations, menu imports, task data) — is judged here,
 * and one rule decides, per kind of column (docs/security.md "Well-formed text"):
 *
 * - User input (every column a write takes): a NUL character, which no
 *   PostgreSQL text or jsonb value can hold, and a lone UTF-16 surrogate
 *   (`"\ud800"` in JSON), which is not a Unicode character at all (jsonb
 *   refuses its escape, a text column would silently get U+FFFD), are
 *   refused with 1001 (`validation.invalidText`) and nothing is written —
 *   never replaced, since a write never answers success for a value it did
 *   not store (docs/security.md "No silent drops").
 * - The request log (audit/log.ts `logText`) records whatever was sent:
 *   lone surrogates become U+FFFD and NUL the visible text `\u0000`.
 */
import { AppError } from './errors.ts';

// Node 20 has both (ES2024); the compiler's lib here predates them.
declare global {
  interface String {
    isWellFormed(): boolean;
    toWellFormed(): string;
  }
}

/** The deepest JSON value an input may be. */
export const MAX_INPUT_DEPTH = 32;

/** Whether a string can be stored as it is: no NUL, no lone surrogate. */
export function isStorableText(s: string): boolean {
  return s.isWellFormed() && !s.includes('\u0000');
}

export type InputProblem = 'validation.invalidText' | 'validation.tooDeep';

/**
 * What is wrong with an input value, or null: text that cannot be stored,
 * in a value or a key, at any depth; or more than MAX_INPUT_DEPTH levels.
 * Only plain objects and arrays are walked (a File's bytes are not text).
 */
export function inputProblem(value: unknown, depth = 0): InputProblem | null {
  if (typeof value === 'string') return isStorableText(value) ? null : 'validation.invalidText';
  if (value === null || typeof value !== 'object') return null;
  const array = Array.isArray(value);
  if (!array && Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return null;
  if (depth > MAX_INPUT_DEPTH) return 'validation.tooDeep';
  if (array) {
    for (const v of value) {
      const found = inputProblem(v, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const k in value as Record<string, unknown>) {
    if (!isStorableText(k)) return 'validation.invalidText';
    const found = inputProblem((value as Record<string, unknown>)[k], depth + 1);
    if (found) return found;
  }
  return null;
}

/** The refusal of an input with such a problem (1001, translated; `field` names where it was, when known). */
export function inputError(problem: InputProblem, field?: string): AppError {
  return new AppError(problem, { depth: MAX_INPUT_DEPTH }, 1001, field);
}

/** Throws the refusal when the value holds text that cannot be stored or is too deep. */
export function assertInput(value: unknown, field?: string): void {
  const problem = inputProblem(value);
  if (problem) throw inputError(problem, field);
}

/**
 * JSON text a client sent inside a value (a translations field, an imported
 * menu file, a task's data), parsed and judged like any other input: what it
 * holds is written, so `"\u0000"` or `"\ud800"` escapes inside it are refused
 * as the same characters sent directly are. A text that is not JSON throws `invalid()`.
 */
export function parseJsonInput(text: string, invalid: () => AppError, field?: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid();
  }
  assertInput(value, field);
  return value;
}

/**
 * Sensitive inputs (passwords, tokens, captcha answers) are marked once on
 * their GraphQL argument or input field; the request log redacts them by
 * that mark, whatever the client called its variables
 * (tests/server/security.test.ts enumerates the schema for unmarked ones).
 */
export const SENSITIVE = { sensitive: true } as const;

/** Options fragment for a Pothos arg or input field: `t.string({ ...sensitive(), required: false })`. */
export function sensitive(): { extensions: typeof SENSITIVE } {
  return { extensions: SENSITIVE };
}

export function isSensitive(def: { extensions?: unknown } | null | undefined): boolean {
  return !!(def?.extensions as { sensitive?: boolean } | undefined)?.sensitive;
}

/** Names that must be marked sensitive wherever they appear as an input. */
export const SENSITIVE_NAME = /pass(word)?|token|secret|verifycode|captcha(?!id)|authorization/i;

/**
 * Keys inside JSON inputs that a request declared secret while it ran (a
 * plugin's password settings, crud/json-secrets.ts): the request log
 * redacts them wherever they occur in a JSON value, besides every key
 * SENSITIVE_NAME matches.
 */
const secretKeys = new WeakMap<object, Set<string>>();

export function noteSecretKeys(ctx: object, keys: Iterable<string>): void {
  let set = secretKeys.get(ctx);
  if (!set) secretKeys.set(ctx, (set = new Set()));
  for (const k of keys) set.add(k);
}

export function secretKeysOf(ctx: object): ReadonlySet<string> {
  return secretKeys.get(ctx) ?? new Set();
}

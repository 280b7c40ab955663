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

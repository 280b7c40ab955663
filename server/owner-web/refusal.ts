/**
 * What the owners' web API refuses with: a message key, its parameters and
 * the HTTP status (200 for an ordinary refusal, which the page shows as it
 * is; 401 ends the session, 429 asks to wait). Translated into the owner's
 * language only when the answer is written (owner-ballot.ts).
 */
import type { MessageKey } from '../kernel/i18n/messages.ts';

export class OwnerRefusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, unknown> = {},
    readonly status = 200,
  ) {
    super(key);
  }
}

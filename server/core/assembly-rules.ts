/**
 * The shape of an assembly's rules as a meeting freezes them when voting
 * opens (docs/assembly-rules.md), and the Civil Code's defaults: data the
 * count (ruled-count.ts), the server (modules/meeting/assembly.ts, which
 * reads and freezes them) and the offline check of a vote table share.
 */

/** The rules a meeting counts with (meeting.assemblyRules), frozen when voting opened. */
export interface FrozenRules {
  extensionAllowed: boolean;
  maxExtensionDays: number;
  countNonVotersWithMajority: boolean;
  proxiesAllowed: boolean;
  /** null: no limit. */
  maxOwnersPerProxy: number | null;
  /** 'community': the community's rule row; 'default': none existed (the Civil Code's defaults). */
  source: 'community' | 'default';
  ruleId: number | null;
  frozenAt: string;
  /** The voting deadline when voting opened: extensions are measured from it. */
  originalVoteEndTime: string | null;
  /** How many times the vote was extended. */
  extensions: number;
}

/**
 * The Civil Code's defaults, for a community without its own rules: no
 * extension (art. 278 knows none), no 从众, proxies allowed without a limit
 * (an owner may always authorise someone in writing).
 */
export const DEFAULT_RULES = { extensionAllowed: false, maxExtensionDays: 90, countNonVotersWithMajority: false, proxiesAllowed: true, maxOwnersPerProxy: null as number | null };

/** The longest extension any rules may allow (the local regulations' three months). */
export const MAX_EXTENSION_DAYS = 90;

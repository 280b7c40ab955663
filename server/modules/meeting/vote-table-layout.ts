/**
 * The vote table's layout and input (vote-table.ts writes it, chain-sheets.ts
 * adds the ballot record's sheets, verify-table.ts reads an exported table
 * back): where the header row is and how many columns come before the items,
 * declared once for all three.
 */
import type { ItemCount, PassRule, Ballot } from '../../core/counting.ts';
import type { ChainEvent } from '../../core/ballot-record.ts';
import type { PersonalKind } from '../../kernel/personal-masks.ts';
import type { Participant } from './voting-state.ts';

export interface VoteTableItem {
  id: number;
  name: string;
  rule: PassRule;
  /** The frozen count (null until the meeting is counted). */
  count: ItemCount | null;
  /** An election's candidate item: whether the candidate was elected (undefined for other items and before counting). */
  elected?: boolean;
}

export interface VoteTableInput {
  meeting: { name: string; areaName: string | null; stageName: string; voteStartTime: Date | null; voteEndTime: Date | null };
  participants: readonly Participant[];
  items: readonly VoteTableItem[];
  /** Current (not replaced) ballots by item id. */
  ballots: ReadonlyMap<number, readonly Ballot[]>;
  /** Translates a message key into the document's language. */
  t: (key: string, params?: Record<string, unknown>) => string;
  generatedAt: Date;
  /** The ballot record (ballot-chain.ts): printed as its head, and whole on its own sheets for the offline check (chain-sheets.ts). */
  chain?: { meetingId: number; events: readonly ChainEvent[] };
  /**
   * How the personal values printed (owners' and proxies' names) read: as
   * stored in the complete table, masked in its copy for staff who may not
   * read residents (crud/personal.ts maskPersonal). Owners are told apart by
   * the stored values either way. Given, the table is that copy: without the
   * ballot record's sheets (see writeRecordSheets).
   */
  personal?: (kind: PersonalKind, value: string | null) => unknown;
}

/** Columns before the items: No., building, unit, house, owner, area. */
export const FIXED_COLUMNS = 6;
/** Rows above the header: title, subtitle, summary. */
export const HEADER_ROW = 4;

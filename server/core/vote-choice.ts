/**
 * A ballot's choice, declared once: exactly the integer 0 (同意), 1 (不同意)
 * or 2 (弃权) — docs/owner-voting.md "One ballot rule". Every channel that
 * records a ballot judges it by isVoteChoice (paper and proxy ballots through
 * the VoteChoice scalar of vote-choice-scalar.ts and castVotesIn, the owner's
 * online ballot in owner-ballot.ts, a correction in objection.ts); the count,
 * the vote table and the client read the values and their names from here.
 *
 * Strict on purpose: a ballot is evidence, so nothing is guessed. A numeric
 * text ("1"), 1.5, true, null, "" or a missing value is not a choice on any
 * channel (the REST layer's generic coercion of numeric texts does not apply:
 * the scalar takes the value as sent). Pure code without server imports: the
 * client imports this file too.
 */
import type { FieldRule } from './field-rules.ts';

/** The choices, in the order the ballot, the count and the vote table list them. */
export const VOTE_CHOICES = [0, 1, 2] as const;
export type VoteChoice = (typeof VOTE_CHOICES)[number];

export const AGREE: VoteChoice = 0;
export const DISAGREE: VoteChoice = 1;
export const ABSTAIN: VoteChoice = 2;

/** What each choice means (the count's figure names: agreeArea, disagreeOwners…). */
export const CHOICE_NAMES = ['agree', 'disagree', 'abstain'] as const;
export type ChoiceName = (typeof CHOICE_NAMES)[number];

/** Whether a value is a choice: the number 0, 1 or 2 itself, nothing that could be read as one. */
export function isVoteChoice(value: unknown): value is VoteChoice {
  return typeof value === 'number' && (VOTE_CHOICES as readonly number[]).includes(value);
}

/** The message a refused choice answers (core/rule-messages.ts), with CHOICE_FIELD as `field`. */
export const BAD_CHOICE_MESSAGE = 'validation.voteChoice';

/** The field a refusal names: the vote record's result, labelled in every language by the label catalogues. */
export const CHOICE_FIELD = { label: '结果', name: 'result', model: 'VoteRecord' } as const;

/** The rule as entities declare it (vote_record.result, ballot_correction.toResult): printed in docs/field-rules.md. */
export const VOTE_CHOICE_RULE = { kind: 'choice', values: VOTE_CHOICES, message: BAD_CHOICE_MESSAGE } as const satisfies FieldRule;

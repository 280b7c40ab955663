/**
 * The GraphQL scalar `VoteChoice`: the type of every argument that records a
 * ballot's choice (VoteCastInput.result, voteRecordAdd's result, a
 * correction's result). Why a scalar and not Int: the REST layer coerces
 * numeric texts into Int for legacy clients (rest/coerce.ts), and a ballot
 * must not be read out of "1". Custom scalars pass through that coercion as
 * sent, so the one judgement below (vote-choice.ts isVoteChoice) decides on
 * REST and GraphQL alike, before any resolver runs: nothing is written for a
 * refused value, and a batch with one bad ballot is refused whole.
 *
 * A refusal is an AppError (the translated 1001 naming the field by its
 * label; graphql/plugins.ts translatedErrors finds it under graphql-js's
 * wrapping of variable errors).
 */
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { builder } from '../../builder.ts';
import { AppError } from '../../kernel/errors.ts';
import { BAD_CHOICE_MESSAGE, CHOICE_FIELD, isVoteChoice, type VoteChoice } from '../../core/vote-choice.ts';

function choiceOf(value: unknown): VoteChoice {
  if (!isVoteChoice(value)) throw new AppError(BAD_CHOICE_MESSAGE, { field: CHOICE_FIELD }, 1001, 'result');
  return value;
}

builder.addScalarType(
  'VoteChoice',
  new GraphQLScalarType<VoteChoice, number>({
    name: 'VoteChoice',
    description: 'A ballot’s choice: exactly the integer 0 (同意 agree), 1 (不同意 disagree) or 2 (弃权 abstain). Anything else — a numeric string such as "1", 1.5, true, null — is refused',
    serialize: (v) => choiceOf(v),
    parseValue: (v) => choiceOf(v),
    parseLiteral: (ast: ValueNode) => choiceOf(ast.kind === Kind.INT ? Number(ast.value) : undefined),
  }),
);
